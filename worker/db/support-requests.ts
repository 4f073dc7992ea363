import { and, desc, eq, isNotNull, isNull } from "drizzle-orm";
import type { AdminSupportRequest } from "../contracts/admin";
import type {
  SupportCategory,
  SupportContext,
  SupportHistoryItem,
  SupportNotification,
  SupportStatus,
  SupportType,
} from "../contracts/support";
import type { Db } from "./client";
import { aiSupportRequests } from "./schema";

type Row = typeof aiSupportRequests.$inferSelect;
const iso = (ms: number | null) => (ms === null || ms === undefined ? null : new Date(ms).toISOString());

export const toAdminSupportRequest = ({ userSeenAt: _seen, ...row }: Row): AdminSupportRequest => ({
  ...row,
  type: row.type as SupportType,
  category: row.category as SupportCategory | null,
  status: row.status as SupportStatus,
  context: row.context ?? null,
  createdAt: iso(row.createdAt),
  updatedAt: iso(row.updatedAt),
});

export type NewSupportRequest = {
  type: SupportType;
  message: string;
  context: SupportContext | null;
  aiResponse: string;
  requiresHumanReview: boolean;
  category: SupportCategory;
};

export const insertSupportRequest = (db: Db, userId: number, fields: NewSupportRequest) =>
  db
    .insert(aiSupportRequests)
    .values({ ...fields, userId })
    .returning({ id: aiSupportRequests.id })
    .get();

export async function recentHistory(db: Db, userId: number, limit = 5): Promise<SupportHistoryItem[]> {
  const rows = await db
    .select({
      id: aiSupportRequests.id,
      type: aiSupportRequests.type,
      message: aiSupportRequests.message,
      createdAt: aiSupportRequests.createdAt,
    })
    .from(aiSupportRequests)
    .where(eq(aiSupportRequests.userId, userId))
    .orderBy(desc(aiSupportRequests.createdAt), desc(aiSupportRequests.id))
    .limit(limit)
    .all();
  return rows.map((r) => ({ ...r, type: r.type as SupportType, createdAt: iso(r.createdAt)! }));
}

/** Human replies the user has not seen in the app: answered, and marked seen in the same statement. */
export async function takeUnseenReplies(db: Db, userId: number, now = Date.now()): Promise<SupportNotification[]> {
  const rows = await db
    .update(aiSupportRequests)
    .set({ userSeenAt: now })
    .where(
      and(
        eq(aiSupportRequests.userId, userId),
        eq(aiSupportRequests.status, "resolved"),
        isNotNull(aiSupportRequests.humanResponse),
        isNull(aiSupportRequests.userSeenAt),
      ),
    )
    .returning()
    .all();
  return rows
    .sort((a, b) => a.updatedAt - b.updatedAt)
    .map((r) => ({
      id: r.id,
      type: r.type as SupportType,
      message: r.message,
      humanResponse: r.humanResponse!,
      updatedAt: iso(r.updatedAt)!,
    }));
}

/** The admin queue, newest first. */
/** The newest requests, of one status when it is given. */
export async function listSupportRequests(db: Db, status?: SupportStatus, limit = 200) {
  const rows = await db
    .select()
    .from(aiSupportRequests)
    .where(status ? eq(aiSupportRequests.status, status) : undefined)
    .orderBy(desc(aiSupportRequests.createdAt), desc(aiSupportRequests.id))
    .limit(limit)
    .all();
  return rows.map(toAdminSupportRequest);
}

export const findSupportRequest = (db: Db, id: number) => db.select().from(aiSupportRequests).where(eq(aiSupportRequests.id, id)).get();

/** Moves a pending request on; answers undefined when it is not pending (already handled). */
export const settleSupportRequest = (db: Db, id: number, fields: { status: "resolved" | "escalated"; humanResponse?: string }) =>
  db
    .update(aiSupportRequests)
    .set({ status: fields.status, ...(fields.humanResponse ? { humanResponse: fields.humanResponse } : {}), updatedAt: Date.now() })
    .where(and(eq(aiSupportRequests.id, id), eq(aiSupportRequests.status, "pending")))
    .returning()
    .get();

export const markNotified = (db: Db, id: number, flags: { emailSent: boolean; userNotified: boolean }) =>
  db.update(aiSupportRequests).set(flags).where(eq(aiSupportRequests.id, id)).returning().get();
