import type { ReactNode } from "react";
import { type DialogHeading, FormDialog } from "@/components/form-dialog";
import { useLastValue } from "@/hooks/use-last-value";

type Props<T> = {
  /** What the form is about (a contact, a note, a nudge): the dialog is open while it is set. */
  subject: T | null;
  onClose: () => void;
  /** The title and the line under it, fixed or said of the subject (null before the first opening). */
  heading: DialogHeading | ((shown: T | null) => DialogHeading);
  /** The form for the shown subject; keyed by it, so opening another one starts from its own values. */
  children: (shown: T) => ReactNode;
};

/**
 * A FormDialog for one subject (add or edit a contact or a note, edit or reuse a nudge). Closed by
 * clearing the subject, it keeps showing the last one while its closing animation plays.
 */
export function SubjectFormDialog<T>({ subject, onClose, heading, children }: Props<T>) {
  const shown = useLastValue(subject);
  return (
    <FormDialog open={subject !== null} onClose={onClose} heading={typeof heading === "function" ? heading(shown) : heading}>
      {shown !== null && children(shown)}
    </FormDialog>
  );
}
