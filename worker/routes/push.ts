import { t } from "@lingui/core/macro";
import { Hono } from "hono";
import { requireUser, type AppEnv } from "../auth/middleware";
import { hashToken, newToken } from "../auth/tokens";
import { subscribeSchema, thisDeviceQuery, type SubscribeResponse, type SubscriptionStatus } from "../contracts/push";
import { dbOf } from "../db/request-db";
import { isUsersDevice } from "../db/devices";
import { hasDevice, upsertDevice } from "../db/push-subscriptions";
import { fail } from "../http/errors";
import { assertOwnUserId } from "../http/own-user";
import { validate } from "../http/validate";
import { pushConfigured } from "../delivery/push";
import { isAllowedEndpoint } from "../delivery/push-endpoint";

/** Web Push registration: the VAPID public key, storing a browser's subscription, and its status. */
export const pushRoutes = new Hono<AppEnv>()
  .get("/vapid-public-key", requireUser, (c) => {
    if (!pushConfigured(c.env)) throw fail(503, t`Push notifications are not configured on this server.`);
    return c.json({ publicKey: c.env.VAPID_PUBLIC_KEY });
  })
  .post("/subscribe", requireUser, validate("json", subscribeSchema), async (c) => {
    const { userId: claimed, endpoint, p256dh, auth, label, deviceSecret: held } = c.req.valid("json");
    const userId = assertOwnUserId(c, claimed);
    if (!isAllowedEndpoint(c.env, endpoint)) throw fail(400, t`This browser's push service is not supported. Try another browser.`);
    // The service worker keeps the secret to re-register this device when the browser changes
    // its subscription (POST /api/push/resubscribe, no session at hand); only its hash is stored.
    const deviceSecret = newToken();
    const row = await upsertDevice(
      dbOf(c),
      userId,
      { endpoint, p256dh, auth, label: label ?? null, secretHash: await hashToken(deviceSecret) },
      held ? await hashToken(held) : null,
    );
    // Another account's device, and no secret of its: the endpoint alone proves nothing.
    if (!row)
      throw fail(
        409,
        t`This browser gets another Nudge account's notifications. To get yours here, remove it in that account's Account → Devices, then turn notifications on again.`,
      );
    return c.json({ message: t`Subscribed to push notifications`, id: row.id, deviceSecret } satisfies SubscribeResponse, 201);
  })
  .get("/subscription-status", requireUser, validate("query", thisDeviceQuery), async (c) => {
    const db = dbOf(c);
    const userId = c.get("user").id;
    const { endpoint } = c.req.valid("query");
    const status: SubscriptionStatus = { hasActiveSubscription: await hasDevice(db, userId) };
    if (endpoint !== undefined) status.thisBrowser = await isUsersDevice(db, userId, endpoint);
    return c.json(status);
  });
