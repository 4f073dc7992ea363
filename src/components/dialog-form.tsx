import type { ReactNode } from "react";
import type { FieldValues, SubmitHandler, UseFormReturn } from "react-hook-form";
import { DialogFormFooter } from "@/components/dialog-form-footer";
import { Form } from "@/components/ui/form";
import { useSubmitOnce } from "@/hooks/use-submit-once";

type Props<T extends FieldValues> = {
  form: UseFormReturn<T>;
  onSubmit: SubmitHandler<T>;
  busy: boolean;
  label: string;
  busyLabel: string;
  /** The space between the fields. */
  className?: string;
  children: ReactNode;
};

/** A form in a dialog: its fields, then Cancel and the submit button (`label`, `busyLabel` while it saves). Checked by its own rules, not the browser's. */
export function DialogForm<T extends FieldValues>({ form, onSubmit, busy, label, busyLabel, className = "space-y-4", children }: Props<T>) {
  const submit = useSubmitOnce(form, onSubmit);
  return (
    <Form {...form}>
      <form onSubmit={submit} className={className} noValidate>
        {children}
        <DialogFormFooter busy={busy} label={label} busyLabel={busyLabel} />
      </form>
    </Form>
  );
}
