import { t } from "@lingui/core/macro";
import { Trans } from "@lingui/react/macro";
import type { ComponentProps } from "react";
import { CircleCheck, Sunrise } from "lucide-react";
import { useMutation } from "@tanstack/react-query";
import { Button } from "@/components/ui/button";
import { useMarkDone } from "@/lib/contacts-api";
import { refreshNudges } from "@/lib/nudge-api";
import { useToast } from "@/hooks/use-toast";
import { errorText } from "@/lib/api";
import { answer, api } from "@/lib/api-client";

/** "Tomorrow morning" is 09:00 the next day in the user's time zone (the server's setting, like every date the app shows). */
function useSnoozeUntilTomorrow() {
  return useMutation({
    mutationFn: (id: number) => answer(api.reminders[":id"].snooze.$post({ param: { id: String(id) }, json: { until: "tomorrow" } })),
    // The snoozed nudge is back among the pending ones, and History marks its delivered copy.
    onSuccess: refreshNudges,
  });
}

/**
 * Done and "Tomorrow morning" for the nudge a notification opened the card for: the notification's
 * own Done and Snooze may not fit (browsers show only a couple of its actions).
 */
export function NudgeFollowUp({ nudgeId, name, onDone }: { nudgeId: number; name: string; onDone: () => void }) {
  const { toast } = useToast();
  const markDone = useMarkDone();
  const snooze = useSnoozeUntilTomorrow();
  const busy = markDone.isPending || snooze.isPending;

  const run = async (action: () => Promise<unknown>, title: string, description: string, failure: string) => {
    try {
      await action();
      toast({ title, description });
      onDone();
    } catch (error) {
      toast({ variant: "destructive", title: t`Error`, description: errorText(error, failure) });
    }
  };

  return (
    <div className="flex flex-col gap-3">
      <FollowUpButton
        disabled={busy}
        onClick={() =>
          run(() => markDone.mutateAsync(nudgeId), t`Nudge done`, t`Counted as being in touch with ${name}.`, t`Failed to mark nudge done`)
        }
      >
        <CircleCheck aria-hidden />
        <Trans>Mark done</Trans>
      </FollowUpButton>
      <FollowUpButton
        disabled={busy}
        onClick={() =>
          run(
            () => snooze.mutateAsync(nudgeId),
            t`Nudge snoozed`,
            t`We'll nudge you about ${name} again tomorrow at 9 AM.`,
            t`Failed to snooze nudge`,
          )
        }
      >
        <Sunrise aria-hidden />
        <Trans>Tomorrow morning</Trans>
      </FollowUpButton>
    </div>
  );
}

// Large, thumb-sized outline buttons: the card is mostly opened from a phone's notification.
function FollowUpButton(props: Omit<ComponentProps<typeof Button>, "variant" | "size" | "className">) {
  return <Button variant="outline" size="lg" className="h-12" {...props} />;
}
