import { t } from "@lingui/core/macro";
import { Hono } from "hono";
import type { AppEnv } from "../auth/middleware";
import { type Unsubscribed, unsubscribeQuery } from "../contracts/email";
import { dbOf } from "../db/request-db";
import { deviceCount } from "../db/channels";
import { turnOffNudgeEmails } from "../db/user-settings";
import { fail } from "../http/errors";
import { validate } from "../http/validate";

/**
 * Nudge emails' one-click opt-out (RFC 8058), mounted at /api/email. No session: the key in the
 * link is the credential, and it can only turn nudge emails off (a nudge's own and the digest). Mail providers POST
 * `List-Unsubscribe=One-Click` as a form; the SPA's confirm page POSTs an empty or JSON body. The
 * body says nothing the address doesn't, so it is never read: any of them works, none can fail.
 * The answer counts the devices that still get nudges, so the page never promises notifications
 * to someone with none.
 */
export const emailRoutes = new Hono<AppEnv>()
  // The List-Unsubscribe address opened in a browser (or fetched by a mail scanner checking
  // links): the SPA's confirm page, whose button POSTs below. A GET never turns anything off
  // (RFC 8058 §3). A missing or broken key still gets the page, which says the link is incomplete.
  .get("/unsubscribe", (c) => {
    const query = unsubscribeQuery.safeParse(c.req.query());
    c.header("Cache-Control", "no-store");
    return c.redirect(query.success ? `/unsubscribe?token=${encodeURIComponent(query.data.token)}` : "/unsubscribe", 303);
  })
  .post("/unsubscribe", validate("query", unsubscribeQuery), async (c) => {
    const db = dbOf(c);
    const userId = await turnOffNudgeEmails(db, c.req.valid("query").token);
    if (userId === null) {
      throw fail(400, t`This unsubscribe link is no longer valid. Sign in and turn nudge emails off in Account.`);
    }
    const [devices] = await deviceCount(db, userId);
    return c.json({
      message: t`You won't get nudge emails any more. You can turn them back on in Account.`,
      devices: devices?.n ?? 0,
    } satisfies Unsubscribed);
  });
