import { t } from "@lingui/core/macro";
import { Hono, type Context } from "hono";
import { readAsSignedInUser } from "../auth/session-read";
import { requireUser, type AppEnv } from "../auth/middleware";
import { createNudgeSchema, deleteNudgeQuery, duplicateNudgeSchema, saveNudgeSchema, updateNudgeSchema } from "../contracts/nudges";
import { idParam } from "../contracts/id-param";
import type { Db } from "../db/client";
import { dbOf } from "../db/request-db";
import { deleteNudge, findNudge, insertedNudgeJson, insertNudge, nudgesJsonQuery, setSaved, toNudge, type NudgeList } from "../db/nudges";
import { answerInBatch } from "../db/idempotency-keys";
import { idempotencyKey, idempotent } from "../http/idempotency";
import { deleteSeries, findSeries, insertRepeating, advanceSeries } from "../db/series";
import { cachedList, rememberList } from "../nudges/list-cache";
import { editNudge } from "../nudges/edit";
import { fail } from "../http/errors";
import { assertOwnUserId } from "../http/own-user";
import { validate } from "../http/validate";
import { snoozeChoiceSchema, snoozeUntil } from "../contracts/nudge-actions";
import { userTimeZone } from "../db/user-settings";
import { markDoneEarly, snoozeNudge } from "../nudges/actions";
import { withStoredPhone } from "../contacts/phone-store";
import { rearmScheduler } from "../delivery/scheduler-stub";

const notFound = () => fail(404, t`Nudge not found`);

/** With an Idempotency-Key, the 201 answer is stored in the insert's own batch (idempotent()). */
const answerWithInsert = (c: Context<AppEnv>, db: Db) => {
  const key = idempotencyKey(c);
  return key ? [answerInBatch(db, c.get("user").id, key, 201, insertedNudgeJson)] : [];
};

/**
 * The hot read, in one D1 round trip: the session, then the list's version and JSON (built by
 * SQLite, and skipped when this session's cached copy is still current). The version is the
 * ETag, so a browser revalidating an unchanged list gets a 304 with no body.
 */
async function nudgesList(c: Context<AppEnv>, list: NudgeList) {
  let cached: ReturnType<typeof cachedList>;
  const [[built]] = await readAsSignedInUser<[{ version: number; json: string }[]]>(c, (db, owner, sessionKey) => {
    cached = cachedList(sessionKey, list);
    return [nudgesJsonQuery(db, owner, list, cached?.version)];
  });
  const version = built?.version ?? 0;
  let json = cached?.json;
  if (cached?.version !== version || json === undefined) {
    json = built?.json ?? "[]";
    rememberList(c.get("sessionTokenHash"), list, { version, json });
  }
  const etag = `"${list}-${c.get("user").id}-${version}"`;
  // private + no-cache: the browser may keep it but must ask (If-None-Match) every time.
  const headers = { "Content-Type": "application/json", ETag: etag, "Cache-Control": "private, no-cache" };
  if (c.req.header("If-None-Match") === etag) return c.body(null, 304, headers);
  return c.body(json, 200, headers);
}

/** Nudges: the pending list, history, and every change, each re-arming the user's scheduler. */
// requireUser is on each route, not .use(): these sub-apps mount at /api, where a use("*")
// would also guard every other /api route.
export const nudgeRoutes = new Hono<AppEnv>()
  .get("/reminders", (c) => nudgesList(c, "pending"))
  .get("/nudge-history", (c) => nudgesList(c, "history"))
  .post("/reminder", requireUser, validate("json", createNudgeSchema), idempotent, async (c) => {
    const { userId: claimed, recurrence, ...fields } = c.req.valid("json");
    const userId = assertOwnUserId(c, claimed);
    const db = dbOf(c);
    const stored = await withStoredPhone(db, userId, fields);
    const row = recurrence
      ? await insertRepeating(db, userId, stored, recurrence, await userTimeZone(db, userId), answerWithInsert(c, db))
      : await insertNudge(db, userId, stored, answerWithInsert(c, db));
    await rearmScheduler(c.env, userId);
    return c.json(toNudge(row, [], recurrence ?? null), 201);
  })
  .put("/reminders/:id", requireUser, validate("param", idParam), validate("json", updateNudgeSchema), async (c) => {
    const { userId: claimed, ...input } = c.req.valid("json");
    const userId = assertOwnUserId(c, claimed);
    const db = dbOf(c);
    const { id } = c.req.valid("param");
    const before = await findNudge(db, userId, id);
    if (!before) throw notFound();
    if (before.sent) throw fail(409, t`This nudge has already been sent. Reuse it from Nudge History to schedule it again.`);
    const { scope = "this", recurrence, ...fields } = input;
    const edited = await editNudge(db, userId, before, { fields: await withStoredPhone(db, userId, fields), recurrence, scope });
    if (!edited) throw fail(409, t`This nudge has already been sent. Reuse it from Nudge History to schedule it again.`);
    await rearmScheduler(c.env, userId);
    return c.json(toNudge(edited.row, [], edited.recurrence));
  })
  .delete("/reminders/:id", requireUser, validate("param", idParam), validate("query", deleteNudgeQuery), async (c) => {
    const userId = c.get("user").id;
    const db = dbOf(c);
    const row = await findNudge(db, userId, c.req.valid("param").id);
    if (!row) throw notFound();
    const series = row.seriesId !== null && !row.sent ? await findSeries(db, userId, row.seriesId) : undefined;
    const waiting = series?.pendingId === row.id ? series : undefined;
    // A repeating nudge's waiting occurrence: "this" skips to the next, "future" (the default) ends it.
    if (!waiting) {
      if (!(await deleteNudge(db, userId, row.id))) throw notFound();
    } else if (c.req.valid("query").scope === "this") await advanceSeries(db, userId, waiting, await userTimeZone(db, userId));
    else await deleteSeries(db, userId, waiting.id);
    await rearmScheduler(c.env, userId);
    return c.json({ message: t`Nudge deleted` });
  })
  .patch("/reminders/:id/save", requireUser, validate("param", idParam), validate("json", saveNudgeSchema), async (c) => {
    const row = await setSaved(dbOf(c), c.get("user").id, c.req.valid("param").id, c.req.valid("json").saved);
    if (!row) throw notFound();
    return c.json(toNudge(row));
  })
  // Done from Nudge History: the same as the notification's Done. Marking it again changes nothing.
  // From Today, a nudge due later today is done before it nudges (markDoneEarly).
  .post("/reminders/:id/done", requireUser, validate("param", idParam), async (c) => {
    const nudge = await markDoneEarly(c.env, dbOf(c), {
      userId: c.get("user").id,
      nudgeId: c.req.valid("param").id,
      at: Date.now(),
    });
    if (!nudge) throw notFound();
    return c.json(toNudge(nudge));
  })
  // Snooze from the Contact card a notification opened (the notification's Snooze, with the session),
  // or from Today, where a pending nudge is moved rather than copied.
  .post("/reminders/:id/snooze", requireUser, validate("param", idParam), validate("json", snoozeChoiceSchema), async (c) => {
    const { until, timeZone } = c.req.valid("json");
    const db = dbOf(c);
    const userId = c.get("user").id;
    const snoozed = await snoozeNudge(c.env, db, {
      userId,
      nudgeId: c.req.valid("param").id,
      until: snoozeUntil(until, Date.now(), timeZone ?? (await userTimeZone(db, userId))),
    });
    if (!snoozed) throw notFound();
    // 201 for a new copy; snoozing again moved the one already waiting (or a pending nudge itself).
    return c.json(toNudge(snoozed.copy), snoozed.moved ? 200 : 201);
  })
  .post(
    "/reminders/:id/duplicate",
    requireUser,
    validate("param", idParam),
    validate("json", duplicateNudgeSchema),
    idempotent,
    async (c) => {
      const userId = c.get("user").id;
      const db = dbOf(c);
      const source = await findNudge(db, userId, c.req.valid("param").id);
      if (!source) throw notFound();
      const { targetName, message, phoneNumber, phoneTyped, url } = source;
      const input = c.req.valid("json");
      const row = await insertNudge(
        db,
        userId,
        {
          targetName,
          message: input.message ?? message,
          phoneNumber,
          phoneTyped,
          url,
          remindAt: input.remindAt,
        },
        answerWithInsert(c, db),
      );
      await rearmScheduler(c.env, userId);
      return c.json(toNudge(row), 201);
    },
  );
