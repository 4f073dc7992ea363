import { select, t } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { Sunrise } from "lucide-react";
import { useId, useState } from "react";
import type { AccountSettings } from "@contracts/account-settings";
import type { DigestEvery, DigestSettings } from "@contracts/digest";
import { PendingButton } from "@/components/pending-button";
import { InlineLoading } from "@/components/list-states";
import { SettingSwitch } from "@/components/setting-switch";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { useToast } from "@/hooks/use-toast";
import { errorText } from "@/lib/api";
import { intlLocale, weekOrder } from "@/lib/dates";
import { useAccountSettings, useSaveAccountSettings } from "@/lib/account-settings-api";
import { AccountSection } from "./account-section";

// Sunday first, as the API counts them (0 … 6); the list starts where the language's calendars do.
const DAY_KEYS = ["sunday", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday"] as const;
/** Day `n` of the API's week in the shown language (7 January 2024 was a Sunday). */
const weekdayName = (n: number) =>
  new Intl.DateTimeFormat(intlLocale(), { weekday: "long", timeZone: "UTC" }).format(Date.UTC(2024, 0, 7 + n));

/** "Every day at 08:30", "Mondays at 08:30": a whole sentence per day, as languages say a weekly habit differently. */
export function digestWhen(digest: Pick<DigestSettings, "every" | "time" | "weekday">) {
  const time = digest.time;
  if (digest.every !== "weekly") return t`Every day at ${time}`;
  return select(DAY_KEYS[digest.weekday] ?? "monday", {
    sunday: `Sundays at ${time}`,
    monday: `Mondays at ${time}`,
    tuesday: `Tuesdays at ${time}`,
    wednesday: `Wednesdays at ${time}`,
    thursday: `Thursdays at ${time}`,
    friday: `Fridays at ${time}`,
    saturday: `Saturdays at ${time}`,
    other: `Every week at ${time}`,
  });
}

/**
 * The digest notification's settings: off by default; every day or once a week, at a time, and by
 * email too once the address is confirmed. In the Account dialog and under the Today list.
 */
export function DigestSection({ level }: { level?: "h2" | "h3" }) {
  const { t } = useLingui();
  const settings = useAccountSettings();
  const id = useId();
  return (
    <AccountSection id={`${id}digest`} Icon={Sunrise} title={t`Digest`} level={level}>
      <p className="text-sm text-muted-foreground">
        <Trans>
          Today's list as one notification: who to reach out to, at the time you choose. Nothing comes on a day with nobody on it, and it
          waits for your quiet hours to end.
        </Trans>
      </p>
      {/* Keyed by the saved values: the form starts again from what the server says after a save. */}
      {settings.data ? (
        <DigestForm key={JSON.stringify(settings.data.digest)} saved={settings.data} id={id} />
      ) : (
        <InlineLoading>
          <Trans>Loading...</Trans>
        </InlineLoading>
      )}
    </AccountSection>
  );
}

function DigestForm({ saved, id }: { saved: AccountSettings; id: string }) {
  const { t } = useLingui();
  const { toast } = useToast();
  const save = useSaveAccountSettings();
  const [on, setOn] = useState(saved.digest.every !== "off");
  const [every, setEvery] = useState<Exclude<DigestEvery, "off">>(saved.digest.every === "weekly" ? "weekly" : "daily");
  const [weekday, setWeekday] = useState(saved.digest.weekday);
  const [time, setTime] = useState(saved.digest.time);
  const [email, setEmail] = useState(saved.digest.email);
  const confirmed = saved.emailVerified;

  const onSave = async () => {
    const digest = { every: on ? every : ("off" as const), time, weekday, email: confirmed && email };
    try {
      await save.mutateAsync({ digest });
      toast({
        title: on ? t`Digest saved` : t`Digest turned off`,
        description: on ? `${digestWhen(digest)}${digest.email ? ", by notification and email" : ""}` : t`No digests will come.`,
      });
    } catch (error) {
      toast({ variant: "destructive", title: t`Failed to save your digest`, description: errorText(error, t`Please try again.`) });
    }
  };

  return (
    <div className="space-y-4">
      <SettingSwitch
        id={`${id}digest-on`}
        label={t`Send me a digest`}
        hint={t`A notification listing who to reach out to.`}
        checked={on}
        onChange={setOn}
      />
      {on && (
        <>
          <div className="grid gap-3 sm:grid-cols-3">
            <div className="space-y-1">
              <Label htmlFor={`${id}digest-every`}>
                <Trans>How often</Trans>
              </Label>
              <NativeSelect id={`${id}digest-every`} value={every} onChange={(e) => setEvery(e.target.value as typeof every)}>
                <option value="daily">
                  <Trans>Every day</Trans>
                </option>
                <option value="weekly">
                  <Trans>Once a week</Trans>
                </option>
              </NativeSelect>
            </div>
            {every === "weekly" && (
              <div className="space-y-1">
                <Label htmlFor={`${id}digest-weekday`}>
                  <Trans>On</Trans>
                </Label>
                <NativeSelect id={`${id}digest-weekday`} value={weekday} onChange={(e) => setWeekday(Number(e.target.value))}>
                  {weekOrder().map((day) => (
                    <option key={day} value={day}>
                      {weekdayName(day)}
                    </option>
                  ))}
                </NativeSelect>
              </div>
            )}
            <div className="space-y-1">
              <Label htmlFor={`${id}digest-time`}>
                <Trans>At</Trans>
              </Label>
              <Input
                id={`${id}digest-time`}
                type="time"
                required
                className="h-11 sm:h-10"
                value={time}
                onChange={(e) => setTime(e.target.value)}
              />
            </div>
          </div>
          <SettingSwitch
            id={`${id}digest-email`}
            label={t`Also by email`}
            hint={
              confirmed
                ? t`The same list with one-tap Text and Call links.`
                : t`Confirm your email address first: open the link we sent you.`
            }
            checked={confirmed && email}
            disabled={!confirmed}
            onChange={setEmail}
          />
        </>
      )}
      <PendingButton
        className="h-11 w-full sm:h-10 sm:w-auto"
        onClick={onSave}
        disabled={on && !time}
        busy={save.isPending}
        busyLabel={t`Saving...`}
      >
        <Trans>Save digest</Trans>
      </PendingButton>
    </div>
  );
}
