// What the notification-action tests share: a nudge that was just pushed, with its action token.
import { runDurableObjectAlarm } from "cloudflare:test";
import { env } from "cloudflare:workers";
import type { NudgeScheduler } from "../../worker/scheduler";
import { schedulerFor } from "../../worker/scheduler-stub";
import { api, signUp } from "./helpers";
import { delivered, subscribeDevice } from "./push-helpers";

export const runAlarm = (userId: number) =>
  runDurableObjectAlarm(schedulerFor(env, userId) as unknown as DurableObjectStub<NudgeScheduler>);

/** A user with a device and a nudge that was just delivered: answers the push's action token. */
export async function deliveredNudge(fields: Record<string, unknown> = {}) {
  const user = await signUp();
  const device = await subscribeDevice(user.token);
  const res = await api("/api/reminder", {
    token: user.token,
    body: { targetName: "Ana", message: "Ask how the new job is going", remindAt: new Date(Date.now() + 60_000).toISOString(), ...fields },
  });
  await env.DB.prepare("UPDATE reminders SET remindAt = ? WHERE id = ?")
    .bind(Date.now() - 1000, res.json.id)
    .run();
  await runAlarm(user.id);
  const [push] = await delivered(device);
  return { user, device, nudgeId: res.json.id as number, token: push!.json.data.actionToken as string };
}

export const pending = async (token: string) =>
  (await api("/api/reminders", { token })).json as { id: number; targetName: string; remindAt: string; phoneNumber: string | null }[];
export const notesOf = async (token: string, contactId: number) =>
  ((await api(`/api/contacts/${contactId}/bookmarks`, { token })).json as { note: string }[]).map((n) => n.note);
