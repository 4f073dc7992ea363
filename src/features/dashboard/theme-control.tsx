import { cloneElement, type ReactElement, Suspense, useState } from "react";
import { lazyPart } from "@/components/lazy-part";
import { ThemeButton } from "./theme-button";

/**
 * A menu whose code could not be fetched (lazyPart's `failed`): its button stays, and pressing it
 * fetches the code again; once that is in, the menu opens.
 */
function MenuUnavailable({ trigger, retry }: { trigger: ReactElement; retry: () => void }) {
  return cloneElement(trigger as ReactElement<{ onClick?: () => void }>, { onClick: retry });
}

// The menu's code (Radix's menus and positioning) loads on the button's first press. A menu is
// placed beside its trigger, so the button is inside that code: the plain button stands in until then.
const ThemeMenu = lazyPart(() => import("./theme-menu").then((m) => ({ default: m.ThemeMenu })), MenuUnavailable);

/** The header's Theme control: the button at once; its first press loads the menu, which opens. */
export function ThemeControl() {
  const [pressed, setPressed] = useState(false);
  if (!pressed) return <ThemeButton aria-haspopup="menu" aria-expanded={false} onClick={() => setPressed(true)} />;
  return (
    <Suspense fallback={<ThemeButton aria-haspopup="menu" aria-expanded={false} />}>
      <ThemeMenu trigger={<ThemeButton />} defaultOpen />
    </Suspense>
  );
}
