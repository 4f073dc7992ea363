import { t } from "@lingui/core/macro";
import { Hono } from "hono";
import type { AppEnv } from "../auth/middleware";
import { enqueueCampaign } from "../delivery/campaign-queue";
import { campaignSchema } from "../contracts/admin";
import {
  claimDraft,
  countAudience,
  findCampaign,
  insertCampaign,
  listCampaigns,
  targetDeviceIds,
  toCampaign,
  unclaim,
} from "../db/campaigns";
import { dbOf } from "../db/request-db";
import { fail } from "../http/errors";
import { validate } from "../http/validate";
import { idParam } from "../contracts/id-param";

const campaignNotFound = () => fail(404, t`Push campaign not found`);

/** Push campaigns: drafts, whom one would reach (asked before Send Now), and Send Now, which fans out through PUSH_QUEUE. */
export const adminCampaignRoutes = new Hono<AppEnv>()
  .get("/", async (c) => c.json(await listCampaigns(dbOf(c))))
  .post("/", validate("json", campaignSchema), async (c) =>
    c.json(await insertCampaign(dbOf(c), c.get("user").id, c.req.valid("json")), 201),
  )
  .get("/:id/audience", validate("param", idParam), async (c) => {
    const campaign = await findCampaign(dbOf(c), c.req.valid("param").id);
    if (!campaign) throw campaignNotFound();
    return c.json(await countAudience(c.env.DB, campaign));
  })
  .post("/:id/send", validate("param", idParam), async (c) => {
    const { id } = c.req.valid("param");
    const db = dbOf(c);
    const campaign = await findCampaign(db, id);
    if (!campaign) throw campaignNotFound();
    if (campaign.status !== "draft") throw fail(409, t`This campaign was already sent; only drafts can be sent.`);
    const subscriptionIds = await targetDeviceIds(c.env.DB, campaign);
    // Claimed before queueing, so two clicks (or two admins) can never send it twice.
    const claimed = await claimDraft(db, id, subscriptionIds.length);
    if (!claimed) throw fail(409, t`This campaign was already sent; only drafts can be sent.`);
    try {
      await enqueueCampaign(c.env.PUSH_QUEUE, id, subscriptionIds);
    } catch (err) {
      console.error(`Queueing campaign ${id} failed`, err);
      await unclaim(db, id);
      throw fail(503, t`The campaign could not be queued for sending. Please try again.`);
    }
    return c.json(toCampaign(claimed));
  });
