import { Trans, useLingui } from "@lingui/react/macro";
import { Clock, Moon } from "lucide-react";
import { AccountSection } from "./account-section";
import { useMemo, useState } from "react";
import { PendingButton } from "@/components/pending-button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { useToast } from "@/hooks/use-toast";
import { errorText } from "@/lib/api";
import type { AccountSettings } from "@contracts/account-settings";
import { useAccountSettings, useSaveAccountSettings } from "@/lib/account-settings-api";
import { FROM_TIME_ZONE, phoneRegionOptions } from "./phone-region-options";
import { timeZoneOptions } from "./time-zone-options";
import { TimeZonePicker } from "./time-zone-picker";

const DEFAULT_QUIET = { start: "22:00", end: "08:00" };

/** The Account dialog's time zone and quiet hours: where dates are counted, and when nudges wait. */
export function TimeZoneSection() {
  const { t } = useLingui();
  const settings = useAccountSettings();
  return (
    <AccountSection id="time-and-quiet" Icon={Clock} title={t`Time zone & quiet hours`}>
      <p className="text-sm text-muted-foreground">
        <Trans>
          Dates, quick actions, check-ins and birthday nudges follow your time zone. Nudges due during quiet hours arrive when they end.
        </Trans>
      </p>
      {/* Keyed by the saved values: the form starts again from what the server says after a save. */}
      {settings.data ? (
        <TimeZoneForm key={JSON.stringify(settings.data)} saved={settings.data} />
      ) : (
        <p className="text-sm text-muted-foreground">
          <Trans>Loading...</Trans>
        </p>
      )}
    </AccountSection>
  );
}

function TimeZoneForm({ saved }: { saved: AccountSettings }) {
  const { t } = useLingui();
  const { toast } = useToast();
  const save = useSaveAccountSettings();
  const [timeZone, setTimeZone] = useState(saved.timeZone);
  const [quietOn, setQuietOn] = useState(saved.quietHours !== null);
  const [quiet, setQuiet] = useState(saved.quietHours ?? DEFAULT_QUIET);
  const options = useMemo(() => timeZoneOptions(saved.timeZone), [saved.timeZone]);
  const savedRegion = saved.phoneRegionSet && saved.phoneRegion ? saved.phoneRegion : FROM_TIME_ZONE;
  const [region, setRegion] = useState(savedRegion);
  const [nudgeTime, setNudgeTime] = useState(saved.nudgeTime);
  const regions = useMemo(
    () => phoneRegionOptions(saved.phoneRegionSet ? undefined : saved.phoneRegion),
    [saved.phoneRegionSet, saved.phoneRegion],
  );
  const sameTimes = quietOn && quiet.start === quiet.end;

  const onSave = async () => {
    // Sent only when changed: saving the time zone alone keeps the region following it.
    const phoneRegion = region === savedRegion ? {} : { phoneRegion: region === FROM_TIME_ZONE ? null : region };
    try {
      await save.mutateAsync({ timeZone, quietHours: quietOn ? quiet : null, nudgeTime, ...phoneRegion });
      toast({
        title: t`Settings saved`,
        description: quietOn ? t`Quiet hours ${quiet.start}–${quiet.end}, ${timeZone}` : t`Time zone ${timeZone}`,
      });
    } catch (error) {
      toast({ variant: "destructive", title: t`Failed to save your settings`, description: errorText(error, t`Please try again.`) });
    }
  };

  return (
    <div className="space-y-4">
      <div className="space-y-2">
        <Label htmlFor="time-zone">
          <Trans>Time zone</Trans>
        </Label>
        <TimeZonePicker id="time-zone" value={timeZone} options={options} onChange={setTimeZone} />
      </div>
      <div className="space-y-2">
        <Label htmlFor="phone-region">
          <Trans>Phone region</Trans>
        </Label>
        <TimeZonePicker
          id="phone-region"
          value={region}
          options={regions}
          onChange={setRegion}
          searchLabel={t`Search countries`}
          emptyText={t`No country found.`}
        />
        <p className="text-sm text-muted-foreground">
          <Trans>Numbers you type without a + country code are read as numbers from here.</Trans>
        </p>
      </div>
      <div className="space-y-2">
        <Label htmlFor="nudge-time">
          <Trans>Check-ins and dates arrive at</Trans>
        </Label>
        <Input
          id="nudge-time"
          type="time"
          required
          className="h-11 w-36 sm:h-10"
          value={nudgeTime}
          onChange={(e) => setNudgeTime(e.target.value)}
        />
        <p className="text-sm text-muted-foreground">
          <Trans>Keep-in-touch check-ins and birthday nudges come at this time of day, unless a contact has its own.</Trans>
        </p>
      </div>
      <div className="space-y-3">
        <label className="flex min-h-11 items-center gap-3 text-sm font-medium sm:min-h-0">
          <input
            type="checkbox"
            className="size-5 accent-primary sm:size-4"
            checked={quietOn}
            onChange={(e) => setQuietOn(e.target.checked)}
          />
          <Moon className="size-4 text-muted-foreground" aria-hidden />
          <Trans>Quiet hours</Trans>
        </label>
        {quietOn && (
          <div className="grid grid-cols-2 gap-3">
            <TimeField id="quiet-start" label={t`From`} value={quiet.start} onChange={(start) => setQuiet({ ...quiet, start })} />
            <TimeField id="quiet-end" label={t`Until`} value={quiet.end} onChange={(end) => setQuiet({ ...quiet, end })} />
            {sameTimes && (
              <p className="col-span-2 text-sm text-destructive">
                <Trans>Quiet hours must start and end at different times.</Trans>
              </p>
            )}
          </div>
        )}
      </div>
      <PendingButton
        className="h-11 w-full sm:h-10 sm:w-auto"
        onClick={onSave}
        disabled={sameTimes || !nudgeTime || (quietOn && (!quiet.start || !quiet.end))}
        busy={save.isPending}
        busyLabel={t`Saving...`}
      >
        <Trans>Save time settings</Trans>
      </PendingButton>
    </div>
  );
}

function TimeField({ id, label, value, onChange }: { id: string; label: string; value: string; onChange: (value: string) => void }) {
  return (
    <div className="space-y-1">
      <Label htmlFor={id}>{label}</Label>
      <Input id={id} type="time" required className="h-11 sm:h-10" value={value} onChange={(e) => onChange(e.target.value)} />
    </div>
  );
}
