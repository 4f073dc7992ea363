import type { LucideIcon } from "lucide-react";
import type { ComponentProps } from "react";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";

type Props = ComponentProps<typeof Button> & {
  /** The action is under way: the button says so (`busyLabel`) and can't be pressed again. */
  busy: boolean;
  /** The words while busy ("Saving..."); the same words when not given. */
  busyLabel?: string;
  /** Shown before the words. */
  icon?: LucideIcon;
  /** While busy, a spinner stands where the icon is (or before the words, without one). */
  spinner?: boolean;
};

/** A button whose action takes a moment (a request, a download): "Save" becomes "Saving..." until it is done. */
export function PendingButton({ busy, busyLabel, icon: Icon, spinner = false, disabled, children, ...props }: Props) {
  return (
    <Button disabled={busy || disabled} {...props}>
      {busy && spinner ? <Spinner /> : Icon && <Icon aria-hidden />}
      {busy && busyLabel ? busyLabel : children}
    </Button>
  );
}
