// Push campaign fan-out through the PUSH_QUEUE Cloudflare Queue: sending a campaign enqueues its
// devices in slices; the consumer pushes each slice, counts deliveries, prunes dead
// devices and re-enqueues only the devices worth another try, so counts never double.
import { addDelivered, deleteDevicesByIds, findCampaign, devicesByIds } from "../db/campaigns";
import { getDb } from "../db/client";
import { sendPush, type PushOutcome } from "./push";

export type CampaignMessage = { campaignId: number; subscriptionIds: number[]; attempt: number };

/** Devices per queue message: one message's pushes stay well inside a Worker's subrequest budget. */
export const SLICE = 50;
// sendBatch takes at most 100 messages per call.
const MESSAGES_PER_BATCH = 100;
const MAX_ATTEMPTS = 4;
// Workers allow six simultaneous outgoing connections per invocation.
const SEND_CONCURRENCY = 6;
const CAMPAIGN_TTL_S = 24 * 60 * 60;

export async function enqueueCampaign(queue: Queue<CampaignMessage>, campaignId: number, subscriptionIds: number[]) {
  const messages: { body: CampaignMessage }[] = [];
  for (let i = 0; i < subscriptionIds.length; i += SLICE)
    messages.push({ body: { campaignId, subscriptionIds: subscriptionIds.slice(i, i + SLICE), attempt: 1 } });
  for (let i = 0; i < messages.length; i += MESSAGES_PER_BATCH) await queue.sendBatch(messages.slice(i, i + MESSAGES_PER_BATCH));
  return messages.length;
}

export const campaignPayload = (c: { id: number; title: string; message: string; url: string | null }) => ({
  title: c.title,
  body: c.message,
  data: { campaignId: c.id, url: c.url },
});

async function deliverSlice(env: Env, body: CampaignMessage) {
  const campaign = await findCampaign(getDb(env.DB), body.campaignId);
  if (!campaign) return; // deleted since: nothing to send
  const payload = campaignPayload(campaign);
  const devices = await devicesByIds(env.DB, body.subscriptionIds);
  const outcomes: { id: number; outcome: PushOutcome }[] = [];
  const worker = async () => {
    for (let device = devices.shift(); device; device = devices.shift()) {
      outcomes.push({
        id: device.id,
        outcome: await sendPush(env, device, payload, {
          ttl: CAMPAIGN_TTL_S,
          urgency: "normal",
          topic: `campaign-${campaign.id}`,
          pad: false,
        }),
      });
    }
  };
  await Promise.all(Array.from({ length: SEND_CONCURRENCY }, worker));

  const delivered = outcomes.filter((o) => o.outcome.kind === "delivered").length;
  const gone = outcomes.filter((o) => o.outcome.kind === "gone").map((o) => o.id);
  const retry = outcomes.filter((o) => o.outcome.kind === "retry");
  await deleteDevicesByIds(env.DB, gone);
  if (delivered) await addDelivered(getDb(env.DB), campaign.id, delivered);
  if (retry.length && body.attempt < MAX_ATTEMPTS) {
    const waitS = Math.max(
      ...retry.map((o) => (o.outcome.kind === "retry" && o.outcome.retryAfterMs ? Math.ceil(o.outcome.retryAfterMs / 1000) : 0)),
      2 ** body.attempt,
    );
    await env.PUSH_QUEUE.send(
      { campaignId: campaign.id, subscriptionIds: retry.map((o) => o.id), attempt: body.attempt + 1 },
      { delaySeconds: Math.min(waitS, 900) },
    );
  }
}

/**
 * The queue consumer: each message is one slice of one campaign. The slices of a batch go out
 * side by side: a push waits mostly on the network, and the runtime itself queues connections
 * beyond its per-invocation limit, so one slow push service never holds up the others.
 */
export async function consumeCampaignBatch(batch: MessageBatch<CampaignMessage>, env: Env) {
  await Promise.all(
    batch.messages.map(async (message) => {
      try {
        await deliverSlice(env, message.body);
        message.ack();
      } catch (err) {
        // D1 or the queue itself failed: the whole slice is retried by the queue.
        console.error(`Campaign ${message.body.campaignId} slice failed; retrying`, err);
        message.retry({ delaySeconds: 5 });
      }
    }),
  );
}
