// A contact's logged interactions (issue 41), each scoped to its owner. Logging one moves the
// contact's lastContactAt forward (never back: an older one found later is history, not news).
import { and, desc, eq, inArray, sql } from "drizzle-orm";
import type { Interaction, InteractionSource } from "../contracts/interactions";
import type { Db } from "./client";
import { contacts, interactions } from "./schema";

type Row = typeof interactions.$inferSelect;

const toInteraction = (row: Row): Interaction => ({
  id: row.id,
  contactId: row.contactId,
  at: new Date(row.at).toISOString(),
  title: row.title,
  source: row.source as InteractionSource,
  createdAt: new Date(row.createdAt).toISOString(),
});

/** The contact's interactions, newest first. */
export async function listInteractions(db: Db, userId: number, contactId: number) {
  const rows = await db
    .select()
    .from(interactions)
    .where(and(eq(interactions.userId, userId), eq(interactions.contactId, contactId)))
    .orderBy(desc(interactions.at), desc(interactions.id))
    .all();
  return rows.map(toInteraction);
}

/**
 * Logs one on the user's own contact, in one batch with the contact's lastContactAt; null when the
 * contact is not theirs. One with a sourceRef already logged (the same event pulled again, a
 * review answered twice) is moved to the new time, title and contact rather than logged twice.
 */
export async function logInteraction(
  db: Db,
  userId: number,
  fields: { contactId: number; at: number; title: string; source: InteractionSource; sourceRef?: string },
) {
  const own = and(eq(contacts.id, fields.contactId), eq(contacts.userId, userId));
  const [touched, inserted] = await db.batch([
    db
      .update(contacts)
      .set({ lastContactAt: sql`max(coalesce(${contacts.lastContactAt}, 0), ${fields.at})` })
      .where(own)
      .returning({ id: contacts.id }),
    db
      .insert(interactions)
      .select(
        db
          .select({
            // Every column, in the table's order (drizzle's insert-select); the id is SQLite's to give.
            id: sql<number>`null`.as("id"),
            userId: sql<number>`${userId}`.as("userId"),
            contactId: contacts.id,
            at: sql<number>`${fields.at}`.as("at"),
            title: sql<string>`${fields.title}`.as("title"),
            source: sql<string>`${fields.source}`.as("source"),
            sourceRef: sql<string | null>`${fields.sourceRef ?? null}`.as("sourceRef"),
            createdAt: sql<number>`(unixepoch('subsec') * 1000)`.as("createdAt"),
          })
          .from(contacts)
          .where(own),
      )
      .onConflictDoUpdate({
        target: [interactions.userId, interactions.source, interactions.sourceRef],
        set: { contactId: sql`excluded.contactId`, at: sql`excluded.at`, title: sql`excluded.title` },
      })
      .returning(),
  ]);
  return touched.length && inserted[0] ? toInteraction(inserted[0]) : null;
}

// Six bound values a row: 16 rows stay inside D1's 100-parameter limit per statement.
const ROWS_PER_STATEMENT = 16;
const IDS_PER_STATEMENT = 90;

/**
 * Logs many interactions of one source at once (a calendar pull's meetings), each moved when its
 * sourceRef is logged already, and moves each contact's lastContactAt to its newest, in one batch.
 * The contacts must be the user's own (the caller matched them among the user's contacts).
 */
export async function logInteractions(
  db: Db,
  userId: number,
  source: InteractionSource,
  rows: { contactId: number; at: number; title: string; sourceRef: string }[],
) {
  if (rows.length === 0) return;
  const statements = [];
  for (let i = 0; i < rows.length; i += ROWS_PER_STATEMENT)
    statements.push(
      db
        .insert(interactions)
        .values(rows.slice(i, i + ROWS_PER_STATEMENT).map((r) => ({ ...r, userId, source })))
        .onConflictDoUpdate({
          target: [interactions.userId, interactions.source, interactions.sourceRef],
          set: { contactId: sql`excluded.contactId`, at: sql`excluded.at`, title: sql`excluded.title` },
        }),
    );
  const ids = [...new Set(rows.map((r) => r.contactId))];
  for (let i = 0; i < ids.length; i += IDS_PER_STATEMENT)
    statements.push(
      db
        .update(contacts)
        .set({
          lastContactAt: sql`max(coalesce(${contacts.lastContactAt}, 0), (select max(${interactions.at}) from ${interactions} where ${interactions.contactId} = ${contacts.id} and ${interactions.userId} = ${userId}))`,
        })
        .where(and(eq(contacts.userId, userId), inArray(contacts.id, ids.slice(i, i + IDS_PER_STATEMENT)))),
    );
  const [first, ...rest] = statements;
  await db.batch([first!, ...rest]);
}
