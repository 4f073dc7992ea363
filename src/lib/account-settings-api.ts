// The user's time zone and quiet hours: read once signed in, saved from the Account dialog.
import { useMutation, useQuery } from "@tanstack/react-query";
import { useEffect } from "react";
import type { AccountSettings, AccountSettingsInput } from "@contracts/account-settings";
import { queryClient } from "@/lib/api";
import { answer, api } from "@/lib/api-client";
import { deviceTimeZone, setAppTimeZone } from "@/lib/local-time";
import { setAppNudgeTime } from "@/lib/nudge-time";
import { CONTACTS_KEY } from "./contacts-api";
import { refreshNudges } from "./nudge-api";
import { readKey } from "@contracts/reads";

export const ACCOUNT_SETTINGS_KEY = readKey("accountSettings");

export const useAccountSettings = () => useQuery<AccountSettings>({ queryKey: ACCOUNT_SETTINGS_KEY });

export const saveAccountSettings = (json: AccountSettingsInput) => answer(api.account.settings.$patch({ json }));

export const useSaveAccountSettings = () =>
  useMutation({
    mutationFn: saveAccountSettings,
    onSuccess: (settings) => {
      setAppTimeZone(settings.timeZone);
      setAppNudgeTime(settings.nudgeTime);
      queryClient.setQueryData(ACCOUNT_SETTINGS_KEY, settings);
      // Check-ins and date nudges move with a new zone or time of day: the lists show the server's new times.
      void refreshNudges();
      void queryClient.invalidateQueries({ queryKey: CONTACTS_KEY });
    },
  });

/**
 * Shows every date in the user's saved zone. A user who never chose one gets this device's zone,
 * saved for them (so their nudges, birthdays and quiet hours are counted in it too).
 */
export function useUserTimeZone() {
  const settings = useAccountSettings();
  const save = useSaveAccountSettings();
  const data = settings.data;
  useEffect(() => {
    if (!data) return;
    setAppTimeZone(data.timeZone);
    setAppNudgeTime(data.nudgeTime);
    const detected = deviceTimeZone();
    if (!data.timeZoneSet && detected && !save.isPending && !save.isError) save.mutate({ timeZone: detected });
  }, [data, save]);
  return data?.timeZone;
}
