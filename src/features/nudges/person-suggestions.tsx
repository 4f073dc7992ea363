import { useEffect, useRef, type RefObject } from "react";
import { useWatch, type UseFormReturn } from "react-hook-form";
import type { NudgeFormValues } from "./nudge-rules";
import { formatPhone } from "@contracts/phone-numbers";
import { useContacts } from "@/lib/contacts-api";

const SUGGESTIONS_ID = "person-suggestions";

const sameName = (a: string, b: string) => a.trim().toLocaleLowerCase() === b.trim().toLocaleLowerCase();

/**
 * Contacts (imported ones too) as suggestions for the schedule form's person field; picking one
 * fills in their phone. The name field is shared with the Edit Nudge dialog, so the suggestion
 * list is attached to it here, by its name, rather than passed down.
 */
export function PersonSuggestions({ form, formRef }: { form: UseFormReturn<NudgeFormValues>; formRef: RefObject<HTMLFormElement | null> }) {
  const contacts = useContacts();
  const people = contacts.data ?? [];
  const name = useWatch({ control: form.control, name: "targetName" });
  // The phone this component filled in, so it is replaced or cleared, but never what was typed.
  const filled = useRef<string | null>(null);

  useEffect(() => {
    const input = formRef.current?.elements.namedItem("targetName");
    if (input instanceof HTMLInputElement && input.getAttribute("list") !== SUGGESTIONS_ID) input.setAttribute("list", SUGGESTIONS_ID);
  });

  useEffect(() => {
    const phone = form.getValues("phoneNumber");
    const ours = !phone.trim() || phone === filled.current;
    if (!ours) return;
    const match = name.trim() ? people.find((c) => c.phoneNumber && sameName(c.name, name)) : undefined;
    const next = match?.phoneNumber ? formatPhone(match.phoneNumber) : "";
    if (next === phone) return;
    filled.current = next || null;
    form.setValue("phoneNumber", next, { shouldDirty: true, shouldValidate: form.formState.isSubmitted });
  }, [name, people, form]);

  return (
    <datalist id={SUGGESTIONS_ID}>
      {people.map((c) => (
        <option key={c.id} value={c.name}>
          {c.phoneNumber ? formatPhone(c.phoneNumber) : (c.email ?? "")}
        </option>
      ))}
    </datalist>
  );
}
