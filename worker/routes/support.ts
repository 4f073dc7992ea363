import { Hono } from "hono";
import { t } from "@lingui/core/macro";
import { answerSupport } from "../ai/agent";
import { AI_USES } from "../ai/providers";
import { requireUser, type AppEnv } from "../auth/middleware";
import { supportRequestSchema, type SupportResponse } from "../contracts/support";
import { dbOf } from "../db/request-db";
import { insertSupportRequest, recentHistory, takeUnseenReplies } from "../db/support-requests";
import { HOUR_MS, take } from "../http/rate-limit";
import { idempotent } from "../http/idempotency";
import { validate } from "../http/validate";

/** Each request may call a paid model: enough an hour for a person, not for a script. */
export const SUPPORT_LIMIT_PER_HOUR = AI_USES.support.perHour;

/** The AI support channel (docs/product.md#ai-support): ask, recent history, human replies. */
export const supportRoutes = new Hono<AppEnv>()
  .use(requireUser)
  .post("/", validate("json", supportRequestSchema), idempotent, async (c) => {
    const { type, message, context } = c.req.valid("json");
    const user = c.get("user");
    const db = dbOf(c);
    // Taken before the model is asked, so parallel questions can't all pass a count made first.
    await take(
      c.env.DB,
      [{ key: `support:user:${user.id}`, max: SUPPORT_LIMIT_PER_HOUR, windowMs: HOUR_MS }],
      (wait) => t`Too many support requests. Please wait ${wait} and try again.`,
    );
    const answer = await answerSupport(c.env, { type, message, context, language: user.language });
    const row = await insertSupportRequest(db, user.id, {
      type,
      message,
      context: context ?? null,
      aiResponse: answer.response,
      requiresHumanReview: answer.requiresHumanReview,
      category: answer.category,
    });
    const body: SupportResponse = {
      response: answer.response,
      requiresHumanReview: answer.requiresHumanReview,
      category: answer.category,
      requestId: row.id,
    };
    return c.json(body, 201);
  })
  .get("/history", async (c) => c.json(await recentHistory(dbOf(c), c.get("user").id)))
  .get("/notifications", async (c) => c.json(await takeUnseenReplies(dbOf(c), c.get("user").id)));
