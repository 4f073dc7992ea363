// Campaign fan-out: an admin sends a push campaign to every device; measured from Send Now to
// the last decrypted arrival at the local push service, through the app's own queue consumer.
import type { Dispatcher } from "undici";
import type { PushService } from "../test/support/push-service.ts";
import type { Account, Device } from "./accounts.ts";
import { json, pool } from "./app.ts";

/** Devices made at the push service (fresh key pairs), to be seeded into the database. */
export async function makeDevices(push: PushService, pushAgent: Dispatcher, count: number): Promise<Device[]> {
  return pool(Array.from({ length: count }), 32, () => json(`${push.url}/subscriptions`, { body: {}, dispatcher: pushAgent }));
}

export async function measureCampaign(app: string, push: PushService, admin: Account, workerdCpuMs: () => number) {
  const campaign = await json(`${app}/api/admin/push-campaigns`, {
    token: admin.token,
    body: { title: "What's new in Nudge", message: "Benchmark campaign", targetType: "all" },
  });
  const ours = () => push.messages().filter((m) => (m.json as { data?: { campaignId?: number } }).data?.campaignId === campaign.id);
  const cpuBefore = workerdCpuMs();
  const sentAt = Date.now();
  const sent = await json(`${app}/api/admin/push-campaigns/${campaign.id}/send`, { method: "POST", token: admin.token, body: {} });
  const expected: number = sent.recipientCount;
  const deadline = Date.now() + 300_000;
  while (Date.now() < deadline && ours().length < expected) await new Promise((r) => setTimeout(r, 250));
  const arrivals = ours();
  const lastAt = Math.max(...arrivals.map((m) => m.receivedAt));
  const cpuMs = workerdCpuMs() - cpuBefore;
  await new Promise((r) => setTimeout(r, 1000)); // anything doubled arrives now
  const perDevice = new Map<string, number>();
  for (const m of ours()) perDevice.set(m.subscriptionId, (perDevice.get(m.subscriptionId) ?? 0) + 1);
  const seconds = (lastAt - sentAt) / 1000;
  return {
    devices: expected,
    delivered: perDevice.size,
    doubled: [...perDevice.values()].filter((n) => n > 1).length,
    secondsToLastDelivery: Math.round(seconds * 10) / 10,
    deliveriesPerSecond: Math.round(arrivals.length / seconds),
    workerdCpuMsPerDelivery: Math.round((cpuMs / Math.max(1, arrivals.length)) * 100) / 100,
  };
}
