import { zodResolver } from "@hookform/resolvers/zod";
import { DialogFormFooter } from "@/components/dialog-form-footer";
import { formatPhone } from "@contracts/phone-numbers";
import type { Reminder } from "@contracts/reminders";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Form } from "@/components/ui/form";
import { useCheckedForm } from "@/hooks/use-checked-form";
import { useToast } from "@/hooks/use-toast";
import { errorText } from "@/lib/api";
import { useAuth } from "@/lib/auth";
import { fromLocalInputValue, minScheduleInput, toLocalInputValue } from "@/lib/dates";
import { useUpdateNudge } from "@/lib/nudge-api";
import { NudgeFields } from "./nudge-fields";
import { useLastValue } from "@/hooks/use-last-value";
import { toNudgeChanges, type NudgeFormValues } from "./nudge-rules";
import { editFormSchema } from "./nudge-schemas";

/** The Edit Nudge dialog; open while `nudge` is set. */
export function EditNudgeDialog({ nudge, now, onClose }: { nudge: Reminder | null; now: Date; onClose: () => void }) {
  const shown = useLastValue(nudge);
  return (
    <Dialog open={nudge !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Edit Nudge</DialogTitle>
          <DialogDescription>Change who it's about, what to say or when. We'll nudge you at the new time.</DialogDescription>
        </DialogHeader>
        {/* Keyed by id: opening another nudge starts from that nudge's values. */}
        {shown && <EditNudgeForm key={shown.id} nudge={shown} now={now} onDone={onClose} />}
      </DialogContent>
    </Dialog>
  );
}

const valuesOf = (nudge: Reminder): NudgeFormValues => ({
  targetName: nudge.targetName,
  message: nudge.message,
  remindAt: toLocalInputValue(new Date(nudge.remindAt)),
  // Edited as every screen shows it ("+44 20 7946 0958"), not as stored.
  phoneNumber: nudge.phoneNumber ? formatPhone(nudge.phoneNumber) : "",
  url: nudge.url ?? "",
});

function EditNudgeForm({ nudge, now, onDone }: { nudge: Reminder; now: Date; onDone: () => void }) {
  const { user } = useAuth();
  const { toast } = useToast();
  const update = useUpdateNudge();
  const form = useCheckedForm<NudgeFormValues>(zodResolver(editFormSchema), valuesOf(nudge));

  const onSubmit = async (values: NudgeFormValues) => {
    const remindAt = fromLocalInputValue(values.remindAt);
    if (!user || !remindAt) return;
    try {
      await update.mutateAsync({ id: nudge.id, changes: toNudgeChanges(values, remindAt, user.id) });
      toast({ title: "Nudge updated successfully" });
      onDone();
    } catch (error) {
      toast({ variant: "destructive", title: "Error", description: errorText(error, "Failed to update nudge") });
    }
  };

  const busy = update.isPending;
  return (
    <Form {...form}>
      <form onSubmit={form.handleSubmit(onSubmit)} className="space-y-5" noValidate>
        <NudgeFields control={form.control} minDate={minScheduleInput(now)} />
        <DialogFormFooter busy={busy} label="Save Changes" busyLabel="Saving..." />
      </form>
    </Form>
  );
}
