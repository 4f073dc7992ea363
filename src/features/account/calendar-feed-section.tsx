import { Trans, useLingui } from "@lingui/react/macro";
import { CalendarDays, Copy, Link2Off, RefreshCw } from "lucide-react";
import { AccountSection } from "./account-section";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { useToast } from "@/hooks/use-toast";
import { errorText } from "@/lib/api";
import { formatDate } from "@/lib/dates";
import { useCalendarFeed, useCreateCalendarFeed, useRevokeCalendarFeed } from "./calendar-api";

/** The Account dialog's calendar feed: your nudges and birthdays in any calendar app, by a private link. */
export function CalendarFeedSection() {
  const { t } = useLingui();
  const { toast } = useToast();
  const feed = useCalendarFeed();
  const create = useCreateCalendarFeed();
  const revoke = useRevokeCalendarFeed();
  // Only the server's hash of the link is kept, so it can be shown just after it is made.
  const [url, setUrl] = useState<string | null>(null);

  const onCreate = async () => {
    try {
      setUrl((await create.mutateAsync()).url ?? null);
    } catch (error) {
      toast({ variant: "destructive", title: t`Failed to make a calendar link`, description: errorText(error, t`Please try again.`) });
    }
  };
  const onRevoke = async () => {
    try {
      await revoke.mutateAsync();
      setUrl(null);
      toast({ title: t`Calendar feed revoked`, description: t`Calendars using the old link stop updating.` });
    } catch (error) {
      toast({ variant: "destructive", title: t`Failed to revoke the calendar link`, description: errorText(error, t`Please try again.`) });
    }
  };
  const onCopy = async () => {
    if (!url) return;
    try {
      await navigator.clipboard.writeText(url);
      toast({ title: t`Copied to clipboard`, description: t`Paste it into your calendar app's “Subscribe by URL”.` });
    } catch {
      toast({ variant: "destructive", title: t`Couldn't copy`, description: t`Select the link and copy it yourself.` });
    }
  };

  const active = feed.data?.active ?? false;
  const busy = create.isPending || revoke.isPending;
  return (
    <AccountSection id="calendar-feed" Icon={CalendarDays} title={t`Calendar feed`}>
      <p className="text-sm text-muted-foreground">
        <Trans>
          See your upcoming nudges and your contacts' birthdays in any calendar app. Anyone with the link can read them, so keep it private;
          revoke it at any time.
        </Trans>
      </p>
      {url ? (
        <div className="space-y-2">
          <div className="flex gap-2">
            <Input
              readOnly
              value={url}
              aria-label={t`Calendar feed link`}
              className="h-11 font-mono text-xs sm:h-10"
              onFocus={(e) => e.target.select()}
            />
            <Button variant="outline" className="h-11 shrink-0 sm:h-10" onClick={onCopy}>
              <Copy aria-hidden />
              <Trans>Copy</Trans>
            </Button>
          </div>
          <p className="text-xs text-muted-foreground">
            <Trans>Copy it now: for your privacy we show it only once.</Trans>
          </p>
        </div>
      ) : (
        active &&
        feed.data?.createdAt && (
          <p className="text-sm">
            <Trans>A calendar link made</Trans> {formatDate(feed.data.createdAt)}{" "}
            <Trans>is active. Make a new one to see it again (the old one stops working).</Trans>
          </p>
        )
      )}
      <div className="flex flex-col gap-2 sm:flex-row">
        <Button variant={active ? "outline" : "default"} className="h-11 sm:h-10" onClick={onCreate} disabled={busy || feed.isLoading}>
          {active ? <RefreshCw aria-hidden /> : <CalendarDays aria-hidden />}
          {active ? t`Make a new link` : t`Create calendar link`}
        </Button>
        {active && (
          <Button
            variant="ghost"
            className="h-11 text-destructive hover:bg-destructive/10 hover:text-destructive sm:h-10"
            onClick={onRevoke}
            disabled={busy}
          >
            <Link2Off aria-hidden />
            <Trans>Revoke link</Trans>
          </Button>
        )}
      </div>
    </AccountSection>
  );
}
