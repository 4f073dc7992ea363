import { Trans, useLingui } from "@lingui/react/macro";
import { WandSparkles } from "lucide-react";
import { SettingSwitch } from "@/components/setting-switch";
import { InlineLoading } from "@/components/list-states";
import { AccountSection } from "./account-section";
import { useSettingSwitch } from "./use-setting-switch";

// Everything a draft request may send, in the words of the screens it comes from.
const SENT = [
  "their first name",
  "your newest notes about them",
  "your last logged contacts with them, and when",
  "their next birthday or date",
  "the nudge's message and what it's for",
];

/**
 * "Message drafts": whether Suggest a message asks an AI, and, before anyone turns it on, exactly
 * what would leave Nudge and to whom. Off, suggestions are the person's templates, filled in here.
 */
export function DraftsSection() {
  const { t } = useLingui();
  const { data, switchProps } = useSettingSwitch("aiDrafts", (on) => ({
    title: on ? t`AI drafts turned on` : t`AI drafts turned off`,
    description: on ? t`Suggest a message now asks AI for drafts.` : t`Suggest a message now shows your templates only.`,
  }));
  return (
    <AccountSection id="message-drafts" Icon={WandSparkles} title={t`Message drafts`}>
      <p className="text-sm text-muted-foreground">
        <Trans>
          Suggest a message offers three short drafts when you're stuck for words. Off, they come from templates (yours and Nudge's), filled
          in here, and nothing leaves Nudge.
        </Trans>
      </p>
      {data && switchProps ? (
        <>
          <SettingSwitch
            id="aiDrafts"
            label={t`Write drafts with AI`}
            hint={t`Drafts that draw on what you've noted about the person.`}
            {...switchProps}
          />
          {data.aiProvider ? (
            <div className="space-y-1 text-sm text-muted-foreground">
              <p>
                <Trans>
                  When on, each time you ask, this goes to <span className="font-medium text-foreground">{data.aiProvider}</span>:
                </Trans>
              </p>
              <ul className="list-disc space-y-0.5 ps-5">
                {SENT.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
              <p>
                <Trans>Never your other contacts. The provider doesn't keep it to train on.</Trans>
              </p>
            </div>
          ) : (
            <p className="text-sm text-muted-foreground">
              <Trans>No AI provider is set up here, so you'll get templates.</Trans>
            </p>
          )}
        </>
      ) : (
        <InlineLoading>
          <Trans>Loading...</Trans>
        </InlineLoading>
      )}
    </AccountSection>
  );
}
