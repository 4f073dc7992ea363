// Issue 39 item 8: whatever number an import stores, the edit form saves back unchanged. The form
// shows a stored number as every screen does (formatPhone) and sends that text back on save; doing
// so again and again must change nothing, nor answer 400.
import { describe, expect, it } from "vitest";
import { readVcards } from "../../worker/contracts/contact-file/vcard";
import { formatPhone } from "../../worker/contracts/phone-numbers";
import { api, signUp } from "./helpers";

type Contact = { id: number; name: string; phoneNumber: string | null };

const contactsOf = async (token: string) => (await api("/api/contacts", { token })).json as Contact[];

/** Saves the contact as its edit form does, unchanged: the name, and the number as the form shows it. */
const saveUnchanged = (token: string, contact: Contact) =>
  api(`/api/contacts/${contact.id}`, {
    method: "PUT",
    token,
    body: { name: contact.name, phoneNumber: contact.phoneNumber ? formatPhone(contact.phoneNumber) : "" },
  });

/** Imports the rows, then saves each contact unchanged three times: its number must stay as the import stored it. */
async function expectSavedUnchanged(rows: { name: string; phoneNumber: string }[]) {
  const user = await signUp();
  const imported = await api("/api/contacts/import", { token: user.token, body: { contacts: rows } });
  expect(imported.status, imported.text).toBe(200);
  const stored = await contactsOf(user.token);
  expect(stored).toHaveLength(rows.length);
  for (const contact of stored) {
    let current = contact;
    for (let round = 0; round < 3; round++) {
      const saved = await saveUnchanged(user.token, current);
      expect(saved.status, `${contact.name} ${contact.phoneNumber}: ${saved.text}`).toBe(200);
      current = saved.json;
      expect(current.phoneNumber).toBe(contact.phoneNumber);
    }
  }
  return stored;
}

describe("a number an import stores is saved back unchanged", () => {
  it("numbers with pauses and waits, and a pager's address", async () => {
    await expectSavedUnchanged([
      { name: "Pausing", phoneNumber: "p1234p5678w9" },
      { name: "Pager", phoneNumber: "5551234@pager.example.net" },
      { name: "Vanity", phoneNumber: "1-800-FLOWERS-1" },
    ]);
  });

  it("a number whose 0 after the country code isn't a trunk prefix keeps every digit, save after save", async () => {
    const [contact] = await expectSavedUnchanged([{ name: "Berlin", phoneNumber: "+49000000" }]);
    expect(contact!.phoneNumber!.replace(/\D/g, "")).toBe("49000000");
    // Typed in the form, too.
    const user = await signUp();
    const made = await api("/api/contacts", { token: user.token, body: { name: "Berlin", phoneNumber: "+49000000" } });
    expect(made.status, made.text).toBe(201);
    let current = made.json as Contact;
    for (let round = 0; round < 3; round++) {
      const saved = await saveUnchanged(user.token, current);
      expect(saved.status, saved.text).toBe(200);
      current = saved.json;
      expect(current.phoneNumber!.replace(/\D/g, "")).toBe("49000000");
    }
  });

  it("an extension (tel:…;ext=102 in a vCard 4 file, x102 typed) is kept as typed, through import and save", async () => {
    const file = [
      "BEGIN:VCARD",
      "VERSION:4.0",
      "FN:Ana Souza",
      "TEL;VALUE=uri;TYPE=work:tel:+1-555-010-2030;ext=102",
      "END:VCARD",
      "",
    ].join("\r\n");
    const [row] = readVcards(file).rows;
    expect(row!.phoneNumber).toMatch(/102$/);
    const [ana, ben] = await expectSavedUnchanged([
      { name: row!.name, phoneNumber: row!.phoneNumber! },
      { name: "Ben Okafor", phoneNumber: "+1 555 010 2031 x7" },
    ]);
    // The reader writes a tel: URI's extension as people do (contact-file/vcard.ts).
    expect(ana!.phoneNumber).toBe("+1-555-010-2030 ext. 102");
    expect(ben!.phoneNumber).toBe("+1 555 010 2031 x7");
    expect(formatPhone(ana!.phoneNumber!)).toBe("+1-555-010-2030 ext. 102");
  });
});
