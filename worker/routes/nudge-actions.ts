// A nudge's notification actions (issue 9), called by the service worker with the single-purpose
// token from the push (and the email's Done link): no session, and the token can do nothing but
// act on that one nudge, once. Every action spends it in the object that holds it with one
// conditional UPDATE, so of any number of uses, replayed or fired at once, exactly one is carried
// out (issue 20).
import { t } from "@lingui/core/macro";
import { Hono } from "hono";
import type { AppEnv } from "../auth/middleware";
import { actionTokenSchema, contactActionSchema, snoozeSchema, snoozeUntil } from "../contracts/nudge-actions";
import { dbOf } from "../db/request-db";
import { spendLegacyActionToken } from "../db/nudge-action-tokens";
import { type TokenUse, tokenObject } from "../delivery/action-tokens";
import type { Db } from "../db/client";
import { toNudge } from "../db/nudges";
import { userTimeZone } from "../db/user-settings";
import { fail } from "../http/errors";
import { validate } from "../http/validate";
import { markDone, snoozeNudge } from "../nudges/actions";

/** The nudge the token acts on, or the reason it can't (401 unknown/expired, 409 already used). */
function actingOn(use: TokenUse) {
  if (use === "used") throw fail(409, t`This link was already used. Open Nudge to do more with this nudge.`);
  if (use === "invalid") throw fail(401, t`This notification has expired or its nudge is gone. Open Nudge to act on it there.`);
  return use;
}

/**
 * Spends the token where it is kept: in the object it names. One that names none was pushed before
 * tokens moved there and is spent in D1.
 */
async function spend(env: Env, db: Db, token: string, now: number): Promise<TokenUse> {
  const object = tokenObject(token);
  if (object === null) return spendLegacyActionToken(db, token, now);
  let id: DurableObjectId;
  try {
    id = env.NUDGE_SCHEDULER.idFromString(object);
  } catch {
    // Not an object this Worker made: nobody's token.
    return "invalid";
  }
  return env.NUDGE_SCHEDULER.get(id).spendActionToken(token, now);
}

// The nudge was deleted: since the token was spent, or before (a token in its object outlives its nudge).
const gone = () => fail(401, t`This notification's nudge is gone. Open Nudge to act on it there.`);

export const nudgeActionRoutes = new Hono<AppEnv>()
  .post("/done", validate("json", actionTokenSchema), async (c) => {
    const now = Date.now();
    const db = dbOf(c);
    const { userId, reminderId: nudgeId } = actingOn(await spend(c.env, db, c.req.valid("json").token, now));
    const nudge = await markDone(c.env, db, { userId, nudgeId, kind: "done", at: now });
    if (!nudge) throw gone();
    return c.json({ message: t`Nudge marked done`, nudge: toNudge(nudge) });
  })
  .post("/snooze", validate("json", snoozeSchema), async (c) => {
    const now = Date.now();
    const { token, until, timeZone } = c.req.valid("json");
    const db = dbOf(c);
    const { userId, reminderId: nudgeId } = actingOn(await spend(c.env, db, token, now));
    const snoozed = await snoozeNudge(c.env, db, {
      userId,
      nudgeId,
      until: snoozeUntil(until, now, timeZone ?? (await userTimeZone(db, userId))),
    });
    if (!snoozed) throw gone();
    return c.json({ message: t`Nudge snoozed`, nudge: toNudge(snoozed.copy) });
  })
  // Text and Call spend the token too (they mark the nudge done): the Contact card they open offers
  // Done and Tomorrow morning with the session, so a replayed token can't add a note each time.
  .post("/contact", validate("json", contactActionSchema), async (c) => {
    const now = Date.now();
    const { token, kind } = c.req.valid("json");
    const db = dbOf(c);
    const { userId, reminderId: nudgeId } = actingOn(await spend(c.env, db, token, now));
    const nudge = await markDone(c.env, db, { userId, nudgeId, kind, at: now });
    if (!nudge) throw gone();
    return c.json({ message: kind === "text" ? t`Text logged` : t`Call logged`, nudge: toNudge(nudge) });
  });
