import { and, eq, isNotNull } from "drizzle-orm";
import { phoneKey } from "../contracts/contacts";
import type { Db } from "./client";
import { contacts } from "./schema";

// Four bound values a row: 24 rows stay inside D1's 100-parameter limit per statement.
const ROWS_PER_STATEMENT = 24;

/**
 * Adds people from a phone or text import, skipping any whose phone is already a contact or
 * repeats earlier in the batch. One read, then every insert in one atomic batch (one round trip).
 */
export async function importContacts(db: Db, userId: number, rows: { name: string; phoneNumber: string }[]) {
  const existing = await db.select({ key: contacts.phoneKey }).from(contacts).where(and(eq(contacts.userId, userId), isNotNull(contacts.phoneKey))).all();
  const seen = new Set(existing.map((r) => r.key));
  const fresh: { userId: number; name: string; phoneNumber: string; phoneKey: string }[] = [];
  for (const row of rows) {
    const key = phoneKey(row.phoneNumber);
    if (!key || seen.has(key)) continue;
    seen.add(key);
    fresh.push({ userId, name: row.name, phoneNumber: row.phoneNumber.trim(), phoneKey: key });
  }
  const statements = [];
  for (let i = 0; i < fresh.length; i += ROWS_PER_STATEMENT) statements.push(db.insert(contacts).values(fresh.slice(i, i + ROWS_PER_STATEMENT)));
  const [first, ...rest] = statements;
  if (first) await db.batch([first, ...rest]);
  return { created: fresh.length, skipped: rows.length - fresh.length };
}

/** A text, call or done nudge: the matching contact was just in touch. Answers its id, if any. */
export async function touchContactByPhone(db: Db, userId: number, phone: string, at: number) {
  const key = phoneKey(phone);
  if (!key) return null;
  const row = await db.update(contacts).set({ lastContactAt: at }).where(and(eq(contacts.userId, userId), eq(contacts.phoneKey, key))).returning({ id: contacts.id }).get();
  return row?.id ?? null;
}
