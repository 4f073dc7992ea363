import { and, asc, count, desc, eq, inArray, sql } from "drizzle-orm";
import { phoneKey, type Contact, type ContactNote, type NoteCategory } from "../contracts/contacts";
import { typedOnEdit } from "../contacts/phone-store";
import type { Db } from "./client";
import type { Value } from "./prepared-batch";
import { contactBookmarks, contacts, reminders } from "./schema";

import { shortestCadence, type Cadence, type CadenceUnit } from "../contracts/cadence";
import { circlesByContact } from "./circles";
import type { ReachApp } from "../contracts/reach";
import { ownRow } from "./own-row";
import { formatClock } from "../contracts/time-zone";

/** phoneNumber as stored (contacts/phone-store.ts: E.164 or as typed), phoneTyped as typed; left out, they stay as they are. */
export type ContactFields = {
  name: string;
  phoneNumber?: string | null;
  phoneTyped?: string | null;
  email?: string | null;
  notes?: string | null;
  cadenceEvery?: number | null;
  cadenceUnit?: CadenceUnit | null;
  reachBy?: ReachApp | null;
  telegram?: string | null;
  /** Minutes after local midnight; null follows the account's. */
  nudgeTime?: number | null;
};

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());
type Row = typeof contacts.$inferSelect;

export const toContact = (
  { phoneKey: _key, phoneTyped: _typed, checkInReminderId: _checkIn, nudgeTime, ...row }: Row,
  noteCount: number,
  nextCheckInAt: number | null = null,
  inCircles: { ids: number[]; cadences: Cadence[] } = { ids: [], cadences: [] },
): Contact => ({
  ...row,
  circleIds: inCircles.ids,
  circleCadence: shortestCadence(inCircles.cadences),
  cadenceUnit: row.cadenceUnit as CadenceUnit | null,
  reachBy: row.reachBy as ReachApp | null,
  nudgeTime: nudgeTime === null ? null : formatClock(nudgeTime),
  nextCheckInAt: iso(nextCheckInAt),
  lastContactAt: iso(row.lastContactAt),
  createdAt: iso(row.createdAt)!,
  updatedAt: iso(row.updatedAt)!,
  noteCount,
});

export const toNote = (row: typeof contactBookmarks.$inferSelect): ContactNote => ({
  ...row,
  category: row.category as NoteCategory | null,
  createdAt: iso(row.createdAt)!,
});

const mine = (userId: number, id: number) => ownRow(contacts, userId, id);

/** Every contact of the user by name, each with its note count, in one query. */
export async function listContacts(db: Db, userId: number) {
  const rows = await db
    .select({ contact: contacts, noteCount: count(contactBookmarks.id), nextCheckInAt: reminders.remindAt })
    .from(contacts)
    .leftJoin(contactBookmarks, eq(contactBookmarks.contactId, contacts.id))
    // At most one row: the pending check-in nudge (see check-ins.ts).
    .leftJoin(reminders, and(eq(reminders.id, contacts.checkInReminderId), eq(reminders.sent, false)))
    .where(eq(contacts.userId, userId))
    .groupBy(contacts.id)
    .orderBy(sql`${contacts.name} COLLATE NOCASE`, asc(contacts.id))
    .all();
  const inCircles = await circlesByContact(db, userId);
  return rows.map((r) => toContact(r.contact, r.noteCount, r.nextCheckInAt, inCircles.get(r.contact.id)));
}

/** The key moves with the number, and only when the number is sent. */
const withKey = (fields: ContactFields) =>
  fields.phoneNumber === undefined ? fields : { ...fields, phoneKey: phoneKey(fields.phoneNumber) };

export const insertContact = (db: Db, userId: number, fields: ContactFields) =>
  db
    .insert(contacts)
    .values({ ...withKey(fields), userId })
    .returning()
    .get();

export const updateContact = (db: Db, userId: number, id: number, fields: ContactFields) =>
  db
    .update(contacts)
    .set({ ...withKey(fields), phoneTyped: typedOnEdit(contacts, fields), updatedAt: Date.now() })
    .where(mine(userId, id))
    .returning()
    .get();

/** Marks the contact as in touch at `at`. */
export const touchContact = (db: Db, userId: number, id: number, at: number) =>
  db.update(contacts).set({ lastContactAt: at }).where(mine(userId, id));

export async function deleteContact(db: Db, userId: number, id: number) {
  return (await db.delete(contacts).where(mine(userId, id)).returning({ id: contacts.id }).get()) !== undefined;
}

export const findContact = (db: Db, userId: number, id: number) => db.select().from(contacts).where(mine(userId, id)).get();

export async function noteCountOf(db: Db, contactId: number) {
  return (await db.select({ n: count() }).from(contactBookmarks).where(eq(contactBookmarks.contactId, contactId)).get())?.n ?? 0;
}

export const listNotes = (db: Db, userId: number, contactId: number) =>
  db
    .select()
    .from(contactBookmarks)
    .where(and(eq(contactBookmarks.contactId, contactId), eq(contactBookmarks.userId, userId)))
    .orderBy(desc(contactBookmarks.createdAt), desc(contactBookmarks.id))
    .all();

export const insertNote = (db: Db, userId: number, contactId: number, note: string, category: NoteCategory | null) =>
  db.insert(contactBookmarks).values({ userId, contactId, note, category }).returning().get();

export const updateNote = (db: Db, userId: number, id: number, note: string, category: NoteCategory | null) =>
  db
    .update(contactBookmarks)
    .set({ note, category })
    .where(ownRow(contactBookmarks, userId, id))
    .returning()
    .get();

export async function deleteNote(db: Db, userId: number, id: number) {
  return (
    (await db
      .delete(contactBookmarks)
      .where(ownRow(contactBookmarks, userId, id))
      .returning({ id: contactBookmarks.id })
      .get()) !== undefined
  );
}

/**
 * The phone keys (phoneKey: a number's digits) of the nudges the claim at `claimAt` took. A number
 * stored as E.164 is its digits after the +; one kept as typed ("0151 2345-6789", "1-800-FLOWERS")
 * is read a character at a time, as phoneKey does.
 */
const claimedPhoneKeys = (userId: Value<number>, claimAt: Value<number>) => sql`(with recursive
    claimed(phone, e164) as (
      select ${reminders.phoneNumber}, ${reminders.phoneNumber} glob '+[0-9]*' and substr(${reminders.phoneNumber}, 2) not glob '*[^0-9]*'
      from ${reminders}
      where ${reminders.userId} = ${userId} and ${reminders.sent} = 1 and ${reminders.sentAt} = ${claimAt} and ${reminders.phoneNumber} is not null),
    typed(rest, key) as (
      select phone, '' from claimed where not e164
      union all
      select substr(rest, 2), key || case when substr(rest, 1, 1) between '0' and '9' then substr(rest, 1, 1) else '' end
      from typed where rest <> '')
  select substr(phone, 2) from claimed where e164
  union all
  select key from typed where rest = '')`;

/**
 * Of the people the nudges claimed at `claimAt` are about, those messaged in another app than
 * SMS, by number (a query builder: the scheduler's claim reads it in its batch, so a nudge's email
 * links to that app). Looked up by the nudges' numbers, so it reads their contacts only.
 */
export const reachWays = (db: Db, userId: Value<number>, claimAt: Value<number>) =>
  db
    .select({ phoneKey: contacts.phoneKey, reachBy: contacts.reachBy, email: contacts.email, telegram: contacts.telegram })
    .from(contacts)
    .where(
      and(
        eq(contacts.userId, userId),
        inArray(contacts.phoneKey, claimedPhoneKeys(userId, claimAt)),
        // The unary + keeps SQLite on the phone index: said plainly, this term picks the partial
        // index on reachBy, which reads everyone messaged in another app.
        sql`+${contacts.reachBy} is not null`,
      ),
    );
