import { t } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { useId } from "react";
import { NativeSelect } from "@/components/ui/native-select";
import { useToast } from "@/hooks/use-toast";
import { errorText } from "@/lib/api";
import { useAccountSettings, useSaveAccountSettings } from "@/lib/account-settings-api";

// Lead times people pick: minutes before the meeting; "off" sends none.
const CHOICES = [
  {
    value: "off",
    get label() {
      return t`Off`;
    },
  },
  {
    value: "15",
    get label() {
      return t`15 minutes before`;
    },
  },
  {
    value: "30",
    get label() {
      return t`30 minutes before`;
    },
  },
  {
    value: "60",
    get label() {
      return t`1 hour before`;
    },
  },
  {
    value: "120",
    get label() {
      return t`2 hours before`;
    },
  },
  {
    value: "1440",
    get label() {
      return t`A day before`;
    },
  },
];

/**
 * When a coming meeting with a contact sends its brief ("Meeting Ana Souza in 1 hour: Coffee",
 * with when you last talked and the newest note), or Off.
 */
export function MeetingBriefField() {
  const { t } = useLingui();
  const id = useId();
  const { toast } = useToast();
  const settings = useAccountSettings();
  const save = useSaveAccountSettings();
  if (!settings.data) return null;
  const current = settings.data.meetingBrief;
  const value = save.isPending ? String(save.variables.meetingBrief ?? "off") : current === null ? "off" : String(current);
  // A lead time set through the API that the list lacks still shows as itself.
  const choices = CHOICES.some((c) => c.value === value) ? CHOICES : [...CHOICES, { value, label: t`${value} minutes before` }];

  const onChange = async (next: string) => {
    const meetingBrief = next === "off" ? null : Number(next);
    try {
      await save.mutateAsync({ meetingBrief });
      toast({
        title: t`Meeting briefs saved`,
        description: meetingBrief === null ? t`No briefs before meetings.` : t`Coming meetings send their brief at the new time.`,
      });
    } catch (error) {
      toast({ variant: "destructive", title: t`Failed to save your settings`, description: errorText(error, t`Please try again.`) });
    }
  };

  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium">
        <Trans>Brief before a meeting</Trans>
      </label>
      <NativeSelect id={id} value={value} disabled={save.isPending} onChange={(e) => void onChange(e.target.value)}>
        {choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </NativeSelect>
      <p className="text-xs text-muted-foreground">
        <Trans>Before a meeting with one of your contacts, a notification with when you last talked and your newest note about them.</Trans>
      </p>
    </div>
  );
}
