// One sync of a person's address book into their contacts (issue 23), one way: the server's cards
// are read, Nudge's contacts follow. A new card becomes a contact the way a file import makes one
// (or is linked to the contact already there with its number or email); a changed card updates
// the linked contact's name, number and email; a card gone from the server is unlinked. Nudge's own
// notes, rhythms, circles and dates are never touched after the first import. Only cards whose
// ETag moved are fetched, and one run takes at most MAX_CARDS of them, so a first sync of a large
// address book goes on in further runs (the caller schedules them) inside a Worker's query limits.
import type { SyncCounts } from "../contracts/address-book";
import type { ImportRow } from "../contracts/contact-import";
import { readCards } from "../contracts/contact-file/vcard";
import { dropLinks, readLinks, saveLinks, type Link } from "../db/address-books";
import type { Db } from "../db/client";
import { importContacts, previewImport } from "../db/contact-import";
import { findContact, updateContact } from "../db/contacts";
import { renameContactNudges } from "../db/contact-rename";
import { readUnreadPhones } from "../db/phone-backfill";
import { userPhoneRegion, userTimeZone } from "../db/user-settings";
import { storedPhone } from "../contacts/phone-store";
import type { Card, Connection } from "./client";

/** Cards fetched and written in one run: ~4 queries each for a change, inside a Worker's 1 000. */
export const MAX_CARDS = 100;

/** The cards as import rows, in order: null for a group card, or one without a name. */
const rowsOf = (cards: Card[]): (ImportRow | null)[] =>
  readCards(cards.map((card) => card.data ?? "")).map((row) => {
    if (!row) return null;
    const { source: _source, ...rest } = row;
    return rest;
  });

/** The linked contact takes the card's name, number and email; what the card lacks stays. */
async function follow(db: Db, userId: number, contactId: number, row: ImportRow, region: string | null) {
  const before = await findContact(db, userId, contactId);
  if (!before) return false;
  const fields = {
    name: row.name,
    ...(row.phoneNumber ? storedPhone(row.phoneNumber, region) : {}),
    ...(row.email ? { email: row.email } : {}),
  };
  const unchanged =
    fields.name === before.name &&
    (fields.phoneNumber ?? before.phoneNumber) === before.phoneNumber &&
    (fields.email ?? before.email) === before.email;
  if (unchanged) return false;
  await updateContact(db, userId, contactId, fields);
  await renameContactNudges(db, userId, contactId, before.name, fields.name);
  return true;
}

/**
 * Brings the contacts in line with the server's cards. Answers the counts and whether any nudge was
 * made or renamed (the caller re-arms the scheduler then).
 */
export async function pull(db: Db, userId: number, addressBookId: number, server: Connection) {
  const links = new Map((await readLinks(db, addressBookId)).map((l) => [l.href, l]));
  const remote = (await Promise.all(server.books.map(async (book) => (await server.list(book)).map((card) => ({ ...card, book }))))).flat();
  const onServer = new Set(remote.map((c) => c.href));
  const gone = [...links.keys()].filter((href) => !onServer.has(href));
  // A link without a contact is one the person deleted in Nudge: it stays deleted.
  const moved = remote.filter((c) => {
    const link = links.get(c.href);
    return link === undefined || (link.contactId !== null && link.etag !== c.etag);
  });
  const take = moved.slice(0, MAX_CARDS);
  const cards = (
    await Promise.all(
      server.books.map((book) => {
        const hrefs = take.filter((c) => c.book === book).map((c) => c.href);
        return hrefs.length ? server.read(book, hrefs) : Promise.resolve([]);
      }),
    )
  ).flat();

  await readUnreadPhones(db, userId);
  const region = await userPhoneRegion(db, userId);
  const fresh: { card: Card; row: ImportRow }[] = [];
  const saved: Link[] = [];
  let updated = 0;
  let skipped = 0;
  let nudged = false;
  const rows = rowsOf(cards);
  for (const [i, card] of cards.entries()) {
    const row = rows[i];
    const link = links.get(card.href);
    if (!row) skipped++;
    else if (link?.contactId) {
      if (await follow(db, userId, link.contactId, row, region)) {
        updated++;
        nudged = true;
      }
      saved.push({ ...link, etag: card.etag });
    } else fresh.push({ card, row });
  }
  let created = 0;
  if (fresh.length > 0) {
    const freshRows = fresh.map((f) => f.row);
    const done = await importContacts(db, userId, freshRows, { onDuplicate: "merge", region, timeZone: await userTimeZone(db, userId) });
    created = done.counts.created;
    nudged ||= done.nudged;
    // Read back as a preview: every row now meets the contact it made or merged into.
    const met = await previewImport(db, userId, freshRows, region);
    fresh.forEach(({ card }, i) => {
      const outcome = met.rows[i];
      if (outcome && "contactId" in outcome && outcome.contactId !== undefined)
        saved.push({ href: card.href, etag: card.etag, contactId: outcome.contactId });
    });
  }
  await saveLinks(db, userId, addressBookId, saved);
  await dropLinks(db, addressBookId, gone);
  const counts: SyncCounts = { created, updated, unlinked: gone.length, remaining: moved.length - take.length, skipped };
  return { counts, nudged };
}
