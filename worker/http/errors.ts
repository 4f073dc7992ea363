import { t } from "@lingui/core/macro";
import type { ErrorHandler, NotFoundHandler } from "hono";
import { HTTPException } from "hono/http-exception";

// 502: a server the person named (their CardDAV address book) failed to answer as it should.
type Status = 400 | 401 | 403 | 404 | 409 | 413 | 429 | 502 | 503;

/** An HTTPException whose answer carries fields beside the message (what the client needs to act). */
class Failure extends HTTPException {
  constructor(
    status: Status,
    message: string,
    headers: Record<string, string> | undefined,
    readonly fields: Record<string, unknown>,
  ) {
    super(status, { message, res: headers ? new Response(null, { headers }) : undefined });
  }
}

/**
 * Throw to answer with a status and a message; the app's onError turns it into `{ message }`,
 * plus `fields` when given (e.g. `{ turnstile: siteKey }`: the client must show the check first).
 */
export const fail = (status: Status, message: string, headers?: Record<string, string>, fields: Record<string, unknown> = {}) =>
  new Failure(status, message, headers, fields);

/** Every error becomes JSON `{ message }`; unexpected ones are logged and never leak a stack. */
export const onError: ErrorHandler = (err, c) => {
  if (err instanceof HTTPException) {
    const headers = err.res ? Object.fromEntries(err.res.headers) : undefined;
    const fields = err instanceof Failure ? err.fields : {};
    return c.json({ ...fields, message: err.message || t`Request failed` }, err.status, headers);
  }
  console.error("Unhandled error", c.req.method, c.req.path, err);
  return c.json({ message: t`Something went wrong on our side. Please try again.` }, 500);
};

export const notFound: NotFoundHandler = (c) => c.json({ message: t`No API route for ${c.req.method} ${c.req.path}` }, 404);
