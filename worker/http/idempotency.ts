// Idempotency-Key on the create endpoints (issue 38): a client sends one key per form submission
// (and the offline queue keeps it with the queued write), so a retry after a lost answer, a crash
// or a double send gets the first answer again instead of making a second row. Keys are per user
// and kept 24 h (worker/db/idempotency-keys.ts).
import { t } from "@lingui/core/macro";
import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "../auth/middleware";
import { dbOf } from "../db/request-db";
import { recordAnswer, releaseKey, takeKey } from "../db/idempotency-keys";
import { fail } from "./errors";

export const IDEMPOTENCY_HEADER = "Idempotency-Key";
const KEY = /^[A-Za-z0-9_-]{8,100}$/;

async function requestHash(method: string, path: string, body: string) {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(`${method} ${path}\n${body}`));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, "0")).join("");
}

/** The request's key, once idempotent() has taken it for this request (for answerInBatch). */
export const idempotencyKey = (c: { req: { header: (name: string) => string | undefined } }) => c.req.header(IDEMPOTENCY_HEADER);

/**
 * After requireUser and validate: without the header, the request runs as ever. With it, the
 * first request with the key runs and its 2xx answer is kept; a retry with the same key and
 * request gets that answer (same status and body); the same key with another request is a 409.
 */
export const idempotent: MiddlewareHandler<AppEnv> = async (c, next) => {
  const key = idempotencyKey(c);
  if (key === undefined) return next();
  if (!KEY.test(key)) throw fail(400, t`${IDEMPOTENCY_HEADER} must be 8 to 100 letters, digits, - or _ (a UUID is best)`);
  const userId = c.get("user").id;
  const db = dbOf(c);
  const hash = await requestHash(c.req.method, c.req.path, await c.req.text());
  const { taken, row } = await takeKey(db, userId, key, hash, Date.now());
  if (!taken) {
    if (row.requestHash !== hash)
      throw fail(409, t`This ${IDEMPOTENCY_HEADER} was already used for a different request. Send a new key with each new change.`);
    if (row.status === null || row.body === null) throw fail(409, t`This change is still being saved. Wait a moment and try again.`);
    return c.body(row.body, row.status as 200, { "Content-Type": "application/json", "Idempotent-Replayed": "true" });
  }
  try {
    await next();
  } finally {
    // A refused request wrote nothing: its retry runs again. So does one that failed, which for
    // the nudge creates (their answer commits with the row) means it did not commit either.
    if (c.res.ok) await recordAnswer(db, userId, key, c.res.status, await c.res.clone().text());
    else await releaseKey(db, userId, key);
  }
};
