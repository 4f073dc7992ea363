import { t } from "@lingui/core/macro";
import { useMutation } from "@tanstack/react-query";
import type { AccountSettings } from "@contracts/account-settings";
import { useToast } from "@/hooks/use-toast";
import { errorText, queryClient } from "@/lib/api";
import { ACCOUNT_SETTINGS_KEY, saveAccountSettings, useAccountSettings } from "@/lib/account-settings-api";

type Switchable = "hideDetails" | "aiDrafts";

/**
 * An account switch that saves one on/off setting and says so: what SettingSwitch needs. Only the
 * settings are stored again, since these switches move no nudge (useSaveAccountSettings refreshes them).
 */
export function useSettingSwitch(field: Switchable, saved: (on: boolean) => { title: string; description: string }) {
  const { toast } = useToast();
  const settings = useAccountSettings();
  const save = useMutation({
    mutationFn: (on: boolean) => saveAccountSettings({ [field]: on }),
    onSuccess: (stored: AccountSettings) => queryClient.setQueryData(ACCOUNT_SETTINGS_KEY, stored),
  });
  const onChange = async (on: boolean) => {
    try {
      await save.mutateAsync(on);
      toast(saved(on));
    } catch (error) {
      toast({ variant: "destructive", title: t`Failed to save your settings`, description: errorText(error, t`Please try again.`) });
    }
  };
  const data = settings.data;
  return {
    data,
    switchProps: data && {
      checked: save.isPending ? (save.variables as boolean) : data[field],
      disabled: save.isPending,
      onChange: (on: boolean) => void onChange(on),
    },
  };
}
