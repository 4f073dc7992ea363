// Push campaign fan-out through the PUSH_QUEUE Cloudflare Queue: sending a campaign enqueues its
// devices in slices; the consumer pushes each slice, counts deliveries, prunes dead
// devices and re-enqueues only the devices worth another try.
import { readSlices, recordSlices, type CampaignSlices } from "../db/campaigns";
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

type Campaign = CampaignSlices["campaigns"][number];
type Device = CampaignSlices["devices"][number];
type Outcome = { id: number; outcome: PushOutcome };

/** One slice's pushes, a few at a time. */
async function pushSlice(env: Env, campaign: Campaign, devices: Device[]) {
  const payload = { title: campaign.title, body: campaign.message, data: { campaignId: campaign.id, url: campaign.url } };
  const outcomes: Outcome[] = [];
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
  return outcomes;
}

/** The next try for a slice's devices worth one, after the longest wait a push service asked for. */
function nextTry(body: CampaignMessage, outcomes: Outcome[]) {
  const retry = outcomes.flatMap((o) => (o.outcome.kind === "retry" ? [{ id: o.id, afterMs: o.outcome.retryAfterMs }] : []));
  if (!retry.length || body.attempt >= MAX_ATTEMPTS) return null;
  const waitS = Math.max(...retry.map((r) => (r.afterMs ? Math.ceil(r.afterMs / 1000) : 0)), 2 ** body.attempt);
  return {
    body: { campaignId: body.campaignId, subscriptionIds: retry.map((r) => r.id), attempt: body.attempt + 1 },
    delaySeconds: Math.min(waitS, 900),
  };
}

/**
 * The queue consumer: each message is one slice of one campaign. A batch is read in one D1 round
 * trip and recorded in one, whatever its number of slices: a campaign to every device is the
 * widest fan-out the one D1 primary serves. Its slices go out side by side: a push waits mostly
 * on the network, and the runtime itself queues connections beyond its per-invocation limit, so
 * one slow push service never holds up the others.
 *
 * Once a slice's pushes are out, only its failed devices are tried again, through the queue: a
 * slice whose retries cannot be queued is tried again whole (and counted then), and a record that
 * fails loses counts rather than pushing a campaign to anyone twice.
 */
export async function consumeCampaignBatch(batch: MessageBatch<CampaignMessage>, env: Env) {
  const bodies = batch.messages.map((m) => m.body);
  let read: CampaignSlices;
  try {
    read = await readSlices(
      env.DB,
      [...new Set(bodies.map((b) => b.campaignId))],
      bodies.flatMap((b) => b.subscriptionIds),
    );
  } catch (err) {
    console.error("A campaign batch could not be read; retrying it", err);
    for (const message of batch.messages) message.retry({ delaySeconds: 5 });
    return;
  }
  const campaigns = new Map(read.campaigns.map((c) => [c.id, c]));
  const devices = new Map(read.devices.map((d) => [d.id, d]));
  const sent = await Promise.all(
    batch.messages.map(async (message) => {
      // A campaign deleted since sends nothing; a device removed since is skipped.
      const campaign = campaigns.get(message.body.campaignId);
      const targets = message.body.subscriptionIds.flatMap((id) => devices.get(id) ?? []);
      const outcomes = campaign ? await pushSlice(env, campaign, targets) : [];
      return { message, outcomes, again: nextTry(message.body, outcomes) };
    }),
  );

  let settled = sent;
  const again = sent.flatMap((s) => (s.again ? [s.again] : []));
  if (again.length) {
    try {
      await env.PUSH_QUEUE.sendBatch(again);
    } catch (err) {
      console.error("A campaign batch's retries could not be queued; its slices with failures go again whole", err);
      settled = sent.filter((s) => !s.again);
      for (const s of sent) if (s.again) s.message.retry({ delaySeconds: 5 });
    }
  }

  const gone = settled.flatMap((s) => s.outcomes.flatMap((o) => (o.outcome.kind === "gone" ? [o.id] : [])));
  const delivered = new Map<number, number>();
  for (const { message, outcomes } of settled) {
    const count = outcomes.filter((o) => o.outcome.kind === "delivered").length;
    delivered.set(message.body.campaignId, (delivered.get(message.body.campaignId) ?? 0) + count);
  }
  try {
    await recordSlices(env.DB, gone, delivered);
  } catch (err) {
    console.error("A campaign batch's counts and gone devices could not be recorded", err);
  }
  for (const s of settled) s.message.ack();
}
