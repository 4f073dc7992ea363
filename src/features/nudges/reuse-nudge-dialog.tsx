import { zodResolver } from "@hookform/resolvers/zod";
import { LabeledField } from "@/components/labeled-field";
import { DialogFormFooter } from "@/components/dialog-form-footer";
import type { Reminder } from "@contracts/reminders";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Form } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { useCheckedForm } from "@/hooks/use-checked-form";
import { useLastValue } from "@/hooks/use-last-value";
import { useToast } from "@/hooks/use-toast";
import { errorText } from "@/lib/api";
import { formatDate, fromLocalInputValue, toLocalInputValue, truncate } from "@/lib/dates";
import { useReuseNudge } from "@/lib/history-api";
import { defaultReuseDate, reuseFormSchema, type ReuseFormValues } from "./reuse-rules";

/** The Reuse Nudge dialog: the same person and message, at a new time. Open while `nudge` is set. */
export function ReuseNudgeDialog({ nudge, now, onClose }: { nudge: Reminder | null; now: Date; onClose: () => void }) {
  const shown = useLastValue(nudge);
  return (
    <Dialog open={nudge !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Reuse Nudge</DialogTitle>
          <DialogDescription>
            Nudge yourself about <span className="font-medium text-foreground">{shown?.targetName}</span> again
            {shown && <>: &ldquo;{truncate(shown.message, 80)}&rdquo;</>}
          </DialogDescription>
        </DialogHeader>
        {shown && <ReuseNudgeForm key={shown.id} nudge={shown} now={now} onDone={onClose} />}
      </DialogContent>
    </Dialog>
  );
}

function ReuseNudgeForm({ nudge, now, onDone }: { nudge: Reminder; now: Date; onDone: () => void }) {
  const { toast } = useToast();
  const reuse = useReuseNudge();
  const form = useCheckedForm<ReuseFormValues>(zodResolver(reuseFormSchema), { remindAt: defaultReuseDate() });

  const onSubmit = async ({ remindAt }: ReuseFormValues) => {
    const at = fromLocalInputValue(remindAt);
    if (!at) return;
    try {
      const created = await reuse.mutateAsync({ id: nudge.id, remindAt: at.toISOString() });
      toast({
        title: "Nudge scheduled successfully",
        description: `We'll nudge you about ${created.targetName} on ${formatDate(created.remindAt)}`,
      });
      onDone();
    } catch (error) {
      toast({ variant: "destructive", title: "Error", description: errorText(error, "Failed to schedule nudge") });
    }
  };

  const busy = reuse.isPending;
  return (
    <Form {...form}>
      <form onSubmit={form.handleSubmit(onSubmit)} className="space-y-5" noValidate>
        <LabeledField control={form.control} name="remindAt" label="Remind me on">
          {(field) => <Input type="datetime-local" min={toLocalInputValue(now)} {...field} />}
        </LabeledField>
        <DialogFormFooter busy={busy} label="Schedule Nudge" busyLabel="Scheduling..." />
      </form>
    </Form>
  );
}
