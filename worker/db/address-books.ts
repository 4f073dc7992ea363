// The person's CardDAV account and which of their contacts came from which card (issue 23).
import { and, asc, count, eq, inArray, isNull, lt, lte, or, sql } from "drizzle-orm";
import type { Db } from "./client";
import { addressBooks, contactLinks, contacts } from "./schema";

export type AddressBookRow = typeof addressBooks.$inferSelect;
export type Link = { href: string; etag: string | null; contactId: number | null };

export const findAddressBook = (db: Db, userId: number) => db.select().from(addressBooks).where(eq(addressBooks.userId, userId)).get();

/** Connects the account, replacing one connected before (its links go with it; contacts stay). */
export async function saveAddressBook(db: Db, userId: number, fields: { url: string; username: string; password: string }, now: number) {
  await db.batch([
    db.delete(addressBooks).where(eq(addressBooks.userId, userId)),
    db.insert(addressBooks).values({ ...fields, userId, nextSyncAt: now }),
  ]);
}

export async function deleteAddressBook(db: Db, userId: number) {
  return (await db.delete(addressBooks).where(eq(addressBooks.userId, userId)).returning({ id: addressBooks.id }).get()) !== undefined;
}

/**
 * Takes the account for one sync until `until`, unless another sync holds it: the row comes back
 * only to the one that took it. A sync that died lets go when its lease runs out.
 */
export const leaseAddressBook = (db: Db, userId: number, now: number, until: number) =>
  db
    .update(addressBooks)
    .set({ leaseUntil: until })
    .where(and(eq(addressBooks.userId, userId), or(isNull(addressBooks.leaseUntil), lt(addressBooks.leaseUntil, now))))
    .returning()
    .get();

/** How the sync went, when the next one is due, and the lease let go. */
export const finishSync = (db: Db, id: number, outcome: { at: number; error: string | null; nextSyncAt: number }) =>
  db
    .update(addressBooks)
    .set({
      lastSyncAt: outcome.error ? sql`${addressBooks.lastSyncAt}` : outcome.at,
      lastError: outcome.error,
      nextSyncAt: outcome.nextSyncAt,
      leaseUntil: null,
    })
    .where(eq(addressBooks.id, id));

/**
 * Up to `limit` accounts whose sync is due, moved `retryAt` ahead so the next round doesn't send
 * them again while they wait in the queue. Answers their owners.
 */
export async function takeDue(db: Db, now: number, limit: number, retryAt: number) {
  const due = db
    .select({ id: addressBooks.id })
    .from(addressBooks)
    .where(lte(addressBooks.nextSyncAt, now))
    .orderBy(asc(addressBooks.nextSyncAt))
    .limit(limit);
  const rows = await db
    .update(addressBooks)
    .set({ nextSyncAt: retryAt })
    .where(inArray(addressBooks.id, due))
    .returning({ userId: addressBooks.userId })
    .all();
  return rows.map((r) => r.userId);
}

export const readLinks = (db: Db, addressBookId: number): Promise<Link[]> =>
  db
    .select({ href: contactLinks.href, etag: contactLinks.etag, contactId: contactLinks.contactId })
    .from(contactLinks)
    .where(eq(contactLinks.addressBookId, addressBookId))
    .all();

/** How many of the person's contacts are linked to a card. */
export async function linkedCount(db: Db, addressBookId: number) {
  const [row] = await db
    .select({ n: count() })
    .from(contactLinks)
    .innerJoin(contacts, eq(contacts.id, contactLinks.contactId))
    .where(eq(contactLinks.addressBookId, addressBookId));
  return row?.n ?? 0;
}

// Five bound values a link: 20 links stay inside D1's 100-parameter limit per statement.
const LINKS_PER_STATEMENT = 20;

/** Records (or moves) which contact each card is and the card's version. */
export async function saveLinks(db: Db, userId: number, addressBookId: number, links: Link[]) {
  const statements = [];
  for (let i = 0; i < links.length; i += LINKS_PER_STATEMENT)
    statements.push(
      db
        .insert(contactLinks)
        .values(links.slice(i, i + LINKS_PER_STATEMENT).map((l) => ({ ...l, userId, addressBookId })))
        .onConflictDoUpdate({
          target: [contactLinks.addressBookId, contactLinks.href],
          set: { etag: sql`excluded.etag`, contactId: sql`excluded.contactId` },
        }),
    );
  const [first, ...rest] = statements;
  if (first) await db.batch([first, ...rest]);
}

/** Cards gone from the server: their contacts stay, only the link goes. */
export async function dropLinks(db: Db, addressBookId: number, hrefs: string[]) {
  for (let i = 0; i < hrefs.length; i += 90)
    await db
      .delete(contactLinks)
      .where(and(eq(contactLinks.addressBookId, addressBookId), inArray(contactLinks.href, hrefs.slice(i, i + 90))));
}
