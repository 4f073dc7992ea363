import { plural } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { AlertTriangle, CheckCircle2, RefreshCw, Unlink } from "lucide-react";
import type { AddressBook } from "@contracts/address-book";
import { Notice } from "@/components/notice";
import { PendingButton } from "@/components/pending-button";
import { Button } from "@/components/ui/button";
import { useNow } from "@/hooks/use-now";
import { relativeTime } from "@/lib/dates";

type Props = { book: AddressBook; syncing: boolean; onSync: () => void; onDisconnect: () => void };

const people = (n: number) => plural(n, { one: "# contact", other: "# contacts" });

/** The connected account: where it is, how the last sync went, and what can be done with it. */
export function BookStatus({ book, syncing, onSync, onDisconnect }: Props) {
  const { t } = useLingui();
  const now = useNow();
  return (
    <div className="space-y-4">
      <dl className="grid gap-1 rounded-lg border p-3 text-sm">
        <dt className="text-muted-foreground">
          <Trans>Server</Trans>
        </dt>
        <dd className="break-all font-medium">{book.url}</dd>
        <dt className="mt-2 text-muted-foreground">
          <Trans>User name</Trans>
        </dt>
        <dd className="break-all font-medium">{book.username}</dd>
      </dl>
      {book.lastError ? (
        <Notice Icon={AlertTriangle} tone="problem">
          <span>
            <Trans>The last sync didn't go through: {book.lastError}</Trans>
            {book.lastSyncAt && t` The one before went through ${relativeTime(book.lastSyncAt, now)}.`}
          </span>
        </Notice>
      ) : (
        <Notice Icon={CheckCircle2} tone="good">
          <span>
            {people(book.linked)} <Trans>linked.</Trans>{" "}
            {book.lastSyncAt ? t`Synced ${relativeTime(book.lastSyncAt, now)}` : t`Not synced yet`}
            <Trans>; it syncs by itself every few hours.</Trans>
          </span>
        </Notice>
      )}
      <p className="text-muted-foreground text-sm">
        <Trans>
          Changes to names, numbers and emails on the server come to Nudge. Your notes, rhythms, circles and dates stay as you made them.
        </Trans>
      </p>
      <div className="flex flex-col gap-2 sm:flex-row">
        <PendingButton className="h-11 sm:h-10" busy={syncing} busyLabel={t`Syncing...`} icon={RefreshCw} onClick={onSync}>
          <Trans>Sync now</Trans>
        </PendingButton>
        <Button variant="outline" className="h-11 sm:h-10" disabled={syncing} onClick={onDisconnect}>
          <Unlink aria-hidden />
          <Trans>Disconnect</Trans>
        </Button>
      </div>
    </div>
  );
}
