import { t } from "@lingui/core/macro";
import type { Context } from "hono";
import type { AppEnv } from "../auth/middleware";
import { fail } from "./errors";

/**
 * The SPA sends userId in bodies (docs/product.md#api-conventions). It never selects whose data is touched: it must be
 * the signed-in user's own id, else 403. Answers the session's user id.
 */
export function assertOwnUserId(c: Context<AppEnv>, claimed: number | undefined) {
  const userId = c.get("user").id;
  if (claimed !== undefined && claimed !== userId) throw fail(403, t`userId does not match the signed-in user`);
  return userId;
}
