// A nudge's notification actions (issue 9): Done, Snooze, Text and Call with the push's
// single-purpose token, and Done from Nudge History with the session.
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { checkInDue } from "../../worker/contracts/cadence";
import { tomorrowMorning } from "../../worker/contracts/nudge-actions";
import { schedulerFor } from "../../worker/delivery/scheduler-stub";
import { api, signUp, expectRefused } from "./helpers";
import { alarmCountingD1, dueNudge, stubOf } from "./delivery-helpers";
import { deliveredNudge, expireTokens, legacyToken, loggedOf, pending, runAlarm, tokensOf } from "./nudge-action-helpers";
import { delivered, subscribeDevice } from "./push-helpers";

const nudgeRow = (id: number) =>
  env.DB.prepare("SELECT sent, sentAt, doneAt FROM reminders WHERE id = ?")
    .bind(id)
    .first<{ sent: number; sentAt: number | null; doneAt: number | null }>();
const contactRow = (id: number) =>
  env.DB.prepare("SELECT lastContactAt FROM contacts WHERE id = ?").bind(id).first<{ lastContactAt: number | null }>();

const done = (token: string) => api("/api/nudge-actions/done", { body: { token } });

describe("notification actions with the push's token", () => {
  it("keeps only the token's SHA-256, in the person's own object, bound to that nudge until a day after the push's TTL", async () => {
    const start = Date.now();
    const { user, nudgeId, token } = await deliveredNudge();
    // The token names the object that keeps it.
    expect(token.split(".")[0]).toBe(stubOf(user.id).id.toString());
    const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(token));
    const hash = [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, "0")).join("");
    const rows = await tokensOf(user.id);
    expect(rows).toEqual([{ tokenHash: hash, reminderId: nudgeId, expiresAt: expect.any(Number), usedAt: null }]);
    expect(rows[0]!.expiresAt - start).toBeGreaterThanOrEqual(48 * 3_600_000);
    expect(rows[0]!.expiresAt - Date.now()).toBeLessThan(48 * 3_600_000);
    expect(JSON.stringify(rows)).not.toContain(token);
    const inD1 = await env.DB.prepare("SELECT COUNT(*) AS n FROM nudge_action_tokens WHERE userId = ?").bind(user.id).first<number>("n");
    expect(inD1).toBe(0);
  });

  it("six nudges due at once: each push carries a live token for its own nudge, and the claim is the alarm's one D1 round trip", async () => {
    const user = await signUp();
    const device = await subscribeDevice(user.token);
    const ids: number[] = [];
    for (const name of ["Ana", "Ben", "Caio", "Dora", "Eli", "Fay"]) {
      const res = await api("/api/reminder", {
        token: user.token,
        body: { targetName: name, message: `Call ${name}`, remindAt: new Date(Date.now() + 60_000).toISOString() },
      });
      ids.push(res.json.id);
    }
    await env.DB.prepare("UPDATE reminders SET remindAt = ? WHERE userId = ?")
      .bind(Date.now() - 1000, user.id)
      .run();
    // Before, a claim stored four tokens made ahead and minted the rest in a second round trip.
    const count = await alarmCountingD1(user.id);
    expect(count.roundTrips).toBe(1);
    const pushes = (await delivered(device)).map((m) => m.json.data as { id: number; actionToken: string });
    expect(pushes.map((p) => p.id).sort((a, b) => a - b)).toEqual(ids);
    expect(new Set(pushes.map((p) => p.actionToken)).size).toBe(6);
    expect((await tokensOf(user.id)).map((r) => r.reminderId)).toEqual(ids);
    for (const push of pushes) {
      const res = await done(push.actionToken);
      expect(res.status, res.text).toBe(200);
      expect(res.json.nudge.id).toBe(push.id);
    }
  });

  it("Done marks the nudge done once; the second use is a 409 and changes nothing", async () => {
    const { user, nudgeId, token } = await deliveredNudge();
    const first = await done(token);
    expect(first.status, first.text).toBe(200);
    expect(first.json.nudge).toMatchObject({ id: nudgeId, sent: true, doneAt: expect.any(String) });
    const doneAt = (await nudgeRow(nudgeId))!.doneAt;
    expect(doneAt).toBeGreaterThan(Date.now() - 10_000);

    const again = await done(token);
    expectRefused(again, 409, "This link was already used. Open Nudge to do more with this nudge.");
    expect((await nudgeRow(nudgeId))!.doneAt).toBe(doneAt);
    // A spent token can't snooze either.
    expect((await api("/api/nudge-actions/snooze", { body: { token, until: "1h" } })).status).toBe(409);
    // History shows it done.
    const [history] = (await api("/api/nudge-history", { token: user.token })).json;
    expect(history).toMatchObject({ id: nudgeId, doneAt: new Date(doneAt!).toISOString() });
  });

  it("Done moves the person's check-in: marked done counts as contact, sending alone does not", async () => {
    const user = await signUp();
    const device = await subscribeDevice(user.token);
    const contact = await api("/api/contacts", {
      token: user.token,
      body: { name: "Ana Souza", phoneNumber: "+1 555 0100", cadenceEvery: 1, cadenceUnit: "month" },
    });
    const [checkIn] = await pending(user.token);
    const own = await dueNudge(user.token, { message: "Ask about the move", phoneNumber: "1 (555) 0100" });
    await runAlarm(user.id);
    const [push] = await delivered(device);
    expect((await contactRow(contact.json.id))!.lastContactAt).toBeNull(); // delivered, not done

    expect((await done(push!.json.data.actionToken)).status).toBe(200);
    const { doneAt } = (await nudgeRow(own.id))!;
    expect((await contactRow(contact.json.id))!.lastContactAt).toBe(doneAt);
    expect(await loggedOf(user.token, contact.json.id)).toContain('Nudge done: "Ask about the move"');
    const [moved] = await pending(user.token);
    expect(moved!.id).toBe(checkIn!.id);
    expect(moved!.remindAt).toBe(new Date(checkInDue(doneAt!, { every: 1, unit: "month" })).toISOString());
    expect(await schedulerFor(env, user.id).nextAlarm()).toBe(Date.parse(moved!.remindAt));
  });

  it("Snooze 1h schedules the nudge again, re-arms the scheduler, and it is delivered again with a new token", async () => {
    const { user, device, nudgeId, token } = await deliveredNudge({ phoneNumber: "+15551234567" });
    const start = Date.now();
    const res = await api("/api/nudge-actions/snooze", { body: { token, until: "1h" } });
    expect(res.status, res.text).toBe(200);
    const snoozed = res.json.nudge as { id: number; remindAt: string; sent: boolean };
    expect(snoozed.id).not.toBe(nudgeId);
    expect(snoozed.sent).toBe(false);
    expect(Date.parse(snoozed.remindAt) - start).toBeGreaterThanOrEqual(3_600_000 - 5);
    expect(Date.parse(snoozed.remindAt) - start).toBeLessThan(3_600_000 + 10_000);
    expect(await pending(user.token)).toEqual([
      expect.objectContaining({ id: snoozed.id, targetName: "Ana", phoneNumber: "+15551234567" }),
    ]);
    expect(await schedulerFor(env, user.id).nextAlarm()).toBe(Date.parse(snoozed.remindAt));
    // History keeps the delivery that happened, not done, marked snoozed until the copy's time.
    expect((await nudgeRow(nudgeId))!).toMatchObject({ sent: 1, doneAt: null });
    const history = (await api("/api/nudge-history", { token: user.token })).json as { id: number; snoozedUntil: string | null }[];
    expect(history.find((n) => n.id === nudgeId)?.snoozedUntil).toBe(snoozed.remindAt);
    expect((await api("/api/nudge-actions/snooze", { body: { token, until: "1h" } })).status).toBe(409);

    // The hour passes: the snoozed nudge is pushed again, with a token of its own.
    await env.DB.prepare("UPDATE reminders SET remindAt = ? WHERE id = ?")
      .bind(Date.now() - 1000, snoozed.id)
      .run();
    await runAlarm(user.id);
    const pushes = await delivered(device);
    expect(pushes).toHaveLength(2);
    expect(pushes[1]!.json.data).toMatchObject({ id: snoozed.id, message: "Ask how the new job is going" });
    expect(pushes[1]!.json.data.actionToken).not.toBe(token);
    expect((await done(pushes[1]!.json.data.actionToken)).status).toBe(200);
  });

  it("Snooze until tomorrow is 09:00 the next day in the device's time zone", async () => {
    const { user, token } = await deliveredNudge();
    const res = await api("/api/nudge-actions/snooze", { body: { token, until: "tomorrow", timeZone: "America/Los_Angeles" } });
    expect(res.status, res.text).toBe(200);
    const at = new Date(res.json.nudge.remindAt);
    const local = new Intl.DateTimeFormat("en-CA", {
      timeZone: "America/Los_Angeles",
      dateStyle: "short",
      timeStyle: "short",
      hourCycle: "h23",
    }).format(at);
    const tomorrow = new Intl.DateTimeFormat("en-CA", { timeZone: "America/Los_Angeles", dateStyle: "short" }).format(
      Date.now() + 86_400_000,
    );
    expect(local).toBe(`${tomorrow}, 09:00`);
    expect(await schedulerFor(env, user.id).nextAlarm()).toBe(at.getTime());
  });

  it("Text logs the contact and marks the nudge done, and uses up the token: Call, Done and Snooze with it are refused", async () => {
    const user = await signUp();
    const device = await subscribeDevice(user.token);
    const contact = await api("/api/contacts", { token: user.token, body: { name: "Ana Souza", phoneNumber: "+1 555 0100" } });
    const own = await dueNudge(user.token, { message: "Ask about the move", phoneNumber: "+1 555 0100" });
    await runAlarm(user.id);
    const token = (await delivered(device))[0]!.json.data.actionToken as string;

    const text = await api("/api/nudge-actions/contact", { body: { token, kind: "text" } });
    expect(text.status, text.text).toBe(200);
    const { doneAt } = (await nudgeRow(own.id))!;
    expect(doneAt).not.toBeNull();
    expect((await contactRow(contact.json.id))!.lastContactAt).toBe(doneAt);
    for (const [path, body] of [
      ["contact", { token, kind: "call" }],
      ["done", { token }],
      ["snooze", { token, until: "1h" }],
    ] as const) {
      const again = await api(`/api/nudge-actions/${path}`, { body });
      expect(again.status, path).toBe(409);
      expect(again.json.message).toBe("This link was already used. Open Nudge to do more with this nudge.");
    }
    expect(await loggedOf(user.token, contact.json.id)).toEqual(['Texted: "Ask about the move"']);
    expect((await nudgeRow(own.id))!.doneAt).toBe(doneAt);
    expect(await pending(user.token)).toEqual([]);
  });

  it("a token acts only on its own nudge: another user's session or id changes nothing", async () => {
    const ana = await deliveredNudge();
    const ben = await deliveredNudge();
    // Ben's session can't mark Ana's nudge done in the app either.
    expect((await api(`/api/reminders/${ana.nudgeId}/done`, { method: "POST", token: ben.user.token })).status).toBe(404);
    expect((await nudgeRow(ana.nudgeId))!.doneAt).toBeNull();
    // Ben's token marks Ben's nudge, whatever else the body says.
    const res = await api("/api/nudge-actions/done", { body: { token: ben.token, id: ana.nudgeId, reminderId: ana.nudgeId } });
    expect(res.status).toBe(200);
    expect(res.json.nudge.id).toBe(ben.nudgeId);
    expect((await nudgeRow(ana.nudgeId))!.doneAt).toBeNull();
    // A session token is not an action token.
    expect((await done(ana.user.token)).status).toBeGreaterThanOrEqual(400);
    expect((await nudgeRow(ana.nudgeId))!.doneAt).toBeNull();
  });

  it("an unknown, expired or deleted nudge's token is a 401; malformed input a 400; never a 5xx", async () => {
    const { user, nudgeId, token } = await deliveredNudge();
    const unknown = await done("A".repeat(43));
    expect(unknown.status).toBe(401);
    expect(unknown.json.message).toMatch(/expired/);

    await expireTokens(user.id, Date.now() - 1);
    expect((await done(token)).status).toBe(401);
    expect((await api("/api/nudge-actions/contact", { body: { token, kind: "call" } })).status).toBe(401);
    expect((await nudgeRow(nudgeId))!.doneAt).toBeNull();

    const other = await deliveredNudge();
    await api(`/api/reminders/${other.nudgeId}`, { method: "DELETE", token: other.user.token });
    expect((await done(other.token)).status).toBe(401);

    // A token naming an object this Worker never made, or another person's object with a made-up secret.
    const secret = "B".repeat(43);
    for (const forged of [`${"f".repeat(64)}.${secret}`, `${stubOf(other.user.id).id.toString()}.${secret}`]) {
      const res = await done(forged);
      expect(res.status, forged).toBe(401);
      expect(res.json.message).toMatch(/expired/);
    }

    const bad = [
      ["/done", {}],
      ["/done", { token: "short" }],
      ["/done", { token: 42 }],
      ["/done", { token: `${"f".repeat(63)}.${"A".repeat(43)}` }],
      ["/snooze", { token: "A".repeat(43), until: "next week" }],
      ["/snooze", { token: "A".repeat(43), until: "tomorrow", timeZone: "Mars/Olympus" }],
      ["/contact", { token: "A".repeat(43), kind: "done" }],
    ] as const;
    for (const [path, body] of bad) {
      const res = await api(`/api/nudge-actions${path}`, { body });
      expect(res.status, `${path} ${JSON.stringify(body)}`).toBe(400);
      expect(res.json.message).toBeTruthy();
    }
    expect((await api("/api/nudge-actions/done", { rawBody: "not json" })).status).toBe(400);
  });
});

describe("Mark done from Nudge History", () => {
  it("marks a sent nudge done with the session; again is harmless; a pending one is done before it nudges", async () => {
    const { user, nudgeId, token } = await deliveredNudge();
    const res = await api(`/api/reminders/${nudgeId}/done`, { method: "POST", token: user.token });
    expect(res.status, res.text).toBe(200);
    expect(res.json).toMatchObject({ id: nudgeId, doneAt: expect.any(String) });
    const again = await api(`/api/reminders/${nudgeId}/done`, { method: "POST", token: user.token });
    expect(again.json.doneAt).toBe(res.json.doneAt);
    // The notification's Done afterwards is accepted (its token is unused) and keeps the first time.
    expect((await done(token)).status).toBe(200);
    expect(new Date((await nudgeRow(nudgeId))!.doneAt!).toISOString()).toBe(res.json.doneAt);

    const later = await api("/api/reminder", {
      token: user.token,
      body: { targetName: "Ben", message: "Call back", remindAt: new Date(Date.now() + 3_600_000).toISOString() },
    });
    // Today's Done: out of the schedule, into history as done.
    const early = await api(`/api/reminders/${later.json.id}/done`, { method: "POST", token: user.token });
    expect(early.status).toBe(200);
    expect(early.json).toMatchObject({ id: later.json.id, sent: true, doneAt: expect.any(String) });
    expect(await pending(user.token)).toEqual([]);
  });
});

describe("Snooze from the Contact card", () => {
  it("schedules the sent nudge again for tomorrow morning with the session; a pending one moves; another user's is refused", async () => {
    const { user, nudgeId } = await deliveredNudge();
    const res = await api(`/api/reminders/${nudgeId}/snooze`, { token: user.token, body: { until: "tomorrow", timeZone: "Asia/Tokyo" } });
    expect(res.status, res.text).toBe(201);
    expect(res.json.remindAt).toBe(new Date(tomorrowMorning(Date.now(), "Asia/Tokyo")).toISOString());
    expect(await pending(user.token)).toEqual([expect.objectContaining({ id: res.json.id, targetName: "Ana" })]);
    expect(await schedulerFor(env, user.id).nextAlarm()).toBe(Date.parse(res.json.remindAt));

    // The pending copy itself (Today's Snooze) moves, and its original says when it comes back.
    const early = await api(`/api/reminders/${res.json.id}/snooze`, { token: user.token, body: { until: "1h" } });
    expect(early.status, early.text).toBe(200);
    expect(early.json.id).toBe(res.json.id);
    const other = await signUp();
    expect((await api(`/api/reminders/${nudgeId}/snooze`, { token: other.token, body: { until: "1h" } })).status).toBe(404);
    expect(await pending(user.token)).toHaveLength(1);
    // Another user's attempt left the original's snooze mark as the owner set it.
    const history = (await api("/api/nudge-history", { token: user.token })).json as { id: number; snoozedUntil: string | null }[];
    expect(history.find((n) => n.id === nudgeId)?.snoozedUntil).toBe(early.json.remindAt);
  });

  it("without a zone in the request, tomorrow morning is 09:00 in the user's own time zone setting", async () => {
    const { user, nudgeId } = await deliveredNudge();
    await api("/api/account/settings", { method: "PATCH", token: user.token, body: { timeZone: "America/Los_Angeles" } });
    const res = await api(`/api/reminders/${nudgeId}/snooze`, { token: user.token, body: { until: "tomorrow" } });
    expect(res.status, res.text).toBe(201);
    expect(res.json.remindAt).toBe(new Date(tomorrowMorning(Date.now(), "America/Los_Angeles")).toISOString());
  });
});

describe("tomorrow morning", () => {
  it("is 09:00 local on the next calendar day, across a DST change and the date line", () => {
    // 2026-03-07 22:00 in New York (EST); the next day springs forward to EDT.
    expect(new Date(tomorrowMorning(Date.parse("2026-03-08T03:00:00Z"), "America/New_York")).toISOString()).toBe(
      "2026-03-08T13:00:00.000Z",
    );
    expect(new Date(tomorrowMorning(Date.parse("2026-03-08T12:00:00Z"), "America/New_York")).toISOString()).toBe(
      "2026-03-09T13:00:00.000Z",
    );
    // Already the 24th in Auckland while it is the 23rd in UTC.
    expect(new Date(tomorrowMorning(Date.parse("2026-11-23T20:00:00Z"), "Pacific/Auckland")).toISOString()).toBe(
      "2026-11-24T20:00:00.000Z",
    );
    expect(new Date(tomorrowMorning(Date.parse("2026-11-23T20:00:00Z"))).toISOString()).toBe("2026-11-24T09:00:00.000Z");
  });
});

describe("tokens pushed before they moved into each person's object", () => {
  it("still act once from D1, until they expire", async () => {
    const user = await signUp();
    const nudge = await dueNudge(user.token);
    await runAlarm(user.id);
    const token = await legacyToken(user.id, nudge.id);
    const first = await done(token);
    expect(first.status, first.text).toBe(200);
    expect(first.json.nudge.id).toBe(nudge.id);
    expectRefused(await done(token), 409, "This link was already used. Open Nudge to do more with this nudge.");
    const expired = await legacyToken(user.id, nudge.id, Date.now() - 1);
    expect((await done(expired)).status).toBe(401);
  });
});
