// A notification's token acts once, and a sent nudge has at most one snoozed copy waiting:
// replays and parallel requests (fired together with Promise.all, not one after another) must
// neither add notes nor stack up copies, and the scheduler stays armed at the copy's time.
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { tomorrowMorning } from "../../worker/contracts/nudge-actions";
import { schedulerFor } from "../../worker/delivery/scheduler-stub";
import { api, expectRefused } from "./helpers";
import { deliveredNudge, loggedOf, pending } from "./nudge-action-helpers";

const USED = "This link was already used. Open Nudge to do more with this nudge.";
const snoozedUntil = async (id: number) =>
  (await env.DB.prepare("SELECT snoozedUntil FROM reminders WHERE id = ?").bind(id).first<{ snoozedUntil: number | null }>())!.snoozedUntil;

/** A delivered nudge about a contact of the user's, so texts, calls and Done leave notes on it. */
async function deliveredNudgeWithContact() {
  const nudge = await deliveredNudge({ phoneNumber: "+1 555 0100" });
  const contact = await api("/api/contacts", { token: nudge.user.token, body: { name: "Ana Souza", phoneNumber: "+1 555 0100" } });
  return { ...nudge, contactId: contact.json.id as number };
}

describe("a notification's token is used once, whatever the action", () => {
  it("after Done, 10 replays of Text/Call with its token are refused and add no note", async () => {
    const { user, token, contactId } = await deliveredNudgeWithContact();
    expect((await api("/api/nudge-actions/done", { body: { token } })).status).toBe(200);
    for (let i = 0; i < 10; i++) {
      const replay = await api("/api/nudge-actions/contact", { body: { token, kind: i % 2 ? "call" : "text" } });
      expectRefused(replay, 409, USED);
    }
    expect(await loggedOf(user.token, contactId)).toEqual(['Nudge done: "Ask how the new job is going"']);
  });

  it("12 actions fired at once with one token: exactly one is carried out", async () => {
    const { user, token, nudgeId, contactId } = await deliveredNudgeWithContact();
    const bodies = Array.from(
      { length: 12 },
      (_, i) =>
        [
          ["contact", { token, kind: "text" }],
          ["contact", { token, kind: "call" }],
          ["done", { token }],
          ["snooze", { token, until: "1h" }],
        ][i % 4]!,
    ) as [string, object][];
    const answers = await Promise.all(bodies.map(([path, body]) => api(`/api/nudge-actions/${path}`, { body })));
    const statuses = answers.map((a) => a.status);
    expect(
      statuses.filter((s) => s === 200),
      statuses.join(","),
    ).toHaveLength(1);
    expect(
      statuses.filter((s) => s === 409),
      statuses.join(","),
    ).toHaveLength(11);
    expect(answers.filter((a) => a.status === 409).every((a) => a.json.message === USED)).toBe(true);
    // One action's traces at most: one logged contact (or none for a snooze), one copy (or none).
    const logged = await loggedOf(user.token, contactId);
    const copies = await pending(user.token);
    expect(logged.length + copies.length).toBe(1);
    if (copies.length) expect(await snoozedUntil(nudgeId)).toBe(Date.parse(copies[0]!.remindAt));
  });

  it("10 Text taps fired at once: one is logged", async () => {
    const { user, token, contactId } = await deliveredNudgeWithContact();
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => api("/api/nudge-actions/contact", { body: { token, kind: "text" } })),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, ...Array(9).fill(409)]);
    expect(await loggedOf(user.token, contactId)).toEqual(['Texted: "Ask how the new job is going"']);
  });
});

describe("snoozing a sent nudge again moves its snoozed copy instead of adding one", () => {
  it("three snoozes from the Contact card leave one copy, at the last time asked, with the scheduler armed for it", async () => {
    const { user, nudgeId } = await deliveredNudge();
    const snooze = (body: object) => api(`/api/reminders/${nudgeId}/snooze`, { token: user.token, body });
    const first = await snooze({ until: "1h" });
    expect(first.status, first.text).toBe(201);
    const second = await snooze({ until: "tomorrow", timeZone: "Asia/Tokyo" });
    expect(second.status, second.text).toBe(200);
    expect(second.json.id).toBe(first.json.id);
    expect(second.json.remindAt).toBe(new Date(tomorrowMorning(Date.now(), "Asia/Tokyo")).toISOString());
    const third = await snooze({ until: "1h" });
    expect(third.status, third.text).toBe(200);
    expect(third.json.id).toBe(first.json.id);

    expect(await pending(user.token)).toEqual([expect.objectContaining({ id: first.json.id, remindAt: third.json.remindAt })]);
    expect(await snoozedUntil(nudgeId)).toBe(Date.parse(third.json.remindAt));
    expect(await schedulerFor(env, user.id).nextAlarm()).toBe(Date.parse(third.json.remindAt));
  });

  it("the notification's Snooze, then the card's Tomorrow morning: one copy, moved to tomorrow", async () => {
    const { user, nudgeId, token } = await deliveredNudge();
    const fromNotification = await api("/api/nudge-actions/snooze", { body: { token, until: "1h" } });
    expect(fromNotification.status).toBe(200);
    const fromCard = await api(`/api/reminders/${nudgeId}/snooze`, {
      token: user.token,
      body: { until: "tomorrow", timeZone: "Europe/Berlin" },
    });
    expect(fromCard.status, fromCard.text).toBe(200);
    expect(fromCard.json.id).toBe(fromNotification.json.nudge.id);
    expect(await pending(user.token)).toEqual([
      expect.objectContaining({ id: fromCard.json.id, remindAt: new Date(tomorrowMorning(Date.now(), "Europe/Berlin")).toISOString() }),
    ]);
    expect(await schedulerFor(env, user.id).nextAlarm()).toBe(Date.parse(fromCard.json.remindAt));
  });

  it("8 snoozes fired at once leave one copy, and the original, the copy and the alarm agree on its time", async () => {
    const { user, nudgeId } = await deliveredNudge();
    const zones = ["Asia/Tokyo", "Europe/Berlin", "America/Los_Angeles", "UTC"];
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        api(`/api/reminders/${nudgeId}/snooze`, {
          token: user.token,
          body: i % 2 ? { until: "1h" } : { until: "tomorrow", timeZone: zones[i / 2] },
        }),
      ),
    );
    expect(
      answers.map((a) => a.status).every((s) => s === 200 || s === 201),
      answers.map((a) => a.text).join("\n"),
    ).toBe(true);
    expect(new Set(answers.map((a) => a.json.id)).size).toBe(1);
    const copies = await pending(user.token);
    expect(copies).toHaveLength(1);
    const at = Date.parse(copies[0]!.remindAt);
    expect(await snoozedUntil(nudgeId)).toBe(at);
    expect(await schedulerFor(env, user.id).nextAlarm()).toBe(at);
  });

  it("a copy that was edited is still the one moved; once it was sent, a new snooze makes a new copy", async () => {
    const { user, nudgeId } = await deliveredNudge();
    const first = await api(`/api/reminders/${nudgeId}/snooze`, { token: user.token, body: { until: "1h" } });
    const edited = await api(`/api/reminders/${first.json.id}`, {
      method: "PUT",
      token: user.token,
      body: { targetName: "Ana", message: "Ask about the trip", remindAt: new Date(Date.now() + 7_200_000).toISOString() },
    });
    expect(edited.status, edited.text).toBe(200);
    const again = await api(`/api/reminders/${nudgeId}/snooze`, { token: user.token, body: { until: "1h" } });
    expect(again.json).toMatchObject({ id: first.json.id, message: "Ask about the trip" });
    expect(await pending(user.token)).toHaveLength(1);

    await env.DB.prepare("UPDATE reminders SET sent = 1, sentAt = ? WHERE id = ?").bind(Date.now(), first.json.id).run();
    const later = await api(`/api/reminders/${nudgeId}/snooze`, { token: user.token, body: { until: "1h" } });
    expect(later.status).toBe(201);
    expect(later.json.id).not.toBe(first.json.id);
    expect(await pending(user.token)).toEqual([expect.objectContaining({ id: later.json.id })]);
  });
});
