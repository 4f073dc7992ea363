import { useWatch, type UseFormReturn } from "react-hook-form";
import type { Purpose } from "@contracts/drafts";
import { useContacts } from "@/lib/contacts-api";
import type { NudgeFormValues } from "./nudge-rules";
import { contactNamed } from "@/lib/draft-rules";
import { SuggestMessage } from "@/components/suggest-message";

type Props = { form: UseFormReturn<NudgeFormValues>; nudgeId?: number; purpose?: Purpose; onTurnOn?: () => void };

/** "Suggest a message" in a nudge form: for the person named there, and a pick becomes the form's message. */
export function SuggestForNudge({ form, nudgeId, purpose, onTurnOn }: Props) {
  const targetName = useWatch({ control: form.control, name: "targetName" });
  // A contact Nudge knows lets the drafts draw on their notes and last contacts.
  const contact = contactNamed(useContacts().data, targetName);
  const onPick = (text: string) => {
    form.setValue("message", text, { shouldDirty: true, shouldValidate: form.formState.isSubmitted });
    form.setFocus("message");
  };
  return (
    // Drafts for one name: typing another starts again from the button.
    <SuggestMessage
      key={targetName.trim().toLocaleLowerCase()}
      request={{ targetName, contactId: contact?.id, nudgeId, purpose }}
      onPick={onPick}
      onTurnOn={onTurnOn}
    />
  );
}
