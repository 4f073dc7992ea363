import { lazyWords } from "#i18n";
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { zodResolver } from "@hookform/resolvers/zod";
import { DialogForm } from "@/components/dialog-form";
import { SubjectFormDialog } from "@/components/subject-form-dialog";
import { formatPhone } from "@contracts/phone-numbers";
import type { Nudge } from "@contracts/nudges";
import { useCheckedForm } from "@/hooks/use-checked-form";
import { useToast } from "@/hooks/use-toast";
import { errorText, isQueued } from "@/lib/api";
import { useAuth } from "@/lib/auth";
import { fromLocalInputValue, minScheduleInput, toLocalInputValue } from "@/lib/local-time";
import { useUpdateNudge } from "./nudge-api";
import { NudgeFields } from "./nudge-fields";
import { useState } from "react";
import type { Scope } from "@contracts/nudges";
import { toNudgeChanges, type NudgeFormValues } from "./nudge-rules";
import { editFormSchema } from "./nudge-schemas";
import { fromRecurrence } from "./repeat-rules";
import { ScopeChoice } from "./scope-choice";
import { SuggestForNudge } from "./suggest-for-nudge";

const HEADING = lazyWords({
  title: msg`Edit Nudge`,
  description: msg`Change who it's about, what to say or when. We'll nudge you at the new time.`,
});

/** The Edit Nudge dialog; open while `nudge` is set. */
export function EditNudgeDialog({ nudge, now, onClose }: { nudge: Nudge | null; now: Date; onClose: () => void }) {
  return (
    <SubjectFormDialog subject={nudge} onClose={onClose} heading={HEADING}>
      {(shown) => <EditNudgeForm key={shown.id} nudge={shown} now={now} onDone={onClose} />}
    </SubjectFormDialog>
  );
}

const valuesOf = (nudge: Nudge): NudgeFormValues => ({
  targetName: nudge.targetName,
  message: nudge.message,
  remindAt: toLocalInputValue(new Date(nudge.remindAt)),
  // Edited as every screen shows it ("+44 20 7946 0958"), not as stored.
  phoneNumber: nudge.phoneNumber ? formatPhone(nudge.phoneNumber) : "",
  url: nudge.url ?? "",
  ...fromRecurrence(nudge.recurrence, new Date(nudge.remindAt)),
});

function EditNudgeForm({ nudge, now, onDone }: { nudge: Nudge; now: Date; onDone: () => void }) {
  const { t } = useLingui();
  const { user } = useAuth();
  const { toast } = useToast();
  const update = useUpdateNudge();
  const form = useCheckedForm<NudgeFormValues>(zodResolver(editFormSchema), valuesOf(nudge));
  const [scope, setScope] = useState<Scope>("this");

  const onSubmit = async (values: NudgeFormValues) => {
    const remindAt = fromLocalInputValue(values.remindAt);
    if (!user || !remindAt) return;
    const changes = toNudgeChanges(values, remindAt, user.id);
    // A new rule changes every occurrence after this one: the server takes it only for "future".
    const ruleChanged = changes.recurrence !== nudge.recurrence;
    try {
      const answer = await update.mutateAsync({
        id: nudge.id,
        changes: nudge.recurrence ? { ...changes, scope: ruleChanged ? "future" : scope } : changes,
      });
      // Offline it is only queued (the list shows it as waiting to send), as the schedule form says.
      if (isQueued(answer))
        toast({ title: t`Saved on this device`, description: t`Your change will be sent as soon as you're back online.` });
      else toast({ title: t`Nudge updated successfully` });
      onDone();
    } catch (error) {
      toast({ variant: "destructive", title: t`Error`, description: errorText(error, t`Failed to update nudge`) });
    }
  };

  return (
    <DialogForm
      form={form}
      onSubmit={onSubmit}
      busy={update.isPending}
      label={t`Save Changes`}
      busyLabel={t`Saving...`}
      className="space-y-5"
    >
      <NudgeFields control={form.control} minDate={minScheduleInput(now)} suggest={<SuggestForNudge form={form} nudgeId={nudge.id} />} />
      {nudge.recurrence && <ScopeChoice question="change" value={scope} onChange={setScope} />}
    </DialogForm>
  );
}
