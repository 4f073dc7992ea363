import { and, eq, inArray, isNotNull } from "drizzle-orm";
import { phoneKey } from "../contracts/contacts";
import { phoneKeysOf, storedPhone } from "../phone-store";
import type { Db } from "./client";
import { contacts } from "./schema";

// Five bound values a row: 20 rows stay inside D1's 100-parameter limit per statement.
const ROWS_PER_STATEMENT = 20;

type Fresh = { userId: number; name: string; phoneNumber: string; phoneTyped: string; phoneKey: string };

/**
 * Adds people from a phone or text import, each number read in the user's region (issue 21),
 * skipping any whose number is already a contact's or repeats earlier in the batch, however each
 * was written ("5550102030" and "+1 555 010 2030" are one number in the US). One read, then
 * every insert in one atomic batch (one round trip). The caller reads old rows' numbers first.
 */
export async function importContacts(db: Db, userId: number, rows: { name: string; phoneNumber: string }[], region: string | null) {
  const existing = await db
    .select({ key: contacts.phoneKey })
    .from(contacts)
    .where(and(eq(contacts.userId, userId), isNotNull(contacts.phoneKey)))
    .all();
  const seen = new Set(existing.map((r) => r.key));
  const fresh: Fresh[] = [];
  for (const row of rows) {
    const { phoneNumber, phoneTyped } = storedPhone(row.phoneNumber, region);
    const key = phoneKey(phoneNumber);
    if (!phoneNumber || !phoneTyped || !key || seen.has(key)) continue;
    seen.add(key);
    fresh.push({ userId, name: row.name, phoneNumber, phoneTyped, phoneKey: key });
  }
  const statements = [];
  for (let i = 0; i < fresh.length; i += ROWS_PER_STATEMENT)
    statements.push(db.insert(contacts).values(fresh.slice(i, i + ROWS_PER_STATEMENT)));
  const [first, ...rest] = statements;
  if (first) await db.batch([first, ...rest]);
  return { created: fresh.length, skipped: rows.length - fresh.length };
}

/** A text, call or done nudge: the matching contact was just in touch (by the number, however written). Answers its id, if any. */
export async function touchContactByPhone(db: Db, userId: number, phone: string, at: number) {
  const keys = await phoneKeysOf(db, userId, phone);
  if (keys.length === 0) return null;
  const row = await db
    .update(contacts)
    .set({ lastContactAt: at })
    .where(and(eq(contacts.userId, userId), inArray(contacts.phoneKey, keys)))
    .returning({ id: contacts.id })
    .get();
  return row?.id ?? null;
}
