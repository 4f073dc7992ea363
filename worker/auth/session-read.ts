import type { SQL } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import type { Context } from "hono";
import { getDb, type Db } from "../db/client";
import { liveSessionOwner, liveSessionQuery } from "../db/sessions";
import { fail } from "../http/errors";
import type { AppEnv } from "./middleware";
import { bearerToken } from "./middleware";
import { acceptSession, SESSION_IDLE_MS } from "./sessions";
import { hashToken } from "./tokens";

/**
 * A signed-in read in one D1 round trip: the session lookup and the data query go out as one
 * batch, the data query scoped by the session's own subquery (so it can only ever see the data
 * of the token's live session, and nothing when the session is gone). The hot read paths use
 * this instead of requireUser + a second query: on D1 each round trip is the main cost.
 * Answers 401 exactly as requireUser does.
 */
export async function readAsSignedInUser<T>(c: Context<AppEnv>, query: (db: Db, owner: SQL) => BatchItem<"sqlite">): Promise<T> {
  const token = bearerToken(c.req.header("Authorization"));
  if (!token) throw fail(401, "Please sign in to continue.");
  const db = getDb(c.env.DB);
  const tokenHash = await hashToken(token);
  const now = Date.now();
  const [sessions, data] = await db.batch([liveSessionQuery(db, tokenHash, now), query(db, liveSessionOwner(tokenHash, now, SESSION_IDLE_MS))]);
  const session = await acceptSession(db, sessions[0], tokenHash, now);
  if (!session) throw fail(401, "Your session has expired. Please sign in again.");
  c.set("user", session.user);
  c.set("sessionTokenHash", session.tokenHash);
  return data as T;
}
