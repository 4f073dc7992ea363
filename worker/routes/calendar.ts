import { t } from "@lingui/core/macro";
import { speaking } from "../i18n/request";
import { Hono } from "hono";
import { requireUser, type AppEnv } from "../auth/middleware";
import { feedCalendar } from "../calendar/feed";
import { userTimeZone } from "../db/user-settings";
import { dbOf } from "../db/request-db";
import { createFeed, feedOwner, feedRows, findFeed, revokeFeed } from "../db/calendar-feed";
import { fail } from "../http/errors";

const feedUrl = (env: Env, secret: string) => `${env.APP_URL}/api/calendar/${secret}.ics`;
// newToken(): 32 random bytes, base64url.
const FEED_FILE = /^([A-Za-z0-9_-]{43})\.ics$/;

/**
 * The private calendar feed: signed-in routes make, show and revoke its secret address; the
 * feed itself needs only the secret, since calendar apps fetch it without a session.
 */
// requireUser on each route: this sub-app mounts at /api (see reminders.ts).
export const calendarRoutes = new Hono<AppEnv>()
  .get("/calendar-feed", requireUser, async (c) => {
    const feed = await findFeed(dbOf(c), c.get("user").id);
    return c.json({ active: feed !== undefined, createdAt: feed ? new Date(feed.createdAt).toISOString() : null });
  })
  .post("/calendar-feed", requireUser, async (c) => {
    const { secret, createdAt } = await createFeed(dbOf(c), c.get("user").id);
    // The address is shown this once: only its hash is kept.
    return c.json({ active: true, createdAt: new Date(createdAt).toISOString(), url: feedUrl(c.env, secret) }, 201);
  })
  .delete("/calendar-feed", requireUser, async (c) => {
    if (!(await revokeFeed(dbOf(c), c.get("user").id))) throw fail(404, t`There is no calendar feed to revoke`);
    return c.json({ message: t`Calendar feed revoked` });
  })
  .get("/calendar/:file", async (c) => {
    const secret = FEED_FILE.exec(c.req.param("file"))?.[1];
    const db = dbOf(c);
    const owner = secret ? await feedOwner(db, secret) : undefined;
    if (!owner) throw fail(404, t`Calendar feed not found`);
    const [rows, timeZone] = [await feedRows(db, owner.userId), await userTimeZone(db, owner.userId)];
    const body = speaking(owner.language, () => feedCalendar(rows, new URL(c.env.APP_URL).host, Date.now(), timeZone));
    return c.body(body, 200, {
      "Content-Type": "text/calendar; charset=utf-8",
      "Content-Disposition": 'inline; filename="nudge.ics"',
      "Cache-Control": "private, max-age=300",
      "X-Robots-Tag": "noindex",
    });
  });
