import { t } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { useMutation } from "@tanstack/react-query";
import { AccountSection } from "./account-section";
import { Mail } from "lucide-react";
import { ResendLinkButton } from "@/components/resend-link-button";
import { SettingSwitch } from "@/components/setting-switch";
import { InlineLoading } from "@/components/list-states";
import { useEmailConfirmed } from "@/lib/delivery-api";
import { useToast } from "@/hooks/use-toast";
import { errorText, queryClient } from "@/lib/api";
import { answer, api } from "@/lib/api-client";
import { ACCOUNT_SETTINGS_KEY, useAccountSettings } from "@/lib/account-settings-api";
import { MISSED_KEY } from "@/lib/missed-nudges";

type Choice = "emailFallback" | "emailEvery";

const CHOICES: { name: Choice; label: string; hint: string }[] = [
  {
    name: "emailFallback",
    get label() {
      return t`Email me when no device gets a nudge`;
    },
    get hint() {
      return t`If none of your devices accepts a nudge within 10 minutes, it comes by email.`;
    },
  },
  {
    name: "emailEvery",
    get label() {
      return t`Also email every nudge`;
    },
    get hint() {
      return t`Every nudge comes by email too, whatever your devices do.`;
    },
  },
];

/** The Account dialog's email switches: saved as they change; off limits until the address is confirmed. */
export function EmailSection() {
  const { t } = useLingui();
  const { toast } = useToast();
  const settings = useAccountSettings();
  const data = settings.data;
  const userConfirmed = useEmailConfirmed();
  const confirmed = data?.emailVerified ?? userConfirmed;
  const save = useMutation({
    mutationFn: (change: Partial<Record<Choice, boolean>>) => answer(api.account.settings.$patch({ json: change })),
    onSuccess: (saved) => {
      queryClient.setQueryData(ACCOUNT_SETTINGS_KEY, saved);
      // Why nudges reached no one names the email switches: say it again with the new ones.
      void queryClient.invalidateQueries({ queryKey: MISSED_KEY });
    },
  });
  const value = (name: Choice) => (save.isPending && save.variables[name] !== undefined ? save.variables[name] : (data?.[name] ?? false));

  const onChange = async (name: Choice, on: boolean) => {
    try {
      await save.mutateAsync({ [name]: on });
      toast({ title: t`Email settings saved`, description: `${CHOICES.find((c) => c.name === name)!.label}: ${on ? "on" : "off"}` });
    } catch (error) {
      toast({ variant: "destructive", title: t`Failed to save your settings`, description: errorText(error, t`Please try again.`) });
    }
  };

  return (
    <AccountSection id="email-nudges" Icon={Mail} title={t`Nudges by email`}>
      {!confirmed && (
        <div className="space-y-2 rounded-lg bg-muted/60 p-3 text-sm">
          <p>
            <Trans>Confirm your email address first: open the link we sent you. Until then these stay off.</Trans>
          </p>
          <ResendLinkButton variant="outline" className="h-11 sm:h-9">
            <Trans>Resend the link</Trans>
          </ResendLinkButton>
        </div>
      )}
      {!data ? (
        <InlineLoading>
          <Trans>Loading...</Trans>
        </InlineLoading>
      ) : (
        <ul className="space-y-3">
          {CHOICES.map(({ name, label, hint }) => (
            <li key={name}>
              <SettingSwitch
                id={name}
                label={label}
                hint={hint}
                checked={confirmed && value(name)}
                disabled={!confirmed || save.isPending}
                onChange={(on) => void onChange(name, on)}
              />
            </li>
          ))}
        </ul>
      )}
    </AccountSection>
  );
}
