import { Contact } from "lucide-react";
import { DialogFormFooter } from "@/components/dialog-form-footer";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { useImportContacts } from "@/features/contacts/contacts-api";
import { useToast } from "@/hooks/use-toast";
import { errorText } from "@/lib/api";
import { parseContactText, type ImportedContact } from "@/lib/contact-import";

/** The Contact Picker API (Android Chrome): not in TypeScript's DOM types yet. */
type DeviceContact = { name?: string[]; tel?: string[] };
type ContactPicker = { select: (properties: string[], options: { multiple: boolean }) => Promise<DeviceContact[]> };
const devicePicker = () => ("contacts" in navigator && "ContactsManager" in window ? (navigator as unknown as { contacts: ContactPicker }).contacts : null);

const fromDevice = (picked: DeviceContact[]): ImportedContact[] =>
  picked.flatMap(({ name, tel }) => {
    const phoneNumber = (tel?.[0] ?? "").replace(/[^\d+]/g, "");
    const person = name?.[0]?.trim().slice(0, 100);
    return person && phoneNumber.replace(/\D/g, "").length >= 3 ? [{ name: person, phoneNumber: phoneNumber.slice(0, 32) }] : [];
  });

const summary = ({ created, skipped }: { created: number; skipped: number }) => `${created} added, ${skipped} already in your contacts`;

const EXAMPLE = "Ana Souza 555 010 2030\nBen Okafor - +1 555 010 2031\nChen Wei: +44 20 7946 0958";

/**
 * "Import Contacts" (SPEC §2, §5): the phone's own contact picker where the browser has one,
 * otherwise a dialog to paste people one per line. Imported people become contacts, and so
 * suggestions for the schedule form.
 */
export function ImportContacts() {
  const { toast } = useToast();
  const importContacts = useImportContacts();
  const [open, setOpen] = useState(false);
  const [text, setText] = useState("");

  const pickFromDevice = async (picker: ContactPicker) => {
    let picked: ImportedContact[];
    try {
      picked = fromDevice(await picker.select(["name", "tel"], { multiple: true }));
    } catch {
      toast({ title: "Device Access Unavailable", description: "Using manual import instead" });
      setOpen(true);
      return;
    }
    if (picked.length === 0) return;
    try {
      toast({ title: "Device Contacts Loaded", description: summary(await importContacts.mutateAsync(picked)) });
    } catch (error) {
      toast({ variant: "destructive", title: "Import failed", description: errorText(error, "Your contacts couldn't be imported. Please try again.") });
    }
  };

  const start = () => {
    const picker = devicePicker();
    if (picker) void pickFromDevice(picker);
    else setOpen(true);
  };

  const onImport = async () => {
    const parsed = parseContactText(text);
    if (parsed.error) {
      toast({ variant: "destructive", ...parsed.error });
      return;
    }
    try {
      toast({ title: "Contacts Imported", description: summary(await importContacts.mutateAsync(parsed.contacts)) });
      setText("");
      setOpen(false);
    } catch (error) {
      toast({ variant: "destructive", title: "Import failed", description: errorText(error, "Your contacts couldn't be imported. Please try again.") });
    }
  };

  const found = text.trim() ? parseContactText(text).contacts.length : 0;
  const busy = importContacts.isPending;
  return (
    <>
      <Button type="button" variant="outline" className="h-11 w-full sm:h-9 sm:w-auto" onClick={start} disabled={busy && !open}>
        <Contact aria-hidden />
        Import Contacts
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Import Contacts</DialogTitle>
            <DialogDescription>Paste or type one person per line: a name, then a space, dash or colon, then their phone number.</DialogDescription>
          </DialogHeader>
          <div className="grid gap-2">
            <Label htmlFor="import-contacts-text">Contacts, one per line</Label>
            <Textarea id="import-contacts-text" rows={6} value={text} onChange={(event) => setText(event.target.value)} placeholder={EXAMPLE} className="max-h-72" />
            <p className="text-sm text-muted-foreground" aria-live="polite">
              {found === 1 ? "1 contact found." : `${found} contacts found.`} Lines that aren't a name and a phone are skipped.
            </p>
          </div>
          <DialogFormFooter busy={busy} label="Import" busyLabel="Importing..." onClick={onImport} />
        </DialogContent>
      </Dialog>
    </>
  );
}
