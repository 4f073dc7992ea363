// A browser's push subscription for the e2e tests: made at the local push service (over HTTPS
// signed by the local CA), then registered with the app for the signed-in person.
import { readFileSync } from "node:fs";
import type { APIRequestContext } from "@playwright/test";
import { Agent, fetch } from "undici";
import { ensureLocalCa } from "../support/local-ca";
import { startPushService, type PushService } from "../support/push-service";

export type PushSubscriptionKeys = { endpoint: string; keys: { p256dh: string; auth: string } };

/**
 * Subscribes at the local push service and registers the subscription (POST /api/subscribe) for
 * the person `headers` authorizes, as the notification card would. `respond` scripts the service's
 * answers to the pushes to come; `label` names the device. Answers the subscription and the app's
 * response, whose status each caller checks as it needs.
 */
export async function subscribeAtPushService(
  request: APIRequestContext,
  headers: Record<string, string>,
  { push, agent }: Pick<LocalPush, "push" | "agent">,
  { label, respond }: { label?: string; respond?: number[] } = {},
) {
  const sub = (await (
    await fetch(`${push.url}/subscriptions`, {
      method: "POST",
      body: respond === undefined ? "{}" : JSON.stringify({ respond }),
      headers: { "Content-Type": "application/json" },
      dispatcher: agent,
    })
  ).json()) as PushSubscriptionKeys;
  const res = await request.post("/api/subscribe", {
    headers,
    data: { endpoint: sub.endpoint, p256dh: sub.keys.p256dh, auth: sub.keys.auth, ...(label === undefined ? {} : { label }) },
  });
  return { sub, res };
}

export type LocalPush = { push: PushService; agent: Agent; close(): Promise<void> };

/** The local push service and an HTTP agent that trusts its CA; `close` stops both. */
export async function startLocalPush(): Promise<LocalPush> {
  const ca = await ensureLocalCa(".state/ca");
  const push = await startPushService({ cert: ca.cert, key: ca.key });
  const agent = new Agent({ connect: { ca: readFileSync(ca.caCertPath, "utf8") } });
  const close = async () => {
    await push.close();
    await agent.close();
  };
  return { push, agent, close };
}
