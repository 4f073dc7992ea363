import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { schedulerFor } from "../../worker/delivery/scheduler-stub";
import { api, signUp } from "./helpers";

const at = (minutes: number) => new Date(Date.now() + minutes * 60_000);
const alarmOf = (userId: number) => schedulerFor(env, userId).nextAlarm();

async function schedule(token: string, when: Date) {
  const res = await api("/api/reminder", { token, body: { targetName: "Ana", message: "Hi", remindAt: when.toISOString() } });
  expect(res.status).toBe(201);
  return res.json as { id: number };
}

/** Edits the nudge (as schedule made it) to fall due at `when`. */
const reschedule = (token: string, id: number, when: Date) =>
  api(`/api/reminders/${id}`, { method: "PUT", token, body: { targetName: "Ana", message: "Hi", remindAt: when.toISOString() } });

describe("the scheduler's alarm follows the earliest pending nudge", () => {
  it("arms at remindAt on create, moves on edit earlier and later, and clears when the last is deleted", async () => {
    const user = await signUp();
    expect(await alarmOf(user.id)).toBeNull();

    const first = at(60);
    const a = await schedule(user.token, first);
    expect(await alarmOf(user.id)).toBe(first.getTime());

    const later = at(180);
    const b = await schedule(user.token, later);
    expect(await alarmOf(user.id)).toBe(first.getTime());

    const earlier = at(10);
    await reschedule(user.token, b.id, earlier);
    expect(await alarmOf(user.id)).toBe(earlier.getTime());

    const muchLater = at(600);
    await reschedule(user.token, b.id, muchLater);
    expect(await alarmOf(user.id)).toBe(first.getTime());

    await api(`/api/reminders/${a.id}`, { method: "DELETE", token: user.token });
    expect(await alarmOf(user.id)).toBe(muchLater.getTime());
    await api(`/api/reminders/${b.id}`, { method: "DELETE", token: user.token });
    expect(await alarmOf(user.id)).toBeNull();
  });

  it("reusing a past nudge arms the alarm for the new date", async () => {
    const user = await signUp();
    const past = await schedule(user.token, at(60));
    await env.DB.prepare("UPDATE reminders SET sent = 1, sentAt = ? WHERE id = ?").bind(Date.now(), past.id).run();
    await api(`/api/reminders/${past.id}/save`, { method: "PATCH", token: user.token, body: { saved: true } });
    const when = at(24 * 60);
    await api(`/api/reminders/${past.id}/duplicate`, { token: user.token, body: { remindAt: when.toISOString() } });
    expect(await alarmOf(user.id)).toBe(when.getTime());
  });

  it("keeps each user's schedule apart", async () => {
    const ana = await signUp();
    const ben = await signUp();
    const when = at(45);
    await schedule(ana.token, when);
    expect(await alarmOf(ana.id)).toBe(when.getTime());
    expect(await alarmOf(ben.id)).toBeNull();
  });
});
