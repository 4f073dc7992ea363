import { inject } from "vitest";
import { api } from "./helpers";

/** A subscription as a browser gets it from the local push service (which keeps its private key). */
export type BrowserSubscription = { id: string; endpoint: string; keys: { p256dh: string; auth: string } };
export type Delivered = {
  subscriptionId: string;
  receivedAt: number;
  payload: string;
  bodyBytes: number;
  json: any;
  headers: { ttl?: string; urgency?: string; topic?: string };
};

const service = () => inject("pushServiceUrl");

export async function browserSubscription(): Promise<BrowserSubscription> {
  const res = await fetch(`${service()}/subscriptions`, { method: "POST", headers: { "Content-Type": "application/json" }, body: "{}" });
  const sub = (await res.json()) as Omit<BrowserSubscription, "id">;
  return { ...sub, id: sub.endpoint.split("/").at(-1)! };
}

/** A browser of this user subscribes through the app's API, as the notification card does. */
export async function subscribeDevice(token: string) {
  const sub = await browserSubscription();
  const res = await api("/api/subscribe", { token, body: { endpoint: sub.endpoint, p256dh: sub.keys.p256dh, auth: sub.keys.auth } });
  if (res.status !== 201) throw new Error(`subscribe failed: ${res.status} ${res.text}`);
  return sub;
}

/** The push service will answer these statuses to the next pushes for this subscription (each after delayMs). */
export async function scriptResponses(sub: BrowserSubscription, statuses: number[], retryAfter?: number, delayMs?: number) {
  await fetch(`${service()}/subscriptions/${sub.id}/respond`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ statuses, retryAfter, delayMs }),
  });
}

export async function delivered(sub: BrowserSubscription): Promise<Delivered[]> {
  return (await fetch(`${service()}/messages?subscription=${sub.id}`)).json();
}

export async function attempts(sub: BrowserSubscription): Promise<number> {
  return ((await (await fetch(`${service()}/attempts?subscription=${sub.id}`)).json()) as { count: number }).count;
}
