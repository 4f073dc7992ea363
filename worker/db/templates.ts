// A person's own message templates (issue 42).
import { asc, count, eq } from "drizzle-orm";
import type { MessageTemplate } from "../contracts/drafts";
import type { Db } from "./client";
import { ownRow } from "./own-row";
import { messageTemplates } from "./schema";

const columns = {
  id: messageTemplates.id,
  name: messageTemplates.name,
  text: messageTemplates.text,
  createdAt: messageTemplates.createdAt,
};
const toTemplate = (row: { id: number; name: string; text: string; createdAt: number }): MessageTemplate => ({
  ...row,
  createdAt: new Date(row.createdAt).toISOString(),
});

export const listTemplates = async (db: Db, userId: number) =>
  (await db.select(columns).from(messageTemplates).where(eq(messageTemplates.userId, userId)).orderBy(asc(messageTemplates.id))).map(
    toTemplate,
  );

/** Adds one unless the account has `max` already (checked in the same statement); null when full. */
export async function addTemplate(db: Db, userId: number, fields: { name: string; text: string }, max: number) {
  const [{ n }] = (await db.select({ n: count() }).from(messageTemplates).where(eq(messageTemplates.userId, userId))) as [{ n: number }];
  if (n >= max) return null;
  const row = await db
    .insert(messageTemplates)
    .values({ userId, ...fields })
    .returning(columns)
    .get();
  return toTemplate(row);
}

export const deleteTemplate = async (db: Db, userId: number, id: number) =>
  (
    await db
      .delete(messageTemplates)
      .where(ownRow(messageTemplates, userId, id))
      .returning({ id: messageTemplates.id })
  ).length > 0;
