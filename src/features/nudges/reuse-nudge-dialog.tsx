import { Trans } from "@lingui/react/macro";
import { t } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { zodResolver } from "@hookform/resolvers/zod";
import { LabeledField } from "@/components/labeled-field";
import { DialogForm } from "@/components/dialog-form";
import { SubjectFormDialog } from "@/components/subject-form-dialog";
import type { Nudge } from "@contracts/nudges";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { LIMITS } from "@contracts/nudge-limits";
import { SuggestMessage } from "@/components/suggest-message";
import { useCheckedForm } from "@/hooks/use-checked-form";
import { useToast } from "@/hooks/use-toast";
import { errorText } from "@/lib/api";
import { formatDate, truncate } from "@/lib/dates";
import { fromLocalInputValue, toLocalInputValue } from "@/lib/local-time";
import { useReuseNudge } from "./history-api";
import { defaultReuseDate, reuseFormSchema, type ReuseFormValues } from "./reuse-rules";

const reuseHeading = (shown: Nudge | null) => ({
  title: t`Reuse Nudge`,
  description: (
    <>
      <Trans>
        Nudge yourself about <span className="font-medium text-foreground">{shown?.targetName}</span> again
      </Trans>
      {shown && <>: &ldquo;{truncate(shown.message, 80)}&rdquo;</>}
    </>
  ),
});

/** The Reuse Nudge dialog: the same person and message, at a new time. Open while `nudge` is set. */
export function ReuseNudgeDialog({ nudge, now, onClose }: { nudge: Nudge | null; now: Date; onClose: () => void }) {
  return (
    <SubjectFormDialog subject={nudge} onClose={onClose} heading={reuseHeading}>
      {(shown) => <ReuseNudgeForm key={shown.id} nudge={shown} now={now} onDone={onClose} />}
    </SubjectFormDialog>
  );
}

function ReuseNudgeForm({ nudge, now, onDone }: { nudge: Nudge; now: Date; onDone: () => void }) {
  const { t } = useLingui();
  const { toast } = useToast();
  const reuse = useReuseNudge();
  const form = useCheckedForm<ReuseFormValues>(zodResolver(reuseFormSchema), { remindAt: defaultReuseDate(), message: nudge.message });

  // An unchanged message is left out: the reuse keeps the old one's, exactly as it was stored.
  const send = (remindAt: string, message: string) =>
    reuse.mutateAsync({ id: nudge.id, remindAt, ...(message === nudge.message ? {} : { message }) });

  const onSubmit = async ({ remindAt, message }: ReuseFormValues) => {
    const at = fromLocalInputValue(remindAt);
    if (!at) return;
    try {
      const created = await send(at.toISOString(), message.trim());
      toast({
        title: t`Nudge scheduled successfully`,
        description: t`We'll nudge you about ${created.targetName} on ${formatDate(created.remindAt)}`,
      });
      onDone();
    } catch (error) {
      toast({ variant: "destructive", title: t`Error`, description: errorText(error, t`Failed to schedule nudge`) });
    }
  };

  return (
    <DialogForm
      form={form}
      onSubmit={onSubmit}
      busy={reuse.isPending}
      label={t`Schedule Nudge`}
      busyLabel={t`Scheduling...`}
      className="space-y-5"
    >
      <LabeledField control={form.control} name="remindAt" label={t`Remind me on`}>
        {(field) => <Input type="datetime-local" min={toLocalInputValue(now)} {...field} />}
      </LabeledField>
      <LabeledField control={form.control} name="message" label={t`Message`}>
        {(field) => <Textarea rows={3} maxLength={LIMITS.message} {...field} />}
      </LabeledField>
      <SuggestMessage
        request={{ targetName: nudge.targetName, nudgeId: nudge.id }}
        onPick={(text) => {
          form.setValue("message", text, { shouldDirty: true, shouldValidate: form.formState.isSubmitted });
          form.setFocus("message");
        }}
      />
    </DialogForm>
  );
}
