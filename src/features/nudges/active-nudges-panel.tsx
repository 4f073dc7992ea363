import { type ReactNode, useCallback, useEffect, useState } from "react";
import type { Purpose } from "@contracts/drafts";
import type { Contact } from "@contracts/contacts";
import type { MessageTemplate } from "@contracts/drafts";
import { formatPhone } from "@contracts/phone-numbers";
import { fillTemplate } from "@contracts/template-fill";
import { contactNamed, formValues } from "@/lib/draft-rules";
import { queryClient } from "@/lib/api";
import { CONTACTS_KEY } from "@/lib/contacts-api";
import type { PendingNudgeButtonHandlers } from "./pending-nudge-buttons";
import { usePendingNudges } from "./nudge-api";
import type { NudgeFormValues } from "./nudge-rules";
import { PendingNudges } from "./pending-nudges";
import { presetValues, type QuickActionPreset } from "./quick-action-presets";
import { QuickActions } from "./quick-actions";
import { ScheduleNudgeForm, useScheduleNudgeForm } from "./schedule-nudge-form";
import { useNow } from "@/hooks/use-now";
import type { NudgePrefill } from "@/lib/nudge-prefill";

type Props = {
  onShowContact: PendingNudgeButtonHandlers["onShowContact"];
  prefill?: NudgePrefill | null;
  onPrefillUsed?: () => void;
  /** Quick Actions' way to the Message templates dialog, which the page brings. */
  templatesButton?: ReactNode;
};

/** The Active Nudges tab (docs/product.md#active-nudges): Quick Actions, the schedule form and the pending list. */
export function ActiveNudgesPanel({ onShowContact, prefill = null, onPrefillUsed, templatesButton }: Props) {
  const now = useNow();
  const pending = usePendingNudges();
  const form = useScheduleNudgeForm();
  // What the Quick Action picked last is for: the drafts the form suggests are written for it.
  const [purpose, setPurpose] = useState<Purpose | undefined>();
  const forgetPurpose = useCallback(() => setPurpose(undefined), []);

  // Stable, like the other children's props: the form re-renders this panel as it mounts and as
  // it is filled in (react-hook-form's form state), and its memoized children skip those.
  const pickPreset = useCallback(
    (preset: QuickActionPreset) => {
      for (const [field, value] of Object.entries(presetValues(preset))) {
        form.setValue(field as keyof NudgeFormValues, value, { shouldDirty: true });
      }
      form.clearErrors();
      setPurpose(preset.purpose);
      // The name is the one thing left to fill in, so the cursor goes there.
      form.setFocus("targetName");
    },
    [form],
  );

  // A template is filled with what this page knows; a placeholder left ({age}) stays for the
  // person to replace, and the form won't schedule until they have.
  const pickTemplate = useCallback(
    (template: MessageTemplate) => {
      const { targetName, remindAt } = form.getValues();
      const contact = contactNamed(queryClient.getQueryData<Contact[] | null>(CONTACTS_KEY), targetName);
      const text = fillTemplate(template.text, formValues(targetName, contact?.lastContactAt, remindAt, new Date()));
      form.setValue("message", text, { shouldDirty: true, shouldValidate: form.formState.isSubmitted });
      form.setFocus(targetName.trim() ? "message" : "targetName");
    },
    [form],
  );

  const { refetch } = pending;
  const retry = useCallback(() => void refetch(), [refetch]);

  // "Schedule nudge" on a contact: who and how to reach them are known, what to say is next. From
  // the share sheet the message is known too, and maybe who: the cursor goes to what is left.
  useEffect(() => {
    if (!prefill) return;
    form.setValue("targetName", prefill.name, { shouldDirty: true });
    form.setValue("phoneNumber", prefill.phone ? formatPhone(prefill.phone) : "", { shouldDirty: true });
    if (prefill.message) form.setValue("message", prefill.message, { shouldDirty: true });
    form.clearErrors();
    form.setFocus(!prefill.name ? "targetName" : prefill.message ? "remindAt" : "message");
    onPrefillUsed?.();
  }, [prefill, form, onPrefillUsed]);

  // A 401 on the list means the session has ended: the panel shows nothing (docs/product.md#api-conventions).
  if (pending.data === null) return null;

  return (
    <div className="flex flex-col gap-6">
      <div className="grid gap-4 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:items-start lg:gap-6">
        <div className="lg:col-start-2 lg:row-start-1">
          <QuickActions onPick={pickPreset} onPickTemplate={pickTemplate} templatesButton={templatesButton} />
        </div>
        <div className="lg:col-start-1 lg:row-start-1">
          <ScheduleNudgeForm form={form} now={now} purpose={purpose} onScheduled={forgetPurpose} />
        </div>
      </div>
      <PendingNudges nudges={pending.data} isError={pending.isError} onRetry={retry} now={now} onShowContact={onShowContact} />
    </div>
  );
}
