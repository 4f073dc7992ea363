import { Hono } from "hono";
import type { AppEnv } from "../auth/middleware";
import { unsubscribeQuery } from "../contracts/email";
import { getDb } from "../db/client";
import { turnOffNudgeEmails } from "../db/user-settings";
import { fail } from "../http/errors";
import { validate } from "../http/validate";

/**
 * Nudge emails' one-click opt-out (RFC 8058), mounted at /api/email. No session: the key in the
 * link is the credential, and it can only turn reminder emails off (nudges' and the digest). Mail providers POST
 * `List-Unsubscribe=One-Click` as a form; the SPA's confirm page POSTs an empty or JSON body. The
 * body says nothing the address doesn't, so it is never read: any of them works, none can fail.
 */
export const emailRoutes = new Hono<AppEnv>().post("/unsubscribe", validate("query", unsubscribeQuery), async (c) => {
  if (!(await turnOffNudgeEmails(getDb(c.env.DB), c.req.valid("query").token))) {
    throw fail(400, "This unsubscribe link is no longer valid. Sign in and turn nudge emails off in Account.");
  }
  return c.json({ message: "You won't get nudge emails any more. You can turn them back on in Account." });
});
