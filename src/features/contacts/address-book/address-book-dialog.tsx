import { lazyWords } from "#i18n";
import { msg, plural, t } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { useState } from "react";
import type { AddressBookInput, SyncCounts } from "@contracts/address-book";
import { ConfirmDialog, type ConfirmWords } from "@/components/confirm-dialog";
import { PageSpinner } from "@/components/page-spinner";
import { type DialogHeading, FormDialog } from "@/components/form-dialog";
import { useToast } from "@/hooks/use-toast";
import { useAddressBook, useConnectAddressBook, useDisconnectAddressBook, useSyncAddressBook } from "./api";
import { errorText } from "@/lib/api";
import { BookStatus } from "./book-status";
import { ConnectForm } from "./connect-form";

const HEADING: DialogHeading = lazyWords({
  title: msg`Sync an address book`,
  description: msg`Bring in the contacts of iCloud, Fastmail, Nextcloud or any CardDAV address book, and keep them up to date.`,
});
const DISCONNECT: ConfirmWords = {
  get title() {
    return t`Disconnect this address book?`;
  },
  get action() {
    return t`Disconnect`;
  },
  busyAction: "Disconnecting...",
};

/** "2 added, 1 updated": what a sync did, or that there was nothing to do. */
export function syncSummary(c: SyncCounts) {
  const parts = [
    c.created && plural(c.created, { one: "# added", other: "# added" }),
    c.updated && plural(c.updated, { one: "# updated", other: "# updated" }),
    c.unlinked && plural(c.unlinked, { one: "# no longer on the server (kept here)", other: "# no longer on the server (kept here)" }),
  ].filter(Boolean);
  const done = parts.length ? t`${parts.join(", ")}.` : t`Everything was up to date.`;
  return c.remaining > 0
    ? `${done} ${plural(c.remaining, { one: "# more is on its way in the background.", other: "# more are on their way in the background." })}`
    : done;
}

/** Connect a CardDAV address book (iCloud, Fastmail, Nextcloud…), sync it now, or disconnect it. */
export default function AddressBookDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useLingui();
  const { toast } = useToast();
  const book = useAddressBook(open);
  const connect = useConnectAddressBook();
  const sync = useSyncAddressBook();
  const disconnect = useDisconnectAddressBook();
  const [asking, setAsking] = useState(false);

  const onConnect = async (input: AddressBookInput) => {
    try {
      const answer = await connect.mutateAsync(input);
      toast({ title: t`Address book connected`, description: syncSummary(answer.counts) });
    } catch (error) {
      toast({
        variant: "destructive",
        title: t`Couldn't connect`,
        description: errorText(error, t`Please check the details and try again.`),
      });
    }
  };
  const onSync = async () => {
    try {
      toast({ title: t`Address book synced`, description: syncSummary((await sync.mutateAsync()).counts) });
    } catch (error) {
      toast({ variant: "destructive", title: t`Sync failed`, description: errorText(error, t`Please try again.`) });
    }
  };
  const onDisconnect = async () => {
    try {
      await disconnect.mutateAsync();
      toast({ title: t`Address book disconnected`, description: t`Its contacts stay in Nudge.` });
      setAsking(false);
    } catch (error) {
      toast({ variant: "destructive", title: t`Couldn't disconnect`, description: errorText(error, t`Please try again.`) });
    }
  };

  return (
    <>
      <FormDialog open={open} onClose={() => onOpenChange(false)} heading={HEADING} className="max-h-[95dvh]">
        {book.isPending ? (
          <PageSpinner label={t`Loading your address book`} />
        ) : book.data ? (
          <BookStatus book={book.data} syncing={sync.isPending} onSync={onSync} onDisconnect={() => setAsking(true)} />
        ) : (
          <ConnectForm busy={connect.isPending} onConnect={onConnect} />
        )}
      </FormDialog>
      <ConfirmDialog open={asking} words={DISCONNECT} mutation={disconnect} onConfirm={onDisconnect} onClose={() => setAsking(false)}>
        <Trans>The contacts it brought stay in Nudge, with your notes. They stop following changes made on the server.</Trans>
      </ConfirmDialog>
    </>
  );
}
