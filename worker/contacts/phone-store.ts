// How a phone someone typed is stored (issue 21): E.164 when it reads as a number in their region
// (the Worker decides, whatever the client sent), else exactly as typed; what was typed is kept
// beside it either way, so nothing typed is ever lost.
import { sql } from "drizzle-orm";
import type { SQLiteColumn } from "drizzle-orm/sqlite-core";
import { phoneKey } from "../contracts/contacts";
import { toE164 } from "../contracts/phone-numbers";
import type { Db } from "../db/client";
import { userPhoneRegion } from "../db/user-settings";

export type StoredPhone = { phoneNumber?: string | null; phoneTyped?: string | null };

/** The columns for a typed phone: not sent (undefined) changes nothing, null clears it. */
export function storedPhone(typed: string | null | undefined, region: string | null): StoredPhone {
  if (typed === undefined) return {};
  const text = typed?.trim();
  if (!text) return { phoneNumber: null, phoneTyped: null };
  return { phoneNumber: toE164(text, region) ?? text, phoneTyped: text };
}

/** The fields with their phone as stored, read in the user's region (looked up only when a phone was sent). */
export async function withStoredPhone<T extends { phoneNumber?: string | null }>(
  db: Db,
  userId: number,
  fields: T,
): Promise<T & StoredPhone> {
  const region = fields.phoneNumber?.trim() ? await userPhoneRegion(db, userId) : null;
  return { ...fields, ...storedPhone(fields.phoneNumber, region) };
}

/**
 * The keys a text or call from this phone may match a contact by: the number read in the user's
 * region, and its bare digits (a number that didn't read is keyed by what was typed).
 */
export async function phoneKeysOf(db: Db, userId: number, phone: string) {
  const region = phone.trim().startsWith("+") ? null : await userPhoneRegion(db, userId);
  const keys = [phoneKey(toE164(phone, region)), phoneKey(phone)].filter((key): key is string => key !== null);
  return [...new Set(keys)];
}

/**
 * phoneTyped for an edit: what was first typed stays while the number stays the same (an edit
 * form shows the number formatted, and sends that back with the other changes); a new number
 * keeps its own text. Evaluated by SQLite against the row as it was.
 */
export function typedOnEdit(columns: { phoneNumber: SQLiteColumn; phoneTyped: SQLiteColumn }, { phoneNumber, phoneTyped }: StoredPhone) {
  if (phoneNumber === undefined) return undefined;
  if (phoneNumber === null) return null;
  return sql`case when ${columns.phoneNumber} = ${phoneNumber} and ${columns.phoneTyped} is not null then ${columns.phoneTyped} else ${phoneTyped ?? null} end`;
}
