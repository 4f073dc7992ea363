import { t } from "@lingui/core/macro";
import { Hono } from "hono";
import { requireUser, type AppEnv } from "../auth/middleware";
import { maskUrl } from "../calendar/mask";
import { CalendarError, findCalDavCalendar } from "../calendar/pull";
import { runPull, type PullRun } from "../calendar/run";
import { privateHosts, refusal } from "../carddav/guard";
import { cardDavKey } from "../carddav/run";
import { sealPassword } from "../carddav/secret";
import { calendarConnectSchema, type CalendarPullAnswer, type ConnectedCalendar } from "../contracts/calendar-connect";
import { rebrief } from "../calendar/briefs";
import { deleteCalendar, findCalendar, saveCalendar } from "../db/calendars";
import { rearmScheduler } from "../delivery/scheduler-stub";
import type { Db } from "../db/client";
import { dbOf } from "../db/request-db";
import { fail } from "../http/errors";
import { validate } from "../http/validate";

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());
const notConnected = () => fail(404, t`No calendar is connected`);

/** The calendar as the API shows it: never its address in full, never its password. */
async function view(db: Db, userId: number): Promise<ConnectedCalendar | null> {
  const row = await findCalendar(db, userId);
  if (!row) return null;
  return {
    kind: row.kind === "caldav" ? "caldav" : "ics",
    url: row.shownUrl,
    username: row.username,
    lastSyncAt: iso(row.lastSyncAt),
    lastError: row.lastError,
    nextSyncAt: iso(row.nextSyncAt)!,
  };
}

/** The run's answer, or the refusal that says why there is none. */
async function answer(env: Env, db: Db, userId: number, run: PullRun): Promise<CalendarPullAnswer> {
  if (run.status === "none") throw notConnected();
  if (run.status === "busy") throw fail(409, t`This calendar is being read already. Try again in a minute.`);
  // Said as a 4xx the person can act on (fix the address, the password), never a 5xx.
  if (run.status === "failed") throw fail(400, run.error);
  // A large calendar goes on in the background, one run after the other.
  if (run.counts.remaining > 0) await env.SYNC_QUEUE.send({ userId, kind: "calendar" });
  return { calendar: (await view(db, userId))!, logged: run.counts.logged, review: run.counts.review, counts: run.counts };
}

/**
 * The incoming calendar (worker/calendar/): its events log interactions with contacts. Beside
 * the outgoing feed (calendar.ts), whose GET /calendar/:file needs a file name, so these paths
 * don't meet it.
 */
// requireUser on each route: this sub-app mounts at /api (see reminders.ts).
export const calendarConnectRoutes = new Hono<AppEnv>()
  .get("/calendar", requireUser, async (c) => c.json(await view(dbOf(c), c.get("user").id)))
  .put("/calendar", requireUser, validate("json", calendarConnectSchema), async (c) => {
    const key = cardDavKey(c.env);
    if (!key) throw fail(503, t`Calendar sync isn't set up on this server (CARDDAV_KEY is missing).`);
    const userId = c.get("user").id;
    const input = c.req.valid("json");
    const why = refusal(new URL(input.url), privateHosts(c.env.CARDDAV_PRIVATE_HOSTS));
    if (why) throw fail(400, why);
    const caldav = input.username !== undefined && input.password !== undefined;
    // A CalDAV account is signed in to first: details that don't work are refused before anything is saved.
    const url = caldav
      ? await findCalDavCalendar(
          { url: input.url, username: input.username!, password: input.password! },
          c.env.CARDDAV_PRIVATE_HOSTS,
        ).catch((error: unknown) => {
          throw error instanceof CalendarError ? fail(400, error.message) : error;
        })
      : input.url;
    const db = dbOf(c);
    await saveCalendar(
      db,
      userId,
      {
        kind: caldav ? "caldav" : "ics",
        url: await sealPassword(key, userId, url),
        shownUrl: maskUrl(input.url),
        username: caldav ? input.username! : null,
        password: caldav ? await sealPassword(key, userId, input.password!) : null,
      },
      Date.now(),
    );
    const run = await runPull(c.env, userId);
    // A first pull that can't read the calendar leaves nothing connected: the person fixes the address.
    if (run.status === "failed") {
      await deleteCalendar(db, userId);
      throw fail(400, run.error);
    }
    return c.json(await answer(c.env, db, userId, run));
  })
  .post("/calendar/sync", requireUser, async (c) => {
    const userId = c.get("user").id;
    return c.json(await answer(c.env, dbOf(c), userId, await runPull(c.env, userId)));
  })
  .delete("/calendar", requireUser, async (c) => {
    const db = dbOf(c);
    const userId = c.get("user").id;
    if (!(await deleteCalendar(db, userId))) throw notConnected();
    // Its meetings went with it, and so do the briefs still to come.
    if (await rebrief(db, userId)) await rearmScheduler(c.env, userId);
    return c.json({ message: t`Calendar disconnected. The meetings it logged stay in your contacts' history.` });
  });
