// A write that committed is never answered with an error (issue 38): when re-arming the user's
// scheduler fails after the change is saved, the answer is still the change's, and the rearm is
// tried again after it, so the nudge is still armed.
import { env } from "cloudflare:workers";
import { describe, expect, it, vi } from "vitest";
import { createApp } from "../../worker/app";
import type { NudgeScheduler } from "../../worker/delivery/scheduler";
import { schedulerFor } from "../../worker/delivery/scheduler-stub";
import { api, signUp } from "./helpers";

type Namespace = DurableObjectNamespace<NudgeScheduler>;

/** A property of a binding or stub, its methods still called on it (workerd checks `this`). */
const own = (target: object, prop: string | symbol) => {
  const value = Reflect.get(target, prop);
  return typeof value === "function" ? value.bind(target) : value;
};

/**
 * NUDGE_SCHEDULER whose first `failures` rearm() calls throw, as a call to a Durable Object does
 * when it is overloaded or being reset; every other call reaches the real object.
 */
function flakyScheduler(failures: number) {
  let left = failures;
  const real = env.NUDGE_SCHEDULER as Namespace;
  const get = (id: DurableObjectId) => {
    const stub = real.get(id);
    return new Proxy(stub, {
      get: (target, prop) =>
        prop === "rearm"
          ? async (userId: number) => {
              if (left-- > 0) throw new Error("Durable Object is overloaded (simulated)");
              return target.rearm(userId);
            }
          : own(target, prop),
    });
  };
  return { calls: () => failures - left, namespace: new Proxy(real, { get: (t, p) => (p === "get" ? get : own(t, p)) }) };
}

/** A request to the app with this scheduler binding in place of the real one. */
async function withScheduler(scheduler: Namespace, path: string, token: string, init: { method?: string; body?: unknown } = {}) {
  const res = await createApp().fetch(
    new Request(`http://localhost${path}`, {
      method: init.method ?? "POST",
      headers: { Authorization: `Bearer ${token}`, ...(init.body ? { "Content-Type": "application/json" } : {}) },
      body: init.body ? JSON.stringify(init.body) : undefined,
    }),
    { ...env, NUDGE_SCHEDULER: scheduler },
  );
  return { status: res.status, json: (await res.json()) as any };
}

const alarmOf = (userId: number) => schedulerFor(env, userId).nextAlarm();
const at = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();
const pending = async (token: string) => (await api("/api/reminders", { token })).json as { id: number }[];

describe("a committed change whose rearm fails", () => {
  it("create answers 201 once, and the retried rearm arms the alarm at the nudge", async () => {
    const user = await signUp();
    const flaky = flakyScheduler(1);
    const when = at(90);
    const res = await withScheduler(flaky.namespace, "/api/reminder", user.token, {
      body: { targetName: "Ana", message: "Hi", remindAt: when },
    });
    expect(res.status).toBe(201);
    expect(await pending(user.token)).toEqual([expect.objectContaining({ id: res.json.id })]);
    await vi.waitFor(async () => expect(await alarmOf(user.id)).toBe(Date.parse(when)), { timeout: 5_000, interval: 50 });
    expect(flaky.calls()).toBeGreaterThanOrEqual(2);
  });

  it("delete answers 200, and the retried rearm moves the alarm to the next nudge", async () => {
    const user = await signUp();
    const first = await api("/api/reminder", { token: user.token, body: { targetName: "Ana", message: "Hi", remindAt: at(30) } });
    const later = at(120);
    await api("/api/reminder", { token: user.token, body: { targetName: "Ben", message: "Hi", remindAt: later } });
    const flaky = flakyScheduler(1);
    const res = await withScheduler(flaky.namespace, `/api/reminders/${first.json.id}`, user.token, { method: "DELETE" });
    expect(res).toEqual({ status: 200, json: { message: "Nudge deleted" } });
    expect(await pending(user.token)).toHaveLength(1);
    await vi.waitFor(async () => expect(await alarmOf(user.id)).toBe(Date.parse(later)), { timeout: 5_000, interval: 50 });
  });
});
