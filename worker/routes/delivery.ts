import { Hono } from "hono";
import { requireUser, type AppEnv } from "../auth/middleware";
import type { MissedNudges } from "../contracts/delivery";
import { getDb } from "../db/client";
import { countMissedNudges } from "../db/missed-nudges";

const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

/** How the user's nudges got to them, mounted at /api/delivery. */
export const deliveryRoutes = new Hono<AppEnv>()
  // The dashboard's warning: nudges of the last week that reached no device and no inbox.
  .get("/missed", requireUser, async (c) => {
    const since = Date.now() - WEEK_MS;
    const count = await countMissedNudges(getDb(c.env.DB), c.get("user").id, since);
    return c.json({ count, since: new Date(since).toISOString() } satisfies MissedNudges);
  });
