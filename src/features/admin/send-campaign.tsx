import { useLingui } from "@lingui/react/macro";
import { t, plural } from "@lingui/core/macro";
import { useRef, useState } from "react";
import type { CampaignAudience, PushCampaign } from "@contracts/admin";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { useToast } from "@/hooks/use-toast";
import { errorText } from "@/lib/api";
import { fetchAudience, useSendCampaign } from "./admin-api";

/** What sending does, named: the campaign's title and how many devices it reaches. */
function campaignGoes(title: string, devices: number) {
  return plural(devices, {
    one: `"${title}" goes at once to their # device with notifications on. A campaign is sent only once.`,
    other: `"${title}" goes at once to their # devices with notifications on. A campaign is sent only once.`,
  });
}

/** The question, in the numbers the server gave: "Send to 12 people now?". */
const question = ({ people }: CampaignAudience) =>
  people === 0 ? t`Send to no one now?` : plural(people, { one: "Send to # person now?", other: "Send to # people now?" });

/**
 * Send Now asks first: a campaign goes out once, to everyone it targets, and cannot be taken back.
 * `ask` reads how many people and devices it would reach now, then opens the question; Cancel sends nothing.
 */
export function useSendNow() {
  const { t } = useLingui();
  const send = useSendCampaign();
  const { toast } = useToast();
  // A second press while the count is on its way opens nothing more. The button is not disabled
  // meanwhile: a disabled button loses focus, and the dialog could not give it back on closing.
  const counting = useRef(false);
  // Kept after the dialog closes, so its words stay while it fades out.
  const [asking, setAsking] = useState<{ campaign: PushCampaign; audience: CampaignAudience } | null>(null);
  const [open, setOpen] = useState(false);
  const failed = (error: unknown) =>
    toast({ variant: "destructive", title: t`Error sending push campaign`, description: errorText(error, t`Please try again.`) });

  const ask = async (campaign: PushCampaign) => {
    if (counting.current) return;
    counting.current = true;
    try {
      setAsking({ campaign, audience: await fetchAudience(campaign.id) });
      setOpen(true);
    } catch (error) {
      failed(error);
    } finally {
      counting.current = false;
    }
  };

  const confirm = async () => {
    if (!asking) return;
    try {
      const sent = await send.mutateAsync(asking.campaign.id);
      toast({
        title: t`Push campaign sent successfully`,
        description: plural(sent.recipientCount, { one: "Queued for # device.", other: "Queued for # devices." }),
      });
    } catch (error) {
      failed(error);
    }
    setOpen(false);
  };

  const dialog = (
    <ConfirmDialog
      open={open}
      words={{ title: asking ? question(asking.audience) : "", action: t`Send`, busyAction: "Sending..." }}
      mutation={send}
      onConfirm={confirm}
      onClose={() => setOpen(false)}
    >
      {asking && asking.audience.devices > 0
        ? campaignGoes(asking.campaign.title, asking.audience.devices)
        : t`Nobody it targets has notifications on, so no device would get it. A campaign is sent only once.`}
    </ConfirmDialog>
  );
  return { ask, dialog };
}
