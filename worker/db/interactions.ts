// A contact's logged interactions (issue 41), each scoped to its owner. Logging one moves the
// contact's lastContactAt forward (never back: an older one found later is history, not news).
import { and, desc, eq, sql } from "drizzle-orm";
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
