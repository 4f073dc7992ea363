// What the notification-action tests share: a nudge that was just pushed, with its action token.
import { dueNudge, pending, runAlarm } from "./delivery-helpers";
import { api, signUp } from "./helpers";
import { delivered, subscribeDevice } from "./push-helpers";

export { pending, runAlarm };

/** A user with a device and a nudge that was just delivered: answers the push's action token. */
export async function deliveredNudge(fields: Record<string, unknown> = {}) {
  const user = await signUp();
  const device = await subscribeDevice(user.token);
  const nudge = await dueNudge(user.token, fields);
  await runAlarm(user.id);
  const [push] = await delivered(device);
  return { user, device, nudgeId: nudge.id, token: push!.json.data.actionToken as string };
}

/** The titles in the contact's history that Nudge logged itself (a text, call or done), newest first. */
export const loggedOf = async (token: string, contactId: number) =>
  ((await api(`/api/interactions?contactId=${contactId}`, { token })).json as { title: string; source: string }[])
    .filter((i) => i.source === "nudge")
    .map((i) => i.title);
