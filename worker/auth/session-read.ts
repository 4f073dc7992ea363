import { t } from "@lingui/core/macro";
import type { SQL } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import type { Context } from "hono";
import type { Db } from "../db/client";
import { orOnPrimary } from "../db/request-db";
import { liveSessionOwner, liveSessionQuery } from "../db/sessions";
import { fail } from "../http/errors";
import { speakAccountLanguage } from "../i18n/request";
import { bearerToken, type AppEnv } from "./middleware";
import { acceptSession, SESSION_IDLE_MS } from "./sessions";
import { hashToken } from "./tokens";

type Queries = [BatchItem<"sqlite">, ...BatchItem<"sqlite">[]];

/**
 * A signed-in read in one D1 round trip: the session lookup and the data queries go out as one
 * batch, each data query scoped by the session's own subquery (so it can only ever see the data
 * of the token's live session, and nothing once the session is gone). The hot read paths use this
 * instead of requireUser + another query: on D1 each round trip is the main cost.
 * `sessionKey` (the token's hash) lets a caller keep per-session state. Answers 401 exactly as
 * requireUser does; otherwise the queries' results, in order.
 */
export async function readAsSignedInUser<R extends unknown[]>(
  c: Context<AppEnv>,
  queries: (db: Db, owner: SQL, sessionKey: string) => Queries,
): Promise<R> {
  const token = bearerToken(c.req.header("Authorization"));
  if (!token) throw fail(401, t`Please sign in to continue.`);
  const tokenHash = await hashToken(token);
  const read = await orOnPrimary(c, async (db, final) => {
    const now = Date.now();
    const [sessions, ...results] = await db.batch([
      liveSessionQuery(db, tokenHash, now),
      ...queries(db, liveSessionOwner(tokenHash, now, SESSION_IDLE_MS), tokenHash),
    ]);
    const session = await acceptSession(db, sessions[0], tokenHash, now, final);
    if (!session) return null;
    c.set("user", session.user);
    c.set("sessionTokenHash", session.tokenHash);
    speakAccountLanguage(session.user.language);
    return results;
  });
  if (!read) throw fail(401, t`Your session has expired. Please sign in again.`);
  return read as unknown as R;
}
