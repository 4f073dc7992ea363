import { t } from "@lingui/core/macro";
import { Trans } from "@lingui/react/macro";
import { Contact } from "lucide-react";
import { lazy, useState } from "react";
import { MountWhenOpened } from "@/components/mount-when-opened";
import { Button } from "@/components/ui/button";
import { importSummary, useImportContacts } from "@/lib/contacts-api";
import { useToast } from "@/hooks/use-toast";
import { errorText } from "@/lib/api";
import type { ImportedContact } from "@/lib/contact-import";

// The paste dialog and its parser load when it is first opened, not with the dashboard.
const PasteContactsDialog = lazy(() => import("./paste-contacts-dialog").then((m) => ({ default: m.PasteContactsDialog })));

/** The Contact Picker API (Android Chrome): not in TypeScript's DOM types yet. */
type DeviceContact = { name?: string[]; tel?: string[] };
type ContactPicker = { select: (properties: string[], options: { multiple: boolean }) => Promise<DeviceContact[]> };
const devicePicker = () =>
  "contacts" in navigator && "ContactsManager" in window ? (navigator as unknown as { contacts: ContactPicker }).contacts : null;

const fromDevice = (picked: DeviceContact[]): ImportedContact[] =>
  picked.flatMap(({ name, tel }) => {
    const phoneNumber = (tel?.[0] ?? "").replace(/[^\d+]/g, "");
    const person = name?.[0]?.trim().slice(0, 100);
    return person && phoneNumber.replace(/\D/g, "").length >= 3 ? [{ name: person, phoneNumber: phoneNumber.slice(0, 32) }] : [];
  });

/**
 * "Import Contacts" (docs/product.md#import-contacts): the phone's own contact picker where the browser has one,
 * otherwise a dialog to paste people one per line (paste-contacts-dialog.tsx). Imported people
 * become contacts, and so suggestions for the schedule form.
 */
export function ImportContacts() {
  const { toast } = useToast();
  const importContacts = useImportContacts();
  const [open, setOpen] = useState(false);

  const pickFromDevice = async (picker: ContactPicker) => {
    let picked: ImportedContact[];
    try {
      picked = fromDevice(await picker.select(["name", "tel"], { multiple: true }));
    } catch {
      toast({ title: t`Device Access Unavailable`, description: t`Using manual import instead` });
      setOpen(true);
      return;
    }
    if (picked.length === 0) return;
    try {
      toast({ title: t`Device Contacts Loaded`, description: importSummary(await importContacts.mutateAsync(picked)) });
    } catch (error) {
      toast({
        variant: "destructive",
        title: t`Import failed`,
        description: errorText(error, t`Your contacts couldn't be imported. Please try again.`),
      });
    }
  };

  const start = () => {
    const picker = devicePicker();
    if (picker) void pickFromDevice(picker);
    else setOpen(true);
  };

  const busy = importContacts.isPending;
  return (
    <>
      <Button type="button" variant="outline" className="h-11 w-full sm:h-9 sm:w-auto" onClick={start} disabled={busy && !open}>
        <Contact aria-hidden />
        <Trans>Import Contacts</Trans>
      </Button>
      <MountWhenOpened open={open} onUnavailable={() => setOpen(false)}>
        <PasteContactsDialog open={open} onOpenChange={setOpen} />
      </MountWhenOpened>
    </>
  );
}
