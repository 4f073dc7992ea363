import { useCallback, useEffect } from "react";
import { formatPhone } from "@contracts/phone-numbers";
import type { PendingNudgeButtonHandlers } from "./pending-nudge-buttons";
import { usePendingNudges } from "./nudge-api";
import type { NudgeFormValues } from "./nudge-rules";
import { PendingNudges } from "./pending-nudges";
import { presetValues, type QuickActionPreset } from "./quick-action-presets";
import { QuickActions } from "./quick-actions";
import { ScheduleNudgeForm, useScheduleNudgeForm } from "./schedule-nudge-form";
import { useNow } from "@/hooks/use-now";
import type { NudgePrefill } from "@/lib/nudge-prefill";

type Props = { onShowContact: PendingNudgeButtonHandlers["onShowContact"]; prefill?: NudgePrefill | null; onPrefillUsed?: () => void };

/** The Active Nudges tab (docs/product.md#active-nudges): Quick Actions, the schedule form and the pending list. */
export function ActiveNudgesPanel({ onShowContact, prefill = null, onPrefillUsed }: Props) {
  const now = useNow();
  const pending = usePendingNudges();
  const form = useScheduleNudgeForm();

  // Stable, like the other children's props: the form re-renders this panel as it mounts and as
  // it is filled in (react-hook-form's form state), and its memoized children skip those.
  const pickPreset = useCallback(
    (preset: QuickActionPreset) => {
      for (const [field, value] of Object.entries(presetValues(preset))) {
        form.setValue(field as keyof NudgeFormValues, value, { shouldDirty: true });
      }
      form.clearErrors();
      // The name is the one thing left to fill in, so the cursor goes there.
      form.setFocus("targetName");
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
          <QuickActions onPick={pickPreset} />
        </div>
        <div className="lg:col-start-1 lg:row-start-1">
          <ScheduleNudgeForm form={form} now={now} />
        </div>
      </div>
      <PendingNudges nudges={pending.data} isError={pending.isError} onRetry={retry} now={now} onShowContact={onShowContact} />
    </div>
  );
}
