import { t } from "@lingui/core/macro";
import { Trans } from "@lingui/react/macro";
import { zodResolver } from "@hookform/resolvers/zod";
import { BellPlus } from "lucide-react";
import { memo, useRef } from "react";
import type { UseFormReturn } from "react-hook-form";
import { PendingButton } from "@/components/pending-button";
import { Card, CardAction, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Form } from "@/components/ui/form";
import { PersonSuggestions } from "./person-suggestions";
import { useCheckedForm } from "@/hooks/use-checked-form";
import { useToast } from "@/hooks/use-toast";
import { errorText, isQueued } from "@/lib/api";
import { useAuth } from "@/lib/auth";
import { formatDate } from "@/lib/dates";
import { minScheduleInput } from "@/lib/local-time";
import { ImportContacts } from "./import-contacts";
import { useScheduleNudge } from "./nudge-api";
import { NudgeFields } from "./nudge-fields";
import { checkSchedule, emptyNudgeForm, toNewNudge, type NudgeFormValues } from "./nudge-rules";
import { scheduleFormSchema } from "./nudge-schemas";
import { useSubmitOnce } from "@/hooks/use-submit-once";
import type { Purpose } from "@contracts/drafts";
import { openAccount } from "@/lib/account-request";
import { SuggestForNudge } from "./suggest-for-nudge";

type Props = {
  form: UseFormReturn<NudgeFormValues>;
  now: Date;
  /** What the Quick Action picked last says the nudge is for: drafts are written for it. */
  purpose?: Purpose;
  onScheduled: () => void;
};

const turnOnDrafts = () => openAccount("message-drafts");

/** The schedule form's state, held by the Active Nudges panel so Quick Actions can fill it in. */
export const useScheduleNudgeForm = () => useCheckedForm<NudgeFormValues>(zodResolver(scheduleFormSchema), emptyNudgeForm);

/**
 * The "Schedule a nudge" card. The form state lives with the panel so Quick Actions can fill it in.
 * Memoized: `form` is one object for the form's life, and its fields follow the form state
 * themselves (FormField), so the panel's re-renders for that state need not re-render the card.
 */
export const ScheduleNudgeForm = memo(function ScheduleNudgeForm({ form, now, purpose, onScheduled }: Props) {
  const { user } = useAuth();
  const { toast } = useToast();
  const schedule = useScheduleNudge();
  const formRef = useRef<HTMLFormElement>(null);

  const onSubmit = async (values: NudgeFormValues) => {
    const check = checkSchedule(values);
    if (!check.ok) {
      toast({ variant: "destructive", title: check.title, description: check.description });
      return;
    }
    if (!user) return;
    try {
      const nudge = await schedule.mutateAsync(toNewNudge(values, check.remindAt, user.id));
      if (isQueued(nudge)) {
        // Only queued: claiming it is scheduled would be a promise the server hasn't made yet.
        toast({
          title: t`Saved on this device`,
          description: t`Your nudge about ${nudge.targetName} will be scheduled as soon as you're back online.`,
        });
      } else {
        toast({
          title: t`Reminder Scheduled!`,
          description: t`We'll nudge you about ${nudge.targetName} on ${formatDate(nudge.remindAt)}`,
        });
      }
      form.reset(emptyNudgeForm);
      onScheduled();
    } catch (error) {
      toast({ variant: "destructive", title: t`Error`, description: errorText(error, t`Failed to schedule reminder. Please try again.`) });
    }
  };

  const busy = schedule.isPending;
  const submit = useSubmitOnce(form, onSubmit);
  return (
    <Card className="gap-4">
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-lg max-sm:col-span-2">
          <BellPlus className="size-5 text-primary" aria-hidden />
          <h2>
            <Trans>Schedule a nudge</Trans>
          </h2>
        </CardTitle>
        <CardDescription className="max-sm:col-span-2">
          <Trans>Who do you want to reach out to, and when?</Trans>
        </CardDescription>
        {/* Beside the title on wide screens; under it on phones, where the title needs the width. */}
        <CardAction className="max-sm:col-span-2 max-sm:col-start-1 max-sm:row-span-1 max-sm:row-start-3 max-sm:mt-2 max-sm:justify-self-stretch">
          <ImportContacts />
        </CardAction>
      </CardHeader>
      <CardContent>
        <Form {...form}>
          {/* noValidate: the spec's toasts, not the browser's bubbles, explain what is missing. */}
          <form ref={formRef} onSubmit={submit} className="space-y-5" noValidate>
            <NudgeFields
              control={form.control}
              minDate={minScheduleInput(now)}
              suggest={<SuggestForNudge form={form} purpose={purpose} onTurnOn={turnOnDrafts} />}
            />
            <PersonSuggestions form={form} formRef={formRef} />
            <PendingButton type="submit" size="lg" className="w-full sm:w-auto" busy={busy} busyLabel={t`Scheduling...`}>
              <Trans>Schedule Nudge</Trans>
            </PendingButton>
          </form>
        </Form>
      </CardContent>
    </Card>
  );
});
