// Rows from before phone numbers were stored as E.164 (migrations/0014) hold what was typed in
// phoneNumber and nothing in phoneTyped. SQL can't read phone numbers, so the Worker does it for
// one person at a time, on their next contacts read or import (a dashboard reads contacts as it
// opens): each number is read in the person's region, and one UPDATE a row moves the typed text to
// phoneTyped and sets phoneNumber to E.164 (or leaves it as typed when it doesn't read). Simplest
// and safe: no deploy step to forget, and each UPDATE only touches a row that is still unread and
// still holds the text that was read, so an edit made meanwhile is never overwritten, and nothing
// typed is lost. Two contacts that turn out to be the same number both stay as they are (the
// phone index is not unique): nothing is merged or dropped, and an import skips that number once.
import { and, eq, sql } from "drizzle-orm";
import { phoneKey } from "../contracts/contacts";
import { toE164 } from "../contracts/phone-numbers";
import { phoneRegionOf } from "../contacts/phone-region";
import type { Db } from "./client";
import { contacts, PHONE_UNREAD, reminders, users } from "./schema";

// An UPDATE has 5 bound values: D1 takes a batch of these in one round trip.
const STATEMENTS_PER_BATCH = 50;

/** Reads this user's unread phones (both tables) in their region. Answers how many rows it read. */
export async function readUnreadPhones(db: Db, userId: number) {
  const [people, nudges, [settings]] = await db.batch([
    db
      .select({ id: contacts.id, typed: contacts.phoneNumber })
      .from(contacts)
      .where(and(eq(contacts.userId, userId), sql`${PHONE_UNREAD}`)),
    db
      .select({ id: reminders.id, typed: reminders.phoneNumber })
      .from(reminders)
      .where(and(eq(reminders.userId, userId), sql`${PHONE_UNREAD}`)),
    db.select({ phoneRegion: users.phoneRegion, timeZone: users.timeZone }).from(users).where(eq(users.id, userId)),
  ]);
  if (!settings || (people.length === 0 && nudges.length === 0)) return 0;
  const region = phoneRegionOf(settings);
  const read = (typed: string) => toE164(typed, region) ?? typed;
  const statements = [
    ...people.map(({ id, typed }) => {
      const phoneNumber = read(typed!);
      return db
        .update(contacts)
        .set({ phoneTyped: typed, phoneNumber, phoneKey: phoneKey(phoneNumber) })
        .where(and(eq(contacts.id, id), eq(contacts.userId, userId), eq(contacts.phoneNumber, typed!), sql`${PHONE_UNREAD}`));
    }),
    ...nudges.map(({ id, typed }) =>
      db
        .update(reminders)
        .set({ phoneTyped: typed, phoneNumber: read(typed!) })
        .where(and(eq(reminders.id, id), eq(reminders.userId, userId), eq(reminders.phoneNumber, typed!), sql`${PHONE_UNREAD}`)),
    ),
  ];
  for (let i = 0; i < statements.length; i += STATEMENTS_PER_BATCH) {
    const [first, ...rest] = statements.slice(i, i + STATEMENTS_PER_BATCH);
    await db.batch([first!, ...rest]);
  }
  return statements.length;
}
