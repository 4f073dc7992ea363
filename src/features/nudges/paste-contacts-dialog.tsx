import { lazyWords } from "#i18n";
import { plural, msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { DialogFormFooter } from "@/components/dialog-form-footer";
import { useState } from "react";
import { type DialogHeading, FormDialog } from "@/components/form-dialog";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { importSummary, useImportContacts } from "@/lib/contacts-api";
import { useToast } from "@/hooks/use-toast";
import { errorText } from "@/lib/api";
import { parseContactText } from "@/lib/contact-import";

const HEADING: DialogHeading = lazyWords({
  title: msg`Import Contacts`,
  description: msg`Paste or type one person per line: a name, then a space, dash or colon, then their phone number.`,
});
// Not translated: sample names and numbers, as a person would paste them.
const EXAMPLE = "Ana Souza 555 010 2030\nBen Okafor - +1 555 010 2031\nChen Wei: +44 20 7946 0958";

/** Import Contacts without the phone's picker (docs/product.md#import-contacts): people pasted one per line. */
export function PasteContactsDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useLingui();
  const { toast } = useToast();
  const importContacts = useImportContacts();
  const [text, setText] = useState("");

  const onImport = async () => {
    const parsed = parseContactText(text);
    if (parsed.error) {
      toast({ variant: "destructive", ...parsed.error });
      return;
    }
    try {
      toast({ title: t`Contacts Imported`, description: importSummary(await importContacts.mutateAsync(parsed.contacts)) });
      setText("");
      onOpenChange(false);
    } catch (error) {
      toast({
        variant: "destructive",
        title: t`Import failed`,
        description: errorText(error, t`Your contacts couldn't be imported. Please try again.`),
      });
    }
  };

  const found = text.trim() ? parseContactText(text).contacts.length : 0;
  const busy = importContacts.isPending;
  return (
    <FormDialog open={open} onClose={() => onOpenChange(false)} heading={HEADING}>
      <div className="grid gap-2">
        <Label htmlFor="import-contacts-text">
          <Trans>Contacts, one per line</Trans>
        </Label>
        <Textarea
          id="import-contacts-text"
          rows={6}
          value={text}
          onChange={(event) => setText(event.target.value)}
          placeholder={EXAMPLE}
          className="max-h-72"
        />
        <p className="text-sm text-muted-foreground" aria-live="polite">
          {plural(found, { one: "# contact found.", other: "# contacts found." })}{" "}
          <Trans>Lines that aren't a name and a phone are skipped.</Trans>
        </p>
      </div>
      <DialogFormFooter busy={busy} label={t`Import`} busyLabel={t`Importing...`} onClick={onImport} />
    </FormDialog>
  );
}
