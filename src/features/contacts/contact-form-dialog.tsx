import { useLingui } from "@lingui/react/macro";
import { t } from "@lingui/core/macro";
import { zodResolver } from "@hookform/resolvers/zod";
import { LabeledField } from "@/components/labeled-field";
import { LabeledSelect } from "@/components/labeled-select";
import { REACH_NAMES } from "@contracts/reach";
import { DialogForm } from "@/components/dialog-form";
import { SubjectFormDialog } from "@/components/subject-form-dialog";
import { useWatch } from "react-hook-form";
import type { Contact } from "@contracts/contacts";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { PhoneField } from "@/components/phone-field";
import { formatPhone } from "@contracts/phone-numbers";
import { CadencePicker } from "./cadence-picker";
import { CirclePicker } from "./circle-picker";
import { NudgeTimeField } from "./nudge-time-field";
import { useCheckedForm } from "@/hooks/use-checked-form";
import { useToast } from "@/hooks/use-toast";
import { errorText } from "@/lib/api";
import { useAuth } from "@/lib/auth";
import { contactFormSchema, contactFormValues, emptyContactForm, toContactFields, type ContactFormValues } from "./contact-rules";
import { useSaveContact } from "./contacts-api";

/**
 * What the dialog is open for: a new contact (maybe with a name and phone already known, and a
 * description saying why it opened) or an edit.
 */
export type ContactDraft = { contact?: Contact; prefill?: Partial<ContactFormValues>; description?: string };

const HEADINGS = {
  add: {
    get title() {
      return t`Add Contact`;
    },
    get description() {
      return t`Keep the people you stay in touch with in one place.`;
    },
  },
  edit: {
    get title() {
      return t`Edit Contact`;
    },
    get description() {
      return t`Update how you reach this person.`;
    },
  },
};

/** The Add Contact dialog, which also edits a contact; open while `draft` is set. */
export function ContactFormDialog({
  draft,
  onClose,
  onSaved,
}: {
  draft: ContactDraft | null;
  onClose: () => void;
  onSaved?: (contact: Contact) => void;
}) {
  return (
    <SubjectFormDialog
      subject={draft}
      onClose={onClose}
      heading={(shown) =>
        shown?.contact ? HEADINGS.edit : { ...HEADINGS.add, description: shown?.description ?? HEADINGS.add.description }
      }
    >
      {(shown) => (
        <ContactForm
          key={shown.contact?.id ?? `new-${shown.prefill?.name ?? ""}`}
          draft={shown}
          onDone={(saved) => {
            onSaved?.(saved);
            onClose();
          }}
        />
      )}
    </SubjectFormDialog>
  );
}

function ContactForm({ draft, onDone }: { draft: ContactDraft; onDone: (contact: Contact) => void }) {
  const { t } = useLingui();
  const { user } = useAuth();
  const { toast } = useToast();
  const save = useSaveContact();
  // A saved number is edited as every screen shows it ("+44 20 7946 0958"), not as stored.
  const defaultValues = draft.contact
    ? contactFormValues({ ...draft.contact, phoneNumber: draft.contact.phoneNumber && formatPhone(draft.contact.phoneNumber) })
    : { ...emptyContactForm, ...draft.prefill };
  const form = useCheckedForm<ContactFormValues>(zodResolver(contactFormSchema), defaultValues);

  const onSubmit = async (values: ContactFormValues) => {
    if (!user) return;
    try {
      const saved = await save.mutateAsync({
        id: draft.contact?.id,
        userId: user.id,
        fields: toContactFields(values, Boolean(draft.contact)),
      });
      toast({ title: t`Contact saved successfully!`, description: saved.name });
      onDone(saved);
    } catch (error) {
      toast({ variant: "destructive", title: t`Failed to save contact`, description: errorText(error, t`Please try again.`) });
    }
  };

  const reachBy = useWatch({ control: form.control, name: "reachBy" });
  return (
    <DialogForm form={form} onSubmit={onSubmit} busy={save.isPending} label={t`Save Contact`} busyLabel={t`Saving...`}>
      <LabeledField control={form.control} name="name" label={t`Name`}>
        {(field) => <Input autoComplete="off" maxLength={100} placeholder={t`e.g. Ana Souza`} {...field} />}
      </LabeledField>
      <div className="grid gap-4 sm:grid-cols-2">
        <PhoneField control={form.control} name="phoneNumber" label={t`Phone`} />
        {/* Top-aligned: the phone's hint beside it makes the row taller. */}
        <LabeledField control={form.control} name="email" label={t`Email`} note={t`optional`} className="content-start">
          {(field) => (
            <Input type="email" inputMode="email" autoComplete="off" maxLength={254} placeholder={t`ana@example.com`} {...field} />
          )}
        </LabeledField>
      </div>
      <LabeledField control={form.control} name="notes" label={t`Notes`} note={t`optional`}>
        {(field) => <Textarea rows={3} maxLength={2000} placeholder={t`How you know them, what matters to them`} {...field} />}
      </LabeledField>
      <div className="grid gap-4 sm:grid-cols-2">
        <LabeledSelect control={form.control} name="reachBy" label={t`Message them on`} options={REACH_NAMES} />
        {reachBy === "telegram" && (
          <LabeledField control={form.control} name="telegram" label={t`Telegram username`}>
            {(field) => <Input autoComplete="off" autoCapitalize="none" maxLength={64} placeholder={t`@ana_souza`} {...field} />}
          </LabeledField>
        )}
      </div>
      <CirclePicker control={form.control} />
      <CadencePicker control={form.control} />
      <NudgeTimeField control={form.control} />
    </DialogForm>
  );
}
