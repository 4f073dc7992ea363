import { t } from "@lingui/core/macro";
import { Hono } from "hono";
import type { AppEnv } from "../auth/middleware";
import { resolveSupportSchema, supportListQuery } from "../contracts/admin";
import { dbOf } from "../db/request-db";
import { findSupportRequest, listSupportRequests, markNotified, settleSupportRequest, toAdminSupportRequest } from "../db/support-requests";
import { fail } from "../http/errors";
import { validate } from "../http/validate";
import { idParam } from "../contracts/id-param";
import { notifySupportReply } from "../delivery/support-reply";

/** The support queue: list (all, or ?status=pending), Escalate (status only), Resolve (reply + notify the user). */
export const adminSupportRoutes = new Hono<AppEnv>()
  .get("/", validate("query", supportListQuery), async (c) => c.json(await listSupportRequests(dbOf(c), c.req.valid("query").status)))
  .patch("/:id", validate("param", idParam), validate("json", resolveSupportSchema), async (c) => {
    const { id } = c.req.valid("param");
    const { id: bodyId, status, humanResponse } = c.req.valid("json");
    if (bodyId !== undefined && bodyId !== id) throw fail(400, t`The id in the body does not match the URL`);
    const db = dbOf(c);
    const existing = await findSupportRequest(db, id);
    if (!existing) throw fail(404, t`Support request not found`);
    const settled = await settleSupportRequest(db, id, { status, humanResponse: status === "resolved" ? humanResponse : undefined });
    if (!settled) throw fail(409, t`This request is already ${existing.status}; only pending requests can be escalated or resolved.`);
    if (status === "escalated") return c.json(toAdminSupportRequest(settled));
    const flags = await notifySupportReply(c.env, {
      id,
      userId: settled.userId,
      message: settled.message,
      humanResponse: settled.humanResponse!,
    });
    return c.json(toAdminSupportRequest((await markNotified(db, id, flags)) ?? settled));
  });
