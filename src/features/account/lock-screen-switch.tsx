import { useMutation } from "@tanstack/react-query";
import { SettingSwitch } from "@/components/setting-switch";
import { useToast } from "@/hooks/use-toast";
import { errorText, queryClient } from "@/lib/api";
import { answer, api } from "@/lib/api-client";
import { ACCOUNT_SETTINGS_KEY, useAccountSettings } from "@/lib/account-settings-api";

/** "Hide details on the lock screen": notifications then say only who to reach out to. */
export function LockScreenSwitch() {
  const { toast } = useToast();
  const settings = useAccountSettings();
  const save = useMutation({
    mutationFn: (hideDetails: boolean) => answer(api.account.settings.$patch({ json: { hideDetails } })),
    onSuccess: (saved) => queryClient.setQueryData(ACCOUNT_SETTINGS_KEY, saved),
  });
  if (!settings.data) return null;
  const onChange = async (on: boolean) => {
    try {
      await save.mutateAsync(on);
      toast({
        title: "Notification settings saved",
        description: on ? "Notifications now say only who to reach out to." : "Notifications show the message again.",
      });
    } catch (error) {
      toast({ variant: "destructive", title: "Failed to save your settings", description: errorText(error, "Please try again.") });
    }
  };
  return (
    <SettingSwitch
      id="hideDetails"
      label="Hide details on the lock screen"
      hint={'Notifications say only "Time to reach out to Ana"; the message and notes show when you open Nudge.'}
      checked={save.isPending ? save.variables : settings.data.hideDetails}
      disabled={save.isPending}
      onChange={(on) => void onChange(on)}
    />
  );
}
