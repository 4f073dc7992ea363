// Cards on the test CardDAV server (radicale.ts), put and deleted over WebDAV as a phone or
// another app would. Plain fetch, so both the worker tests (in workerd) and the e2e tests use it.
import { radicaleAccount } from "./radicale-users";

export type CardFields = {
  uid: string;
  name: string;
  tel?: string;
  email?: string;
  bday?: string;
  note?: string;
  org?: string;
  categories?: string;
};

/** A vCard 3.0, as iOS and most servers write one. */
export function vcard(c: CardFields) {
  const lines = [
    "BEGIN:VCARD",
    "VERSION:3.0",
    `UID:${c.uid}`,
    `FN:${c.name}`,
    `N:${c.name.split(" ").reverse().join(";")};;;`,
    c.tel && `TEL;TYPE=CELL:${c.tel}`,
    c.email && `EMAIL;TYPE=INTERNET:${c.email}`,
    c.bday && `BDAY:${c.bday}`,
    c.note && `NOTE:${c.note}`,
    c.org && `ORG:${c.org}`,
    c.categories && `CATEGORIES:${c.categories}`,
    "END:VCARD",
  ];
  return `${lines.filter(Boolean).join("\r\n")}\r\n`;
}

/** The address book of one person on the server at `base`. */
export function addressBookOn(base: string, person: string) {
  const { account, dav } = radicaleAccount(base, person);
  return {
    /** What the person types into Nudge to connect it. */
    account,
    /** Makes the address book ("contacts"); one made before is kept. */
    async make() {
      const res = await dav("contacts/", {
        method: "MKCOL",
        headers: { "Content-Type": "application/xml" },
        body: `<?xml version="1.0"?><D:mkcol xmlns:D="DAV:" xmlns:C="urn:ietf:params:xml:ns:carddav"><D:set><D:prop>
      <D:resourcetype><D:collection/><C:addressbook/></D:resourcetype><D:displayname>Contacts</D:displayname></D:prop></D:set></D:mkcol>`,
      });
      // 405: the collection is there already.
      if (res.status !== 201 && res.status !== 405) throw new Error(`MKCOL failed: ${res.status} ${await res.text()}`);
    },
    /** Adds or changes a card (given as fields, or as the card's text under a UID). */
    async put(card: CardFields | { uid: string; text: string }) {
      const body = "text" in card ? card.text : vcard(card);
      const res = await dav(`contacts/${card.uid}.vcf`, { method: "PUT", headers: { "Content-Type": "text/vcard" }, body });
      if (res.status !== 201 && res.status !== 204) throw new Error(`PUT failed: ${res.status} ${await res.text()}`);
    },
    async delete(uid: string) {
      const res = await dav(`contacts/${uid}.vcf`, { method: "DELETE" });
      if (res.status !== 200 && res.status !== 204) throw new Error(`DELETE failed: ${res.status}`);
    },
  };
}
