import { desc, eq } from "drizzle-orm";
import { isLanguage, type Language } from "../contracts/languages";
import type { KnowledgeCategory, KnowledgeItem } from "../contracts/admin";
import type { Db } from "./client";
import { knowledgeBase } from "./schema";

type Row = typeof knowledgeBase.$inferSelect;
export const toKnowledgeItem = (row: Row): KnowledgeItem => ({
  ...row,
  category: row.category as KnowledgeCategory | null,
  language: isLanguage(row.language) ? row.language : "en",
  createdAt: new Date(row.createdAt).toISOString(),
  updatedAt: new Date(row.updatedAt).toISOString(),
});

/** Highest priority first (what the agent leans on most), newest first within a priority. */
export async function listKnowledge(db: Db, language?: Language) {
  const rows = await db
    .select()
    .from(knowledgeBase)
    .where(language ? eq(knowledgeBase.language, language) : undefined)
    .orderBy(desc(knowledgeBase.priority), desc(knowledgeBase.createdAt), desc(knowledgeBase.id))
    .all();
  return rows.map(toKnowledgeItem);
}

export type KnowledgeFields = {
  title: string;
  content: string;
  category: KnowledgeCategory;
  tags?: string;
  priority: number;
  language: Language;
};

export const insertKnowledge = async (db: Db, fields: KnowledgeFields) =>
  toKnowledgeItem(
    await db
      .insert(knowledgeBase)
      .values({ ...fields, tags: fields.tags ?? null })
      .returning()
      .get(),
  );

/** Answers the item as it now is, or undefined when there is no such item. */
export async function setKnowledgeActive(db: Db, id: number, isActive: boolean) {
  const row = await db.update(knowledgeBase).set({ isActive, updatedAt: Date.now() }).where(eq(knowledgeBase.id, id)).returning().get();
  return row && toKnowledgeItem(row);
}

/** Answers whether an item was deleted (the FTS index follows by trigger). */
export async function deleteKnowledge(db: Db, id: number) {
  const row = await db.delete(knowledgeBase).where(eq(knowledgeBase.id, id)).returning({ id: knowledgeBase.id }).get();
  return row !== undefined;
}
