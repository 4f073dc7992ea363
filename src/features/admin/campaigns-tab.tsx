import { lazyWords } from "#i18n";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { Link2, Megaphone, Send } from "lucide-react";
import { CAMPAIGN_SEGMENTS, type AdminUser, type CampaignSegment, type PushCampaign } from "@contracts/admin";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { formatDate } from "@/lib/dates";
import { useAdminUsers, useCampaigns } from "./admin-api";
import { TARGET_LABELS } from "./admin-rules";
import { CampaignForm } from "./campaign-form";
import { AdminListCard, type ListWords } from "./admin-list-card";
import { FormBesideList } from "./form-beside-list";
import { useSendNow } from "./send-campaign";

/** Who a campaign is for, in words: the segment's name, or the picked users' names (IDs when unknown). */
function audience(c: PushCampaign, users: AdminUser[] | null | undefined) {
  if (c.targetType === "segment") return CAMPAIGN_SEGMENTS[c.targetUserIds as CampaignSegment] ?? c.targetUserIds;
  if (c.targetType !== "user") return null;
  const names = (c.targetUserIds ?? "")
    .split(",")
    .filter(Boolean)
    .map((id) => users?.find((u) => String(u.id) === id)?.name ?? `#${id}`);
  return names.length > 3 ? `${names.slice(0, 3).join(", ")} +${names.length - 3}` : names.join(", ");
}

/** Push Notifications tab: create campaigns, send drafts, see how far each one reached. */
export function CampaignsTab() {
  const { t } = useLingui();
  const campaigns = useCampaigns();
  const users = useAdminUsers();
  const sendNow = useSendNow();

  return (
    <FormBesideList
      title={t`New Campaign`}
      description={t`Saved as a draft; nothing is sent until you press Send Now.`}
      form={<CampaignForm />}
    >
      <AdminListCard Icon={Megaphone} words={CAMPAIGNS} list={campaigns} listClassName="space-y-3">
        {(c) => (
          <li key={c.id} data-campaign-id={c.id} className="space-y-2 rounded-lg border p-4">
            <div className="flex flex-wrap items-start justify-between gap-2">
              <h3 className="font-semibold break-words">{c.title}</h3>
              {c.status === "draft" && (
                <Button size="sm" className="h-11 sm:h-9" onClick={() => void sendNow.ask(c)}>
                  <Send className="rtl:-scale-x-100" aria-hidden />
                  <Trans>Send Now</Trans>
                </Button>
              )}
            </div>
            <p className="text-sm break-words text-muted-foreground">{c.message}</p>
            <div className="flex flex-wrap gap-1.5">
              <Badge variant={c.status === "sent" ? "default" : "secondary"}>
                {c.status === "sent" ? t`Sent` : c.status === "draft" ? t`Draft` : c.status}
              </Badge>
              <Badge variant="outline">{TARGET_LABELS[c.targetType] ?? c.targetType}</Badge>
              {audience(c, users.data) && (
                <Badge variant="outline" className="font-normal">
                  {audience(c, users.data)}
                </Badge>
              )}
              {c.url && (
                <Badge variant="outline">
                  <Link2 aria-hidden />
                  <Trans>Has URL</Trans>
                </Badge>
              )}
            </div>
            <p className="text-xs text-muted-foreground">
              {c.sentAt
                ? t`Sent ${formatDate(c.sentAt)} · delivered to ${c.deliveredCount} of ${c.recipientCount} devices`
                : t`Created ${formatDate(c.createdAt)} · not sent yet`}
            </p>
          </li>
        )}
      </AdminListCard>
      {sendNow.dialog}
    </FormBesideList>
  );
}

/** The list card's words (the list is what the tab is about; its words follow it). */
const CAMPAIGNS: ListWords = lazyWords({
  title: msg`Push Campaigns`,
  description: msg`Newest first. Delivered counts update as devices accept the notification.`,
  empty: msg`No push campaigns created yet.`,
  label: msg`Push campaigns`,
  loading: msg`Loading push campaigns...`,
  failed: msg`We couldn't load the push campaigns.`,
});
