import { t } from "@lingui/core/macro";
import { Hono } from "hono";
import { requireUser, type AppEnv } from "../auth/middleware";
import { dbOf } from "../db/request-db";
import { mailInAccount, rotateMailIn } from "../db/mail-in";
import { fail } from "../http/errors";
import { mailInAddress, mailInKey } from "../mail-in/address";

const notSetUp = () => fail(503, t`Mail in isn't set up on this server (CARDDAV_KEY is missing).`);

/**
 * The account's private mail-in address: shown (computed, nothing written, so GET stays a read)
 * and replaced. The mail itself arrives through the Worker's email() handler (worker/mail-in/).
 */
// requireUser on each route: this sub-app mounts at /api (see nudges.ts).
export const mailInRoutes = new Hono<AppEnv>()
  .get("/mail-in", requireUser, async (c) => {
    const key = await mailInKey(c.env);
    if (!key) throw notSetUp();
    const userId = c.get("user").id;
    const account = await mailInAccount(dbOf(c), userId);
    if (!account) throw fail(404, t`Account not found`);
    return c.json({ address: await mailInAddress(c.env, key, userId, account.mailInVersion) });
  })
  .post("/mail-in/rotate", requireUser, async (c) => {
    const key = await mailInKey(c.env);
    if (!key) throw notSetUp();
    const userId = c.get("user").id;
    const version = await rotateMailIn(dbOf(c), userId);
    if (version === null) throw fail(404, t`Account not found`);
    return c.json({ address: await mailInAddress(c.env, key, userId, version) });
  });
