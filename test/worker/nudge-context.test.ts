// Context in the alert (issue 24): a nudge about a contact says, after its message, when they last
// talked, the newest note (shortened) and, on a birthday whose year is known, the age; in the push
// and in the email; and the push stays under the 4 KB limit with the longest of everything.
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { nudgePayload } from "../../worker/delivery/nudge-payload";
import { dueNudge, mailsTo, runAlarm } from "./delivery-helpers";
import { api, signUp, signUpConfirmed } from "./helpers";
import { delivered, subscribeDevice } from "./push-helpers";

const DAY_MS = 24 * 60 * 60 * 1000;

async function contact(token: string, body: Record<string, unknown>) {
  const res = await api("/api/contacts", { token, body });
  expect(res.status, res.text).toBe(201);
  return res.json as { id: number };
}

describe("what a nudge says about its person", () => {
  it("says when they last talked and the newest note, after the message", async () => {
    const user = await signUp();
    const device = await subscribeDevice(user.token);
    const ana = await contact(user.token, { name: "Ana Souza", phoneNumber: "+1 555 0100" });
    await api(`/api/contacts/${ana.id}/bookmarks`, { token: user.token, body: { note: "Old note" } });
    await api(`/api/contacts/${ana.id}/bookmarks`, {
      token: user.token,
      body: { note: "Started a new job at the observatory in March, loves it, and is planning a long trip to Lisbon with her sister" },
    });
    await env.DB.prepare("UPDATE contacts SET lastContactAt = ? WHERE id = ?")
      .bind(Date.now() - 23 * DAY_MS - 3600_000, ana.id)
      .run();
    await dueNudge(user.token, { targetName: "Ana", phoneNumber: "+15550100", message: "Ask how the new job is going" });
    await runAlarm(user.id);

    const [message] = await delivered(device);
    const lines = [
      "Ask how the new job is going",
      "Last talked 23 days ago",
      "Note: Started a new job at the observatory in March, loves it, and is planning a long…",
    ];
    expect(message!.json.body).toBe(lines.join("\n"));
    expect(message!.json.notification.body).toBe(lines.join("\n"));
    // The Contact card texts the message alone.
    expect(message!.json.data.message).toBe("Ask how the new job is going");
  });

  it("on a birthday with a known year, says the age, in the push and the email", async () => {
    const user = await signUp();
    const device = await subscribeDevice(user.token);
    const today = new Date();
    const born = `1992-${String(today.getUTCMonth() + 1).padStart(2, "0")}-${String(today.getUTCDate()).padStart(2, "0")}`;
    const leo = await contact(user.token, { name: "Leo", phoneNumber: "+1 555 0199" });
    const date = await api(`/api/contacts/${leo.id}/dates`, { token: user.token, body: { label: "Birthday", date: born } });
    expect(date.status, date.text).toBe(201);
    // The birthday nudge, due now (its own time may be later today or next year).
    await env.DB.prepare("UPDATE reminders SET remindAt = ? WHERE userId = ? AND sent = 0")
      .bind(Date.now() - 1000, user.id)
      .run();
    await runAlarm(user.id);
    const [message] = await delivered(device);
    // Never in touch yet: nothing about the last time.
    expect(message!.json.body).toBe(`Leo's birthday is today\nTurns ${today.getUTCFullYear() - 1992} today`);
  });

  it("gives a date's heads-up the same context, without the age before the day", async () => {
    const user = await signUp();
    const device = await subscribeDevice(user.token);
    const leo = await contact(user.token, { name: "Leo", phoneNumber: "+1 555 0199" });
    await env.DB.prepare("UPDATE contacts SET lastContactAt = ? WHERE id = ?")
      .bind(Date.now() - 40 * DAY_MS, leo.id)
      .run();
    const inTenDays = new Date(Date.now() + 10 * DAY_MS).toISOString().slice(5, 10);
    const date = await api(`/api/contacts/${leo.id}/dates`, {
      token: user.token,
      body: { label: "Birthday", date: `1992-${inTenDays}`, leadDays: 3 },
    });
    expect(date.status, date.text).toBe(201);
    const headsUp = await env.DB.prepare("SELECT headsUpReminderId AS id FROM contact_dates WHERE id = ?")
      .bind(date.json.id)
      .first<{ id: number }>();
    await env.DB.prepare("UPDATE reminders SET remindAt = ? WHERE id = ?")
      .bind(Date.now() - 1000, headsUp!.id)
      .run();
    await runAlarm(user.id);
    const [message] = await delivered(device);
    expect(message!.json.body).toMatch(/^Leo's birthday is .+\nLast talked 40 days ago$/);
  });

  it("mails the same lines to a person without a device", async () => {
    const user = await signUpConfirmed();
    const ben = await contact(user.token, { name: "Ben Okafor", phoneNumber: "+1 555 0142" });
    await env.DB.prepare("UPDATE contacts SET lastContactAt = ? WHERE id = ?")
      .bind(Date.now() - 3600_000, ben.id)
      .run();
    await dueNudge(user.token, { targetName: "Ben Okafor", message: "Send the photos" });
    await runAlarm(user.id);
    const [mail] = await mailsTo(user.email);
    expect(mail!.text).toContain('"Send the photos"\n\nLast talked today\n');
    expect(mail!.html).toContain("Last talked today");
  });

  it('with "Hide details on the lock screen", says only who to reach out to', async () => {
    const user = await signUp();
    const device = await subscribeDevice(user.token);
    const saved = await api("/api/account/settings", { method: "PATCH", token: user.token, body: { hideDetails: true } });
    expect(saved.json.hideDetails).toBe(true);
    const ana = await contact(user.token, { name: "Ana Souza", phoneNumber: "+1 555 0100" });
    await api(`/api/contacts/${ana.id}/bookmarks`, { token: user.token, body: { note: "Private matter" } });
    await dueNudge(user.token, { targetName: "Ana", phoneNumber: "+15550100", message: "Ask about the diagnosis" });
    await runAlarm(user.id);
    const [message] = await delivered(device);
    expect(message!.json.title).toBe("Time to reach out to Ana");
    expect(message!.json.notification).toMatchObject({ title: "Time to reach out to Ana", body: "" });
    expect(message!.json.body).toBe("");
    // Opening it still brings the message to the Contact card.
    expect(message!.json.data.message).toBe("Ask about the diagnosis");
    expect(JSON.stringify(message!.json.notification)).not.toContain("Private matter");
  });

  it("stays under the push limit with the longest message, link and note", () => {
    const payload = nudgePayload(
      {
        id: 1,
        targetName: "N".repeat(100),
        message: "m".repeat(1000),
        phoneNumber: "+15550100",
        url: `https://example.com/${"p".repeat(2000)}`,
      },
      "t".repeat(43),
      "https://nudge.example",
      ["Turns 34 today", "Last talked 230 days ago", `Note: ${"ü".repeat(79)}…`],
    );
    expect(new TextEncoder().encode(JSON.stringify(payload)).length).toBeLessThanOrEqual(3900);
    expect(payload.body.endsWith(`Note: ${"ü".repeat(79)}…`)).toBe(true);
  });
});
