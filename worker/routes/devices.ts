import { t } from "@lingui/core/macro";
import { Hono } from "hono";
import { requireUser, type AppEnv } from "../auth/middleware";
import { hashToken } from "../auth/tokens";
import { resubscribeSchema, thisDeviceQuery } from "../contracts/push";
import { idParam } from "../contracts/id-param";
import { getDb } from "../db/client";
import { deleteDevice, findDevice, listDevices, recordDelivered, recordFailure, replaceDeviceKeys, toDevice } from "../db/devices";
import { TEST_PUSH, testNotification, testResult } from "../delivery/device-test";
import { failureInWords } from "../delivery/push-failure";
import { fail } from "../http/errors";
import { validate } from "../http/validate";
import { sendPush } from "../delivery/push";
import { isAllowedEndpoint } from "../delivery/push-endpoint";
import { schedulerFor } from "../delivery/scheduler-stub";
import { dbOf } from "../db/request-db";

const notFound = () => fail(404, t`Device not found`);

/**
 * The person's devices (mounted at /api/push): list them, send one a test, remove one; and the
 * service worker's re-registration of a subscription its browser changed.
 */
export const deviceRoutes = new Hono<AppEnv>()
  .get("/devices", requireUser, validate("query", thisDeviceQuery), async (c) => {
    const { endpoint } = c.req.valid("query");
    const rows = await listDevices(dbOf(c), c.get("user").id);
    return c.json(rows.map((row) => toDevice(row, endpoint)));
  })
  .post("/devices/:id/test", requireUser, validate("param", idParam), async (c) => {
    const db = dbOf(c);
    const userId = c.get("user").id;
    const device = await findDevice(db, userId, c.req.valid("param").id);
    if (!device) throw notFound();
    const outcome = await sendPush(c.env, device, testNotification(), TEST_PUSH);
    const now = Date.now();
    if (outcome.kind === "delivered") await recordDelivered(db, userId, device.id, now);
    else if (outcome.kind === "gone") await removeDevice(c.env, userId, device.id);
    else await recordFailure(db, userId, device.id, now, failureInWords(outcome));
    return c.json(testResult(outcome));
  })
  .delete("/devices/:id", requireUser, validate("param", idParam), async (c) => {
    const userId = c.get("user").id;
    if (!(await removeDevice(c.env, userId, c.req.valid("param").id))) throw notFound();
    return c.json({ message: t`Device removed. It won't get nudges any more.` });
  })
  // No session: the service worker calls it on pushsubscriptionchange, when no page may be open.
  // The device secret (kept by the service worker since subscribing) is the only credential.
  .post("/resubscribe", validate("json", resubscribeSchema), async (c) => {
    const { secret, ...keys } = c.req.valid("json");
    if (!isAllowedEndpoint(c.env, keys.endpoint)) throw fail(400, t`This browser's push service is not supported. Try another browser.`);
    const result = await replaceDeviceKeys(dbOf(c), await hashToken(secret), keys);
    if (result.kind === "unknown")
      throw fail(401, t`This device is no longer registered. Sign in to Nudge on it and turn notifications on again.`);
    if (result.kind === "taken")
      throw fail(409, t`This browser now gets another Nudge account's notifications. Sign in to Nudge on it to choose.`);
    // Pushes staged for this device carry its old, dead endpoint: sent there they would come back
    // "gone" and remove the device just renewed, so they move to the new one. Its twin (the same
    // browser, registered again by the page) is merged away: what waited for it would be a repeat.
    const scheduler = schedulerFor(c.env, result.userId);
    await scheduler.renewDevice(result.id, keys);
    if (result.merged !== null) await scheduler.forgetDevices([result.merged]);
    return c.json({ id: result.id });
  });

/** Deletes the device and drops the pushes staged for it; answers false when the user has no such device. */
async function removeDevice(env: Env, userId: number, id: number) {
  if (!(await deleteDevice(getDb(env.DB), userId, id))) return false;
  await schedulerFor(env, userId).forgetDevices([id]);
  return true;
}
