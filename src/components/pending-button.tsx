import type { UseMutationResult } from "@tanstack/react-query";
import type { LucideIcon } from "lucide-react";
import type { ComponentProps } from "react";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";

type Props = ComponentProps<typeof Button> & {
  /** The words while busy ("Saving..."); the same words when not given. */
  busyLabel?: string;
  /** Shown before the words. */
  icon?: LucideIcon;
  /** While busy, a spinner stands where the icon is (or before the words, without one). */
  spinner?: boolean;
} & (
    | {
        /** The action is under way: the button says so (`busyLabel`) and can't be pressed again. */
        busy: boolean;
        mutation?: never;
      }
    | {
        /** The action is this mutation: a press runs it, and the button is busy while it is pending. */
        mutation: Pick<UseMutationResult<unknown, Error, void>, "mutate" | "isPending">;
        busy?: never;
      }
  );

/** A button whose action takes a moment (a request, a download): "Save" becomes "Saving..." until it is done. */
export function PendingButton({ busy, mutation, busyLabel, icon: Icon, spinner = false, disabled, onClick, children, ...props }: Props) {
  const pending = mutation ? mutation.isPending : busy;
  return (
    <Button disabled={pending || disabled} onClick={mutation ? () => mutation.mutate() : onClick} {...props}>
      {pending && spinner ? <Spinner /> : Icon && <Icon aria-hidden />}
      {pending && busyLabel ? busyLabel : children}
    </Button>
  );
}
