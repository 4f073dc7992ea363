import { cloneElement, type ComponentType, type ReactElement, useState } from "react";
import { AfterFirstPaint } from "@/components/after-first-paint";

/** A popup (a dialog, a menu) opened by `trigger`; `defaultOpen`: its button was pressed before its code had arrived. */
export type PopupProps = { trigger: ReactElement; defaultOpen: boolean };

type Props = { Button: ComponentType<{ onClick?: () => void }>; Popup: ComponentType<PopupProps> };

/**
 * A control whose popup's code (typically lazy: Radix's dialogs or menus) loads once the page is on
 * screen: until then its button shows alone, and a press meanwhile opens the popup once it is in.
 */
export function DeferredPopup({ Button, Popup }: Props) {
  const [pressedEarly, setPressedEarly] = useState(false);
  return (
    <AfterFirstPaint fallback={<Button onClick={() => setPressedEarly(true)} />}>
      <Popup trigger={<Button />} defaultOpen={pressedEarly} />
    </AfterFirstPaint>
  );
}

/**
 * A popup whose code could not be fetched (lazyPart's `failed`): its button stays, and pressing
 * it fetches the code again; once that is in, the button opens the popup as usual.
 */
export function PopupUnavailable({ trigger, retry }: PopupProps & { retry: () => void }) {
  return cloneElement(trigger as ReactElement<{ onClick?: () => void }>, { onClick: retry });
}
