import type { Db } from "../db/client";
import { deleteSession, findLiveSession, insertSession, touchSession } from "../db/sessions";
import type { AuthUser } from "../contracts/auth";
import { hashToken, newToken } from "./tokens";

const DAY = 24 * 60 * 60 * 1000;
/** A session ends 30 days after sign-in at the latest, or after 14 days unused. */
export const SESSION_ABSOLUTE_MS = 30 * DAY;
export const SESSION_IDLE_MS = 14 * DAY;
// lastUsedAt is written at most hourly: a read-heavy API shouldn't write on every request.
const TOUCH_EVERY_MS = 60 * 60 * 1000;

export async function startSession(db: Db, userId: number, now = Date.now()) {
  const token = newToken();
  await insertSession(db, await hashToken(token), userId, now + SESSION_ABSOLUTE_MS);
  return token;
}

/**
 * The signed-in user for a bearer token, or null when missing, expired, idle too long or signed out.
 * `final: false` when `db` may be a read replica a moment behind: its "no" ends nothing, and the
 * caller asks the primary before refusing.
 */
export async function resolveSession(db: Db, token: string, { now = Date.now(), final = true } = {}) {
  const tokenHash = await hashToken(token);
  return acceptSession(db, await findLiveSession(db, tokenHash, now), tokenHash, now, final);
}

type FoundSession = { user: AuthUser; lastUsedAt: number } | undefined;

/** Applies the idle rule to a looked-up session (ending an idle one) and keeps lastUsedAt fresh. */
export async function acceptSession(db: Db, session: FoundSession, tokenHash: string, now: number, final = true) {
  if (!session) return null;
  if (now - session.lastUsedAt > SESSION_IDLE_MS) {
    if (final) await deleteSession(db, tokenHash);
    return null;
  }
  if (now - session.lastUsedAt > TOUCH_EVERY_MS) await touchSession(db, tokenHash, now);
  return { user: session.user, tokenHash };
}

export const endSession = (db: Db, tokenHash: string) => deleteSession(db, tokenHash);
