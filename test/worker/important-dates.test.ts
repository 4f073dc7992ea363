import { runInDurableObject } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { nextDateNudge } from "../../worker/contracts/important-dates";
import { schedulerFor } from "../../worker/scheduler-stub";
import { expectContactDeletionClearsNudges, expectNothingPending, pending, runAlarm, stubOf } from "./delivery-helpers";
import { alarmThrowsWithD1FailingOn } from "./failing-d1";
import { api, signUp, expectRefused } from "./helpers";

async function contact(token: string, body: Record<string, unknown> = {}) {
  return (await api("/api/contacts", { token, body: { name: "Ana Souza", phoneNumber: "+1 555 0100", ...body } })).json as { id: number };
}

describe("birthdays and important dates", () => {
  it("a date makes one yearly nudge on the day, minus its lead time, and arms the scheduler", async () => {
    const user = await signUp();
    const ana = await contact(user.token);
    const before = Date.now();
    const res = await api(`/api/contacts/${ana.id}/dates`, {
      token: user.token,
      body: { label: "Birthday", date: "1990-03-14", leadDays: 3 },
    });
    expect(res.status).toBe(201);
    const expected = nextDateNudge(3, 14, 3, before);
    expect(res.json).toMatchObject({
      contactId: ana.id,
      label: "Birthday",
      date: "1990-03-14",
      leadDays: 3,
      nextNudgeAt: new Date(expected.at).toISOString(),
    });
    expect(await pending(user.token)).toEqual([
      expect.objectContaining({
        targetName: "Ana Souza",
        phoneNumber: "+1 555 0100",
        message: "Birthday in 3 days (March 14)",
        remindAt: new Date(expected.at).toISOString(),
      }),
    ]);
    expect(await schedulerFor(env, user.id).nextAlarm()).toBe(expected.at);
    expect((await api(`/api/contacts/${ana.id}/dates`, { token: user.token })).json).toEqual([res.json]);
  });

  it("once sent, the nudge is made again for the next year; a birthday nudge is not contact", async () => {
    const user = await signUp();
    const ana = await contact(user.token, { cadenceEvery: 6, cadenceUnit: "month" });
    const added = await api(`/api/contacts/${ana.id}/dates`, { token: user.token, body: { label: "Birthday", date: "1988-07-02" } });
    const [first] = (await pending(user.token)).filter((n) => n.message === "Birthday today");
    // It is the day: move the nudge into the past, as time would.
    await env.DB.prepare("UPDATE reminders SET remindAt = ? WHERE id = ?")
      .bind(Date.now() - 1000, first!.id)
      .run();

    expect(await runAlarm(user.id)).toBe(true);
    const sent = await env.DB.prepare("SELECT sent, sentAt FROM reminders WHERE id = ?")
      .bind(first!.id)
      .first<{ sent: number; sentAt: number }>();
    expect(sent!.sent).toBe(1);
    const next = (await pending(user.token)).filter((n) => n.message === "Birthday today");
    expect(next).toHaveLength(1);
    expect(next[0]!.id).not.toBe(first!.id);
    expect(next[0]!.remindAt).toBe(new Date(nextDateNudge(7, 2, 0, sent!.sentAt).at).toISOString());
    expect(Date.parse(next[0]!.remindAt)).toBeGreaterThan(sent!.sentAt);
    const [listed] = (await api(`/api/contacts/${ana.id}/dates`, { token: user.token })).json;
    expect(listed).toMatchObject({ id: added.json.id, nextNudgeAt: next[0]!.remindAt });
    const row = await env.DB.prepare("SELECT lastContactAt FROM contacts WHERE id = ?")
      .bind(ana.id)
      .first<{ lastContactAt: number | null }>();
    expect(row!.lastContactAt).toBeNull();
    expect(await schedulerFor(env, user.id).nextAlarm()).toBe(Math.min(...(await pending(user.token)).map((n) => Date.parse(n.remindAt))));

    // A second run of the alarm sends nothing again and makes no third nudge.
    await runAlarm(user.id);
    expect((await pending(user.token)).filter((n) => n.message === "Birthday today")).toHaveLength(1);
  });

  it("a renewal cut short by a D1 failure is made by the retried alarm, once", async () => {
    const user = await signUp();
    const ana = await contact(user.token);
    await api(`/api/contacts/${ana.id}/dates`, { token: user.token, body: { label: "Birthday", date: "1988-07-02" } });
    const [first] = await pending(user.token);
    await env.DB.prepare("UPDATE reminders SET remindAt = ? WHERE id = ?")
      .bind(Date.now() - 1000, first!.id)
      .run();

    await runInDurableObject(stubOf(user.id), async (instance) => {
      // The alarm's batch is prepared as queries 1–12 (the claim, its reads, the delivery it
      // expects and its action tokens; as expected, nothing to correct); the 13th is the renewal's first.
      await alarmThrowsWithD1FailingOn(instance, 13);
      expect(await pending(user.token)).toEqual([]);
      // The runtime retries an alarm that threw.
      await instance.alarm();
      await instance.alarm();
    });
    const next = await pending(user.token);
    expect(next).toHaveLength(1);
    expect(next[0]!.id).not.toBe(first!.id);
    expect(Date.parse(next[0]!.remindAt)).toBeGreaterThan(Date.now());
  });

  it("deleting the date or the contact deletes the pending nudge", async () => {
    const user = await signUp();
    const ana = await contact(user.token);
    const date = await api(`/api/contacts/${ana.id}/dates`, {
      token: user.token,
      body: { label: "Anniversary", date: "2015-09-20", leadDays: 1 },
    });
    expect(await pending(user.token)).toHaveLength(1);
    expect((await api(`/api/contact-dates/${date.json.id}`, { method: "DELETE", token: user.token })).status).toBe(200);
    await expectNothingPending(user);

    await api(`/api/contacts/${ana.id}/dates`, { token: user.token, body: { label: "Birthday", date: "1990-01-01" } });
    await expectContactDeletionClearsNudges(user, ana.id);
  });

  it("another user's contact or date is a 404; bad input is a 400 a person can act on", async () => {
    const owner = await signUp();
    const other = await signUp();
    const ana = await contact(owner.token);
    const date = await api(`/api/contacts/${ana.id}/dates`, { token: owner.token, body: { label: "Birthday", date: "1990-03-14" } });
    expect((await api(`/api/contacts/${ana.id}/dates`, { token: other.token })).status).toBe(404);
    expect((await api(`/api/contacts/${ana.id}/dates`, { token: other.token, body: { label: "Mine", date: "1990-03-14" } })).status).toBe(
      404,
    );
    expect((await api(`/api/contact-dates/${date.json.id}`, { method: "DELETE", token: other.token })).status).toBe(404);
    expect(await pending(owner.token)).toHaveLength(1);
    expect(await pending(other.token)).toEqual([]);

    const bad = await api(`/api/contacts/${ana.id}/dates`, { token: owner.token, body: { label: "Birthday", date: "1990-02-30" } });
    expectRefused(bad, 400, "date is not a real calendar date");
  });
});
