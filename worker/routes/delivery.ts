import { Hono } from "hono";
import { requireUser, type AppEnv } from "../auth/middleware";
import { type MissedNudges, reasonsOf } from "../contracts/delivery";
import { dbOf } from "../db/request-db";
import { readMissedNudges } from "../db/missed-nudges";

const WEEK_MS = 7 * 24 * 60 * 60 * 1000;
const iso = (ms: number | undefined) => (ms === undefined ? null : new Date(ms).toISOString());

/** How the user's nudges got to them, mounted at /api/delivery. */
export const deliveryRoutes = new Hono<AppEnv>()
  // The dashboard's warning: nudges of the last week that reached no device and no inbox, when
  // (so it says "6 minutes ago", not "last week"), and why (so it offers the fix that applies).
  .get("/missed", requireUser, async (c) => {
    const since = Date.now() - WEEK_MS;
    const { nudges, channels } = await readMissedNudges(dbOf(c), c.get("user").id, since);
    return c.json({
      count: nudges.length,
      since: new Date(since).toISOString(),
      firstAt: iso(nudges[0]?.sentAt),
      lastAt: iso(nudges.at(-1)?.sentAt),
      reasons: reasonsOf(
        nudges.map((n) => n.delivery),
        channels,
      ),
      channels,
    } satisfies MissedNudges);
  });
