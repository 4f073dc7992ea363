import { Trans, useLingui } from "@lingui/react/macro";
import { t } from "@lingui/core/macro";
import { zodResolver } from "@hookform/resolvers/zod";
import { LabeledField } from "@/components/labeled-field";
import { DialogForm } from "@/components/dialog-form";
import { SubjectFormDialog } from "@/components/subject-form-dialog";
import type { Contact, ContactNote } from "@contracts/contacts";
import { FormControl } from "@/components/ui/form";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { Textarea } from "@/components/ui/textarea";
import { useCheckedForm } from "@/hooks/use-checked-form";
import { useToast } from "@/hooks/use-toast";
import { errorText } from "@/lib/api";
import { useAuth } from "@/lib/auth";
import { noteFormSchema, toNoteFields, type NoteFormValues } from "./contact-rules";
import { useSaveNote } from "./contacts-api";
import { NOTE_CATEGORIES, NoteCategoryBadge } from "./note-category-badge";

/** A new note about `contact`, or an edit of `note`. */
export type NoteDraft = { contact: Pick<Contact, "id" | "name">; note?: ContactNote };

// Radix Select can't hold an empty value, so "no category" has a name of its own.
const NONE = "none";

const noteHeading = (shown: NoteDraft | null) => ({
  title: shown?.note ? t`Edit Note` : t`Add Note`,
  description: (
    <>
      {shown?.note ? t`Change what you noted about ` : t`Something worth remembering about `}
      <span className="font-medium text-foreground">{shown?.contact.name}</span>.
    </>
  ),
});

/** The Add Note dialog, which also edits a note; open while `draft` is set. */
export function NoteFormDialog({ draft, onClose }: { draft: NoteDraft | null; onClose: () => void }) {
  return (
    <SubjectFormDialog subject={draft} onClose={onClose} heading={noteHeading}>
      {(shown) => <NoteForm key={shown.note?.id ?? `new-${shown.contact.id}`} draft={shown} onDone={onClose} />}
    </SubjectFormDialog>
  );
}

function NoteForm({ draft, onDone }: { draft: NoteDraft; onDone: () => void }) {
  const { t } = useLingui();
  const { user } = useAuth();
  const { toast } = useToast();
  const save = useSaveNote();
  const defaultValues = { note: draft.note?.note ?? "", category: draft.note?.category ?? NONE };
  const form = useCheckedForm<NoteFormValues>(zodResolver(noteFormSchema), defaultValues);
  const editing = Boolean(draft.note);

  const onSubmit = async (values: NoteFormValues) => {
    if (!user) return;
    try {
      await save.mutateAsync({ id: draft.note?.id, contactId: draft.contact.id, userId: user.id, fields: toNoteFields(values) });
      toast({ title: editing ? t`Note updated successfully!` : t`Note added successfully!` });
      onDone();
    } catch (error) {
      toast({
        variant: "destructive",
        title: editing ? t`Failed to update note` : t`Failed to add note`,
        description: errorText(error, t`Please try again.`),
      });
    }
  };

  return (
    <DialogForm form={form} onSubmit={onSubmit} busy={save.isPending} label={editing ? t`Save Note` : t`Add Note`} busyLabel={t`Saving...`}>
      <LabeledField control={form.control} name="note" label={t`Note`}>
        {(field) => <Textarea rows={4} maxLength={2000} placeholder={t`e.g. Starts a new job in March`} {...field} />}
      </LabeledField>
      <LabeledField control={form.control} name="category" label={t`Category`} note={t`optional`} bare>
        {(field) => (
          <Select value={field.value} onValueChange={field.onChange}>
            <FormControl>
              <SelectTrigger className="h-11 w-full sm:h-10">
                <SelectValue placeholder={t`No category`} />
              </SelectTrigger>
            </FormControl>
            <SelectContent>
              <SelectItem value={NONE} className="min-h-10">
                <Trans>No category</Trans>
              </SelectItem>
              {NOTE_CATEGORIES.map((category) => (
                <SelectItem key={category} value={category} className="min-h-10">
                  <NoteCategoryBadge category={category} />
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        )}
      </LabeledField>
    </DialogForm>
  );
}
