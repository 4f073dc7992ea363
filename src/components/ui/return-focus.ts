import { useRef } from "react";

type AutoFocusHandlers = { onOpenAutoFocus?: (event: Event) => void; onCloseAutoFocus?: (event: Event) => void };

/**
 * Radix gives focus back to a dialog's Trigger when it closes. Most of our dialogs are opened from
 * state (a list item's Edit or Delete button) and have no Trigger, so focus fell to the page's
 * body and a keyboard user started again from the top. This remembers what had focus as the
 * dialog opened and gives focus back to it, while it is still on the page (a deleted item's
 * button is not: then Radix's own behaviour stays). The caller's handlers run first.
 */
export function useReturnFocus({ onOpenAutoFocus, onCloseAutoFocus }: AutoFocusHandlers): Required<AutoFocusHandlers> {
  const opener = useRef<HTMLElement | null>(null);
  return {
    onOpenAutoFocus: (event) => {
      const active = document.activeElement;
      opener.current = active instanceof HTMLElement && active !== document.body ? active : null;
      onOpenAutoFocus?.(event);
    },
    onCloseAutoFocus: (event) => {
      onCloseAutoFocus?.(event);
      const el = opener.current;
      opener.current = null;
      if (event.defaultPrevented || !el?.isConnected) return;
      event.preventDefault();
      el.focus();
    },
  };
}
