import { t, plural } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { BookUser, ChevronDown, Download, FileUp, Search, Share2, UserPlus } from "lucide-react";
import { useState } from "react";
import type { Contact } from "@contracts/contacts";
import { Button } from "@/components/ui/button";
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from "@/components/ui/dropdown-menu";
import { Input } from "@/components/ui/input";
import { PendingButton } from "@/components/pending-button";
import { useToast } from "@/hooks/use-toast";
import { VCARD_FILE_NAME } from "@/lib/vcard";
import { contactsVCard, downloadVCard, shareVCard } from "./contacts-share";

type Props = {
  contacts: Contact[];
  search: string;
  onSearch: (text: string) => void;
  onAdd: () => void;
  /** Import from a file, or connect (and sync) an address book. */
  onImport: (from: "file" | "address-book") => void;
};

/** The two ways the contacts leave as a vCard: the share sheet (or clipboard), or a downloaded file. */
const SENDS = [
  {
    kind: "share",
    get label() {
      return t`Share`;
    },
    Icon: Share2,
  },
  {
    kind: "export",
    get label() {
      return t`Export`;
    },
    Icon: Download,
  },
] as const;
type Send = (typeof SENDS)[number]["kind"];

const people = (n: number) => plural(n, { one: "# contact", other: "# contacts" });

/** Search, Add Contact, Import, Share and Export: one row on desktop, two by two for the thumb on phones. */
export function ContactsToolbar({ contacts, search, onSearch, onAdd, onImport }: Props) {
  const { t } = useLingui();
  const { toast } = useToast();
  const [busy, setBusy] = useState<Send | null>(null);

  const run = async (kind: Send) => {
    setBusy(kind);
    try {
      const text = await contactsVCard(contacts);
      if (kind === "export") {
        downloadVCard(text);
        toast({ title: t`Contacts Exported`, description: t`${people(contacts.length)} saved to ${VCARD_FILE_NAME}.` });
        return;
      }
      const outcome = await shareVCard(text);
      if (outcome === "copied")
        toast({ title: t`Copied to clipboard`, description: t`${people(contacts.length)} as vCard text, ready to paste.` });
      else if (outcome !== "cancelled")
        toast({ title: t`Contacts Shared`, description: t`${people(contacts.length)} sent to your share sheet.` });
    } catch {
      toast({
        variant: "destructive",
        title: kind === "export" ? t`Export failed` : t`Sharing failed`,
        description: t`Your contacts couldn't be prepared. Please try again.`,
      });
    } finally {
      setBusy(null);
    }
  };

  const none = contacts.length === 0;
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
      <div className="relative flex-1">
        <Search className="pointer-events-none absolute top-1/2 start-3 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden />
        <Input
          type="search"
          value={search}
          onChange={(event) => onSearch(event.target.value)}
          placeholder={t`Search by name, phone or email`}
          aria-label={t`Search contacts`}
          className="h-11 ps-9 sm:h-10"
        />
      </div>
      <div className="grid grid-cols-2 gap-2 sm:flex">
        <Button className="h-11 sm:h-10" onClick={onAdd}>
          <UserPlus aria-hidden />
          <Trans>Add Contact</Trans>
        </Button>
        <DropdownMenu>
          <DropdownMenuTrigger asChild>
            <Button variant="outline" className="h-11 sm:h-10">
              <FileUp aria-hidden />
              <Trans>Import</Trans>
              <ChevronDown aria-hidden />
            </Button>
          </DropdownMenuTrigger>
          <DropdownMenuContent align="end">
            <DropdownMenuItem className="min-h-11 sm:min-h-9" onSelect={() => onImport("file")}>
              <FileUp aria-hidden />
              <Trans>From a file (.vcf, .csv)</Trans>
            </DropdownMenuItem>
            <DropdownMenuItem className="min-h-11 sm:min-h-9" onSelect={() => onImport("address-book")}>
              <BookUser aria-hidden />
              <Trans>From an address book (iCloud, CardDAV)</Trans>
            </DropdownMenuItem>
          </DropdownMenuContent>
        </DropdownMenu>
        {SENDS.map(({ kind, label, Icon }) => (
          <PendingButton
            key={kind}
            variant="outline"
            className="h-11 sm:h-10"
            onClick={() => run(kind)}
            disabled={none || busy !== null}
            busy={busy === kind}
            icon={Icon}
            spinner
          >
            {label}
          </PendingButton>
        ))}
      </div>
    </div>
  );
}
