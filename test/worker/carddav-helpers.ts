// The test CardDAV server (Radicale, started by global-setup.ts) as the tests use it: an address
// book per person, cards put and deleted over WebDAV as a phone or another app would.
import { inject } from "vitest";
import { RADICALE_USERS } from "../support/radicale-users";

export const carddavUrl = () => inject("carddavUrl");

/** The server's person the route table's fixture connects (own-rows.ts): tests leave their book empty. */
export const FIXTURE_PERSON = "person16";

/** What the person types into Nudge to connect their address book on the test server. */
export const accountOf = (person: string) => ({ url: carddavUrl(), username: person, password: RADICALE_USERS[person]! });

const dav = (person: string, path: string, init: RequestInit) =>
  fetch(`${carddavUrl()}/${person}/${path}`, {
    ...init,
    headers: { Authorization: `Basic ${btoa(`${person}:${RADICALE_USERS[person]}`)}`, ...(init.headers as Record<string, string>) },
  });

/** Makes the person's address book ("contacts") on the server; one made before is kept. */
export async function makeBook(person: string) {
  const res = await dav(person, "contacts/", {
    method: "MKCOL",
    headers: { "Content-Type": "application/xml" },
    body: `<?xml version="1.0"?><D:mkcol xmlns:D="DAV:" xmlns:C="urn:ietf:params:xml:ns:carddav"><D:set><D:prop>
      <D:resourcetype><D:collection/><C:addressbook/></D:resourcetype><D:displayname>Contacts</D:displayname></D:prop></D:set></D:mkcol>`,
  });
  // 405: the collection is there already (fixtures share one person).
  if (res.status !== 201 && res.status !== 405) throw new Error(`MKCOL failed: ${res.status} ${await res.text()}`);
}

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

/** Adds or changes a card on the server. */
export async function putCard(person: string, card: CardFields) {
  const res = await dav(person, `contacts/${card.uid}.vcf`, {
    method: "PUT",
    headers: { "Content-Type": "text/vcard" },
    body: vcard(card),
  });
  if (res.status !== 201 && res.status !== 204) throw new Error(`PUT failed: ${res.status} ${await res.text()}`);
}

export async function deleteCard(person: string, uid: string) {
  const res = await dav(person, `contacts/${uid}.vcf`, { method: "DELETE" });
  if (res.status !== 200 && res.status !== 204) throw new Error(`DELETE failed: ${res.status}`);
}
