import { desc, eq, sql } from "drizzle-orm";
import { parseUserIds, type CampaignAudience, type CampaignSegment, type CampaignTarget, type PushCampaign } from "../contracts/admin";
import type { Db } from "./client";
import { pushCampaigns } from "./schema";

type Row = typeof pushCampaigns.$inferSelect;
const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());
export const toCampaign = (row: Row): PushCampaign => ({
  ...row,
  targetType: row.targetType as CampaignTarget,
  scheduledAt: iso(row.scheduledAt),
  sentAt: iso(row.sentAt),
  createdAt: iso(row.createdAt)!,
  updatedAt: iso(row.updatedAt)!,
});

export async function listCampaigns(db: Db) {
  return (await db.select().from(pushCampaigns).orderBy(desc(pushCampaigns.createdAt), desc(pushCampaigns.id)).all()).map(toCampaign);
}

export type CampaignFields = {
  title: string;
  message: string;
  targetType: CampaignTarget;
  targetUserIds?: string;
  url?: string;
  scheduledAt?: string;
};

export const insertCampaign = async (db: Db, createdBy: number, f: CampaignFields) =>
  toCampaign(
    await db
      .insert(pushCampaigns)
      .values({
        title: f.title,
        message: f.message,
        targetType: f.targetType,
        // Stored tidy: "3, 5,5" → "3,5" for users; the segment key as given.
        targetUserIds:
          f.targetType === "user"
            ? parseUserIds(f.targetUserIds ?? "").join(",")
            : f.targetType === "segment"
              ? (f.targetUserIds ?? null)
              : null,
        url: f.url ?? null,
        scheduledAt: f.scheduledAt ? Date.parse(f.scheduledAt) : null,
        createdBy,
      })
      .returning()
      .get(),
  );

export const findCampaign = (db: Db, id: number) => db.select().from(pushCampaigns).where(eq(pushCampaigns.id, id)).get();

const DAY_MS = 24 * 60 * 60 * 1000;
// Who each segment is, as SQL over users (u): billing status, or no session used for 30 days.
const SEGMENT_SQL: Record<CampaignSegment, (now: number) => string> = {
  trialing: () => `u.subscriptionStatus = 'trialing'`,
  active: () => `u.subscriptionStatus = 'active'`,
  "inactive-30d": (now) => `NOT EXISTS (SELECT 1 FROM sessions s WHERE s.userId = u.id AND s.lastUsedAt > ${now - 30 * DAY_MS})`,
};

type Target = Pick<Row, "targetType" | "targetUserIds">;

/** SQL over users (u) for whom a campaign targets, with its parameters; null for an unknown segment (nobody). */
function targetWhere(campaign: Target, now: number): { where: string; binds: unknown[] } | null {
  // One JSON parameter instead of one per id: D1 allows 100 bound parameters.
  if (campaign.targetType === "user")
    return { where: "u.id IN (SELECT value FROM json_each(?1))", binds: [JSON.stringify(parseUserIds(campaign.targetUserIds ?? ""))] };
  if (campaign.targetType !== "segment") return { where: "1 = 1", binds: [] };
  const segment = SEGMENT_SQL[campaign.targetUserIds as CampaignSegment];
  return segment ? { where: segment(now), binds: [] } : null;
}

const REACHED = "FROM push_subscriptions p JOIN users u ON u.id = p.userId";

/** The ids of every device a campaign reaches right now. */
export async function targetDeviceIds(d1: D1Database, campaign: Target, now = Date.now()): Promise<number[]> {
  const target = targetWhere(campaign, now);
  if (!target) return [];
  const { results } = await d1
    .prepare(`SELECT p.id ${REACHED} WHERE ${target.where} ORDER BY p.id`)
    .bind(...target.binds)
    .all<{ id: number }>();
  return results.map((r) => r.id);
}

/** How many people (with a device) and devices a campaign would reach right now: what Send Now asks about. */
export async function countAudience(d1: D1Database, campaign: Target, now = Date.now()): Promise<CampaignAudience> {
  const target = targetWhere(campaign, now);
  if (!target) return { people: 0, devices: 0 };
  const row = await d1
    .prepare(`SELECT COUNT(DISTINCT u.id) AS people, COUNT(p.id) AS devices ${REACHED} WHERE ${target.where}`)
    .bind(...target.binds)
    .first<CampaignAudience>();
  return row ?? { people: 0, devices: 0 };
}

/** Draft → sent, once: answers the updated row, or undefined when it was not a draft any more. */
export const claimDraft = (db: Db, id: number, recipientCount: number, now = Date.now()) =>
  db
    .update(pushCampaigns)
    .set({ status: "sent", sentAt: now, recipientCount, updatedAt: now })
    .where(sql`${pushCampaigns.id} = ${id} AND ${pushCampaigns.status} = 'draft'`)
    .returning()
    .get();

/** Puts a claimed campaign back to draft when its fan-out could not be queued. */
export const unclaim = (db: Db, id: number) =>
  db.update(pushCampaigns).set({ status: "draft", sentAt: null, recipientCount: 0, updatedAt: Date.now() }).where(eq(pushCampaigns.id, id));

export type CampaignSlices = {
  campaigns: { id: number; title: string; message: string; url: string | null }[];
  devices: { id: number; userId: number; endpoint: string; p256dh: string; auth: string }[];
};

/**
 * What a queue batch of slices sends, in one round trip: their campaigns (a deleted one is
 * missing) and their devices (one removed since is missing).
 */
export async function readSlices(d1: D1Database, campaignIds: number[], deviceIds: number[]): Promise<CampaignSlices> {
  const [campaigns, devices] = await d1.batch([
    d1
      .prepare("SELECT id, title, message, url FROM push_campaigns WHERE id IN (SELECT value FROM json_each(?1))")
      .bind(JSON.stringify(campaignIds)),
    d1
      .prepare("SELECT id, userId, endpoint, p256dh, auth FROM push_subscriptions WHERE id IN (SELECT value FROM json_each(?1))")
      .bind(JSON.stringify(deviceIds)),
  ]);
  return { campaigns: campaigns!.results as CampaignSlices["campaigns"], devices: devices!.results as CampaignSlices["devices"] };
}

/** What a batch's pushes did, in one round trip: the devices gone are dropped, each campaign counts its deliveries. */
export async function recordSlices(d1: D1Database, gone: number[], delivered: Map<number, number>) {
  const statements: D1PreparedStatement[] = [];
  if (gone.length)
    statements.push(d1.prepare("DELETE FROM push_subscriptions WHERE id IN (SELECT value FROM json_each(?1))").bind(JSON.stringify(gone)));
  for (const [campaignId, count] of delivered)
    if (count)
      statements.push(d1.prepare("UPDATE push_campaigns SET deliveredCount = deliveredCount + ?1 WHERE id = ?2").bind(count, campaignId));
  if (statements.length) await d1.batch(statements);
}
