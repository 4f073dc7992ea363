import type { ComponentProps, ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";

type Props = ComponentProps<typeof Button> & {
  /** The action is under way: the button says so (`pendingLabel`) and can't be pressed again. */
  pending: boolean;
  /** The words while pending ("Saving..."); the same words when not given. */
  pendingLabel?: string;
  /** Shown before the words. */
  icon?: ReactNode;
  /** While pending, a spinner stands where the icon is (or before the words, without one). */
  spinner?: boolean;
};

/** A button whose action takes a moment (a request, a download): "Save" becomes "Saving..." until it is done. */
export function PendingButton({ pending, pendingLabel, icon, spinner = false, disabled, children, ...props }: Props) {
  return (
    <Button disabled={pending || disabled} {...props}>
      {pending && spinner ? <Spinner /> : icon}
      {pending && pendingLabel ? pendingLabel : children}
    </Button>
  );
}
