// What the notification-action tests share: a nudge that was just pushed, with its action token,
// and the tokens its person's object keeps.
import { runInDurableObject } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { hashToken, newToken } from "../../worker/auth/tokens";
import { dueNudge, pending, runAlarm, stubOf } from "./delivery-helpers";
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

export type StoredToken = { tokenHash: string; reminderId: number; expiresAt: number; usedAt: number | null };

/** The action tokens the person's object keeps, by nudge. */
export const tokensOf = (userId: number) =>
  runInDurableObject(stubOf(userId), (_instance, state) =>
    state.storage.sql.exec<StoredToken>("SELECT * FROM action_tokens ORDER BY reminderId").toArray(),
  );

/** Moves the end of every token the person's object keeps to `at`. */
export const expireTokens = (userId: number, at: number) =>
  runInDurableObject(stubOf(userId), (_instance, state) => {
    state.storage.sql.exec("UPDATE action_tokens SET expiresAt = ?", at);
  });

/** A token as D1 kept them before they moved into each person's object: 43 characters, naming no object. */
export async function legacyToken(userId: number, nudgeId: number, expiresAt = Date.now() + 3_600_000) {
  const token = newToken();
  await env.DB.prepare("INSERT INTO nudge_action_tokens (tokenHash, userId, reminderId, expiresAt) VALUES (?, ?, ?, ?)")
    .bind(await hashToken(token), userId, nudgeId, expiresAt)
    .run();
  return token;
}
