import { Hono } from "hono";
import { answerSupport } from "../ai/agent";
import { requireUser, type AppEnv } from "../auth/middleware";
import { supportRequestSchema, type SupportResponse } from "../contracts/support";
import { getDb } from "../db/client";
import { countSince, insertSupportRequest, recentHistory, takeUnseenReplies } from "../db/support-requests";
import { fail } from "../http/errors";
import { validate } from "../http/validate";

/** Each request may call a paid model: 30 an hour per user is plenty for a person, not for a script. */
export const SUPPORT_LIMIT_PER_HOUR = 30;
const HOUR_MS = 60 * 60 * 1000;

/** The AI support channel (SPEC "AI Support panel"): ask, recent history, human replies. */
export const supportRoutes = new Hono<AppEnv>()
  .use(requireUser)
  .post("/", validate("json", supportRequestSchema), async (c) => {
    const { type, message, context } = c.req.valid("json");
    const user = c.get("user");
    const db = getDb(c.env.DB);
    if ((await countSince(db, user.id, Date.now() - HOUR_MS)) >= SUPPORT_LIMIT_PER_HOUR) {
      throw fail(429, `You've sent ${SUPPORT_LIMIT_PER_HOUR} support requests in the last hour. Please wait a little and try again.`, { "Retry-After": "600" });
    }
    const answer = await answerSupport(c.env, { type, message, context });
    const row = await insertSupportRequest(db, user.id, {
      type,
      message,
      context: context ?? null,
      aiResponse: answer.response,
      requiresHumanReview: answer.requiresHumanReview,
      category: answer.category,
    });
    const body: SupportResponse = { response: answer.response, requiresHumanReview: answer.requiresHumanReview, category: answer.category, requestId: row.id };
    return c.json(body, 201);
  })
  .get("/history", async (c) => c.json(await recentHistory(getDb(c.env.DB), c.get("user").id)))
  .get("/notifications", async (c) => c.json(await takeUnseenReplies(getDb(c.env.DB), c.get("user").id)));
