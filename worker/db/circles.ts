// Circles and who is in them. Callers re-sync the check-ins of members who follow a circle's
// rhythm when it changes (check-ins.ts reads it).
import { and, asc, count, eq, inArray, isNull, sql } from "drizzle-orm";
import type { Circle } from "../contracts/circles";
import { cadenceOf, type Cadence, type CadenceUnit } from "../contracts/cadence";
import type { Db } from "./client";
import { circles, contactCircles, contacts } from "./schema";

type Row = typeof circles.$inferSelect;
type Fields = { name: string; cadenceEvery?: number | null; cadenceUnit?: CadenceUnit | null };

const toCircle = (row: Row, memberCount: number): Circle => ({
  id: row.id,
  name: row.name,
  cadenceEvery: row.cadenceEvery,
  cadenceUnit: row.cadenceUnit as CadenceUnit | null,
  memberCount,
  createdAt: new Date(row.createdAt).toISOString(),
});

const mine = (userId: number, id: number) => and(eq(circles.id, id), eq(circles.userId, userId));

/** The user's circles by name, each with how many contacts are in it. */
export async function listCircles(db: Db, userId: number) {
  const rows = await db
    .select({ circle: circles, members: count(contactCircles.contactId) })
    .from(circles)
    .leftJoin(contactCircles, eq(contactCircles.circleId, circles.id))
    .where(eq(circles.userId, userId))
    .groupBy(circles.id)
    .orderBy(sql`${circles.name} COLLATE NOCASE`)
    .all();
  return rows.map((r) => toCircle(r.circle, r.members));
}

export async function findCircle(db: Db, userId: number, id: number) {
  const row = await db
    .select({ circle: circles, members: count(contactCircles.contactId) })
    .from(circles)
    .leftJoin(contactCircles, eq(contactCircles.circleId, circles.id))
    .where(mine(userId, id))
    .groupBy(circles.id)
    .get();
  return row ? toCircle(row.circle, row.members) : null;
}

/** The user's circle with this name, ignoring case as the unique index does: its name as stored. */
export const storedCircleName = async (db: Db, userId: number, name: string) =>
  (
    await db
      .select({ name: circles.name })
      .from(circles)
      .where(and(eq(circles.userId, userId), sql`${circles.name} = ${name} COLLATE NOCASE`))
      .get()
  )?.name;

export const countCircles = async (db: Db, userId: number) =>
  (await db.select({ n: count() }).from(circles).where(eq(circles.userId, userId)).get())?.n ?? 0;

export const insertCircle = (db: Db, userId: number, fields: Fields) =>
  db
    .insert(circles)
    .values({ ...fields, userId })
    .returning({ id: circles.id })
    .get();

export const updateCircle = (db: Db, userId: number, id: number, fields: Fields) =>
  db.update(circles).set(fields).where(mine(userId, id)).returning({ id: circles.id }).get();

/** Deletes the circle (its memberships cascade). Answers the members it had, or null when it isn't the user's. */
export async function deleteCircle(db: Db, userId: number, id: number) {
  const members = await membersOf(db, userId, id);
  const row = await db.delete(circles).where(mine(userId, id)).returning({ id: circles.id }).get();
  return row ? members : null;
}

/** The contacts in the circle with no rhythm of their own: those that follow the circle's. */
export async function membersOf(db: Db, userId: number, circleId: number) {
  const rows = await db
    .select({ id: contactCircles.contactId })
    .from(contactCircles)
    .innerJoin(contacts, eq(contacts.id, contactCircles.contactId))
    .where(and(eq(contactCircles.circleId, circleId), eq(contactCircles.userId, userId), isNull(contacts.cadenceUnit)))
    .all();
  return rows.map((r) => r.id);
}

/** Whether every one of these circles is the user's. */
export async function ownsCircles(db: Db, userId: number, circleIds: number[]) {
  const ids = [...new Set(circleIds)];
  if (ids.length === 0) return true;
  const owned = await db
    .select({ id: circles.id })
    .from(circles)
    .where(and(eq(circles.userId, userId), inArray(circles.id, ids)))
    .all();
  return owned.length === ids.length;
}

/** Puts the contact in exactly these circles (the caller checked they are the user's). */
export async function setContactCircles(db: Db, userId: number, contactId: number, circleIds: number[]) {
  const ids = [...new Set(circleIds)];
  const clear = db.delete(contactCircles).where(and(eq(contactCircles.contactId, contactId), eq(contactCircles.userId, userId)));
  if (ids.length === 0) await clear;
  else await db.batch([clear, db.insert(contactCircles).values(ids.map((circleId) => ({ contactId, circleId, userId })))]);
}

/** Each contact's circles with their rhythms, for the contacts list. */
/** The user's circle memberships with each circle's rhythm (the rows circlesByContact groups). */
export const circleRows = (db: Db, userId: number, contactId?: number) =>
  db
    .select({
      contactId: contactCircles.contactId,
      circleId: circles.id,
      cadenceEvery: circles.cadenceEvery,
      cadenceUnit: circles.cadenceUnit,
    })
    .from(contactCircles)
    .innerJoin(circles, eq(circles.id, contactCircles.circleId))
    .where(and(eq(contactCircles.userId, userId), contactId === undefined ? undefined : eq(contactCircles.contactId, contactId)))
    .orderBy(asc(circles.id));

/** The circle rows grouped by contact: each contact's circle ids and their rhythms. */
export function groupCircles(rows: Awaited<ReturnType<typeof circleRows>>) {
  const byContact = new Map<number, { ids: number[]; cadences: Cadence[] }>();
  for (const row of rows) {
    const entry = byContact.get(row.contactId) ?? { ids: [], cadences: [] };
    entry.ids.push(row.circleId);
    const cadence = cadenceOf(row);
    if (cadence) entry.cadences.push(cadence);
    byContact.set(row.contactId, entry);
  }
  return byContact;
}

export async function circlesByContact(db: Db, userId: number, contactId?: number) {
  return groupCircles(await circleRows(db, userId, contactId));
}
