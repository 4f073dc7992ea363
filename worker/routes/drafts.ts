import { Hono } from "hono";
import { t } from "@lingui/core/macro";
import { AI_USES, modelProviders } from "../ai/providers";
import { requireUser, type AppEnv } from "../auth/middleware";
import type { DraftsResponse } from "../contracts/drafts";
import { draftRequestSchema } from "../contracts/drafts-input";
import { hashToken } from "../auth/tokens";
import { dbOf } from "../db/request-db";
import { cachedDrafts, keepDrafts } from "../db/draft-cache";
import { listTemplates } from "../db/templates";
import { findSettings } from "../db/user-settings";
import { composeDrafts, fillTemplates } from "../drafts/composer";
import { draftAsk } from "../drafts/prompt";
import { draftContext } from "../drafts/context";
import { NOTICES, writeDrafts } from "../drafts/write";
import { DEFAULT_TIME_ZONE } from "../contracts/time-zone";
import { fail } from "../http/errors";
import { DAY_MS, giveBack, tryTake } from "../http/rate-limit";
import { validate } from "../http/validate";

export const aiDraftsOff = () =>
  t`AI drafts are off. Turn on “Write drafts with AI” under Message drafts in your Account, or ask for templates, which need no AI.`;

/**
 * Message drafts for one person (issue 42): by a model once the person turned AI drafts on, else
 * (or when asked for templates) by the built-in composer; always with their own templates filled in.
 */
// requireUser on each route: this sub-app mounts at /api (see nudges.ts).
export const draftRoutes = new Hono<AppEnv>().post("/drafts", requireUser, validate("json", draftRequestSchema), async (c) => {
  const db = dbOf(c);
  const userId = c.get("user").id;
  const { source, ...ask } = c.req.valid("json");
  // The settings row once: its zone dates the facts, its switch decides whether a model is asked.
  const [settings, own] = await Promise.all([findSettings(db, userId), listTemplates(db, userId)]);
  const context = await draftContext(db, userId, ask, settings?.timeZone ?? DEFAULT_TIME_ZONE);
  const answer = (body: Pick<DraftsResponse, "source" | "drafts" | "notice">): DraftsResponse => ({
    ...body,
    templates: fillTemplates(own, context),
    channel: context.channel,
  });
  if (source === "templates") return c.json(answer({ source: "templates", drafts: composeDrafts(context) }));
  if (!settings?.aiDrafts) throw fail(403, aiDraftsOff());

  const providers = modelProviders(c.env, AI_USES.drafts.timeoutMs);
  if (providers.length === 0) return c.json(answer({ source: "templates", drafts: composeDrafts(context), notice: NOTICES.none }));
  // The same ask about the same facts is answered from the cache: no model call, no part of the limit.
  const requestKey = [ask.nudgeId ?? "", ask.contactId ?? "", ask.targetName.toLowerCase(), context.purpose, context.channel].join("|");
  const contextKey = await hashToken(JSON.stringify(draftAsk(context)));
  const cached = await cachedDrafts(db, userId, requestKey, contextKey);
  if (cached) return c.json(answer({ source: "ai", drafts: cached.drafts }));

  const taken = await tryTake(c.env.DB, [{ key: `drafts:user:${userId}`, max: AI_USES.drafts.perDay, windowMs: DAY_MS }]);
  if (!taken) return c.json(answer({ source: "templates", drafts: composeDrafts(context), notice: NOTICES.cap(AI_USES.drafts.perDay) }));
  const written = await writeDrafts(context, providers);
  if (written.source === "templates") {
    // No model gave drafts: that ask doesn't count against the day's limit.
    await giveBack(c.env.DB, taken);
    return c.json(answer(written));
  }
  await keepDrafts(db, userId, requestKey, contextKey, { drafts: written.drafts });
  return c.json(answer({ source: "ai", drafts: written.drafts }));
});
