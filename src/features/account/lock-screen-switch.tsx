import { useLingui } from "@lingui/react/macro";
import { SettingSwitch } from "@/components/setting-switch";
import { useSettingSwitch } from "./use-setting-switch";

/** "Hide details on the lock screen": notifications then say only who to reach out to. */
export function LockScreenSwitch() {
  const { t } = useLingui();
  const { switchProps } = useSettingSwitch("hideDetails", (on) => ({
    title: t`Notification settings saved`,
    description: on ? t`Notifications now say only who to reach out to.` : t`Notifications show the message again.`,
  }));
  if (!switchProps) return null;
  return (
    <SettingSwitch
      id="hideDetails"
      label={t`Hide details on the lock screen`}
      hint={t`Notifications say only "Time to reach out to Ana"; the message and notes show when you open Nudge.`}
      {...switchProps}
    />
  );
}
