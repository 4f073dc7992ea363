import { Hono } from "hono";
import { requireUser, type AppEnv } from "../auth/middleware";
import { subscribeSchema } from "../contracts/push";
import { getDb } from "../db/client";
import { hasSubscription, upsertSubscription } from "../db/push-subscriptions";
import { fail } from "../http/errors";
import { assertOwnUserId } from "../http/own-user";
import { validate } from "../http/validate";
import { isAllowedEndpoint, pushConfigured } from "../push";

/** Web Push registration: the VAPID public key, storing a browser's subscription, and its status. */
export const pushRoutes = new Hono<AppEnv>()
  .get("/vapid-public-key", requireUser, (c) => {
    if (!pushConfigured(c.env)) throw fail(503, "Push notifications are not configured on this server.");
    return c.json({ publicKey: c.env.VAPID_PUBLIC_KEY });
  })
  .post("/subscribe", requireUser, validate("json", subscribeSchema), async (c) => {
    const { userId: claimed, endpoint, p256dh, auth } = c.req.valid("json");
    const userId = assertOwnUserId(c, claimed);
    if (!isAllowedEndpoint(c.env, endpoint)) throw fail(400, "This browser's push service is not supported. Try another browser.");
    const row = await upsertSubscription(getDb(c.env.DB), userId, { endpoint, p256dh, auth });
    return c.json({ message: "Subscribed to push notifications", id: row.id }, 201);
  })
  .get("/subscription-status", requireUser, async (c) => c.json({ hasActiveSubscription: await hasSubscription(getDb(c.env.DB), c.get("user").id) }));
