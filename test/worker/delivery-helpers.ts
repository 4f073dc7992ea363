// What the delivery tests share: pending and due nudges, the scheduler's alarm and its local tables, the
// local mail API's record, and how a nudge's delivery reads in history.
import { runDurableObjectAlarm, runInDurableObject } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { expect, inject } from "vitest";
import type { Meta } from "../../worker/delivery/meta";
import type { NudgeScheduler } from "../../worker/delivery/scheduler";
import { schedulerFor } from "../../worker/delivery/scheduler-stub";
import type { SentMail } from "../support/mail-sink";
import type { D1Count } from "../../bench/capacity/figures";
import { countingD1 } from "./counting-d1";
import { api, signUp } from "./helpers";
import { scriptResponses, subscribeDevice } from "./push-helpers";

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export const stubOf = (userId: number) => schedulerFor(env, userId) as unknown as DurableObjectStub<NudgeScheduler>;

/** The runtime's own alarm run. */
export const runAlarm = (userId: number) => runDurableObjectAlarm(stubOf(userId));

/** A run of alarm() by hand: what a retry (or an overlapping run) of the alarm looks like. */
export const rerunAlarm = (userId: number) => runInDurableObject(stubOf(userId), (instance) => instance.alarm());

/**
 * What a crash right after the alarm's D1 claim leaves: the claim noted as open in the scheduler's
 * storage, the rows `markSent` marks sent at the claim's time in D1, and an object that lost what
 * it held in memory; the next run must recover it.
 */
export const crashAfterClaim = (userId: number, markSent: (claimAt: number) => Promise<unknown>) =>
  runInDurableObject(stubOf(userId), async (instance, state) => {
    const claimAt = Date.now();
    state.storage.sql.exec(
      "INSERT OR REPLACE INTO meta (key, value) VALUES ('lastClaimAt', ?), ('openClaimAt', ?)",
      String(claimAt),
      String(claimAt),
    );
    forgetHeld(instance);
    await markSent(claimAt);
  });

/**
 * The object's storage was written behind its back, as a crashed run of it leaves it: it drops the
 * keyed values it holds in memory (meta.ts), as a restarted object starts without them.
 */
const forgetHeld = (instance: NudgeScheduler) => (instance as unknown as { meta: Meta }).meta.reset();

export type PendingNudge = { id: number; targetName: string; message: string; phoneNumber: string | null; remindAt: string };

/** The person's pending nudges, as GET /api/reminders lists them. */
export const pending = async (token: string) => (await api("/api/reminders", { token })).json as PendingNudge[];

/** Nothing is left to deliver: no pending nudge, and the person's scheduler has no alarm set. */
export async function expectNothingPending(user: { id: number; token: string }) {
  expect(await pending(user.token)).toEqual([]);
  expect(await stubOf(user.id).nextAlarm()).toBeNull();
}

/** Deleting a contact takes the nudges made for it (check-ins, important dates) with it. */
export async function expectContactDeletionClearsNudges(user: { id: number; token: string }, contactId: number) {
  expect((await api(`/api/contacts/${contactId}`, { method: "DELETE", token: user.token })).status).toBe(200);
  await expectNothingPending(user);
}

/** Schedules a nudge, then moves it into the past in D1 (the API only takes future dates). */
export async function dueNudge(token: string, fields: Record<string, unknown> = {}, dueAgoMs = 1000) {
  const res = await api("/api/reminder", {
    token,
    body: { targetName: "Ana", message: "Ask how the new job is going", remindAt: new Date(Date.now() + 60_000).toISOString(), ...fields },
  });
  if (res.status !== 201) throw new Error(`schedule failed: ${res.status} ${res.text}`);
  await env.DB.prepare("UPDATE reminders SET remindAt = ? WHERE id = ?")
    .bind(Date.now() - dueAgoMs, res.json.id)
    .run();
  return res.json as { id: number };
}

/** The person's one device, whose push service will answer `statuses` to the next pushes, and a nudge due now. */
export async function deviceAnsweringWithDueNudge(token: string, statuses: number[]) {
  const device = await subscribeDevice(token);
  await scriptResponses(device, statuses);
  const nudge = await dueNudge(token);
  return { device, nudge };
}

/** Runs SQL in the user's scheduler's own SQLite: to look at it, or to move its clock back (see forgetHeld). */
export const schedulerSql = <T extends Record<string, SqlStorageValue>>(userId: number, query: string, ...bindings: unknown[]) =>
  runInDurableObject(stubOf(userId), (instance, state) => {
    const rows = state.storage.sql.exec<T>(query, ...bindings).toArray();
    forgetHeld(instance);
    return rows;
  });

/** The nudge emails the local mail API took for this address (not its other mail, such as the confirmation link). */
export async function mailsTo(address: string): Promise<SentMail[]> {
  const all = (await (await fetch(`${inject("mailSinkUrl")}/messages?to=${encodeURIComponent(address)}`)).json()) as SentMail[];
  return all.filter((m) => m.idempotencyKey?.startsWith("nudge-email/"));
}

/** How many times the scheduler tried to send this nudge's email, accepted or not. */
export async function mailAttempts(userId: number, nudgeId: number): Promise<number> {
  const key = encodeURIComponent(`nudge-email/${userId}/${nudgeId}`);
  return ((await (await fetch(`${inject("mailSinkUrl")}/attempts?key=${key}`)).json()) as { count: number }).count;
}

/** The mail API will answer these statuses to the next emails to this address (0 drops the connection). */
export async function scriptMail(address: string, statuses: number[]) {
  await fetch(`${inject("mailSinkUrl")}/respond`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ to: address, statuses }),
  });
}

/** The person's email switches, through the Account settings API. */
export async function emailSettings(token: string, settings: { emailFallback?: boolean; emailEvery?: boolean }) {
  const res = await api("/api/account/settings", { method: "PATCH", token, body: settings });
  if (res.status !== 200) throw new Error(`settings failed: ${res.status} ${res.text}`);
}

export type HistoryDelivery = {
  status: string;
  devices: { label: string | null; status: string; at: string; reason: string | null }[];
  email: { status: string; at: string; reason: string | null } | null;
} | null;

/** How history shows the nudge's delivery. */
export async function deliveryOf(token: string, id: number): Promise<HistoryDelivery> {
  const history = await api("/api/nudge-history", { token });
  return (history.json as { id: number; delivery: HistoryDelivery }[]).find((n) => n.id === id)?.delivery ?? null;
}

/** The object's SQLite with every statement run through it noted. */
export function noting(sql: SqlStorage, statements: string[]): SqlStorage {
  return new Proxy(sql, {
    get(target, prop) {
      if (prop === "exec")
        return (query: string, ...binds: unknown[]) => {
          statements.push(query);
          return target.exec(query, ...binds);
        };
      const value = Reflect.get(target, prop);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
}

/** A new person with a nudge an hour ahead: their scheduler object is made and armed by it. */
export async function personWithNudge() {
  const user = await signUp();
  const made = await api("/api/reminder", {
    token: user.token,
    body: { targetName: "Ana", message: "Call", remindAt: new Date(Date.now() + 3_600_000).toISOString() },
  });
  expect(made.status, made.text).toBe(201);
  return { user, made };
}

/** One run of the person's alarm by hand with its D1 counted (counting-d1.ts): what the object's own D1 use costs. */
export async function alarmCountingD1(userId: number): Promise<D1Count> {
  const counted = countingD1(env.DB);
  await runInDurableObject(stubOf(userId), async (instance: NudgeScheduler) => {
    const holder = instance as unknown as { env: Env };
    holder.env = { ...env, DB: counted.db };
    try {
      await instance.alarm();
    } finally {
      holder.env = env;
    }
  });
  return counted.count;
}
