import { Trans } from "@lingui/react/macro";
import { useLingui } from "@lingui/react/macro";
import { t } from "@lingui/core/macro";
import { zodResolver } from "@hookform/resolvers/zod";
import type { Contact } from "@contracts/contacts";
import { DialogForm } from "@/components/dialog-form";
import { LabeledField } from "@/components/labeled-field";
import { SubjectFormDialog } from "@/components/subject-form-dialog";
import { Input } from "@/components/ui/input";
import { useCheckedForm } from "@/hooks/use-checked-form";
import { useToast } from "@/hooks/use-toast";
import { errorText } from "@/lib/api";
import { useLogContact } from "@/lib/contacts-api";
import { toLocalInputValue } from "@/lib/local-time";
import { logContactSchema, toInteraction, type LogContactValues } from "./history-rules";

type Person = Pick<Contact, "id" | "name">;

const heading = (shown: Person | null) => ({
  title: t`Log contact`,
  description: (
    <>
      <Trans>
        A coffee, a call, a visit with <span className="font-medium text-foreground">{shown?.name}</span>: it counts as being in touch.
      </Trans>
    </>
  ),
});

/** Logs a time the person was in touch with `contact` outside Nudge; open while `contact` is set. */
export function LogContactDialog({ contact, onClose }: { contact: Person | null; onClose: () => void }) {
  return (
    <SubjectFormDialog subject={contact} onClose={onClose} heading={heading}>
      {(shown) => <LogContactForm key={shown.id} contact={shown} onDone={onClose} />}
    </SubjectFormDialog>
  );
}

function LogContactForm({ contact, onDone }: { contact: Person; onDone: () => void }) {
  const { t } = useLingui();
  const { toast } = useToast();
  const log = useLogContact();
  const now = new Date();
  const form = useCheckedForm<LogContactValues>(zodResolver(logContactSchema), { title: "", at: toLocalInputValue(now) });

  const onSubmit = async (values: LogContactValues) => {
    try {
      await log.mutateAsync(toInteraction(contact.id, values, "manual"));
      toast({ title: t`Contact logged`, description: t`Counted as being in touch with ${contact.name}.` });
      onDone();
    } catch (error) {
      toast({ variant: "destructive", title: t`Failed to log contact`, description: errorText(error, t`Please try again.`) });
    }
  };

  return (
    <DialogForm form={form} onSubmit={onSubmit} busy={log.isPending} label={t`Log contact`} busyLabel={t`Saving...`}>
      <LabeledField control={form.control} name="title" label={t`What happened`}>
        {(field) => <Input maxLength={200} placeholder={t`e.g. Coffee at Lisboa`} autoComplete="off" {...field} />}
      </LabeledField>
      <LabeledField control={form.control} name="at" label={t`When`}>
        {(field) => <Input type="datetime-local" max={toLocalInputValue(now)} {...field} />}
      </LabeledField>
    </DialogForm>
  );
}
