// What the alarm reads in D1 to send a nudge and make what comes next: the rows D1 counts
// (meta.rows_read, what it bills and what keeps its one primary busy at 09:00) grow with the
// nudges the alarm sends, not with the contacts, dates and history the person keeps.
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { CLAIM_STATEMENTS } from "../../bench/runtime-floor/step";
import { alarmCountingD1, dueNudge, pending, runAlarm, schedulerSql } from "./delivery-helpers";
import { api, signUp } from "./helpers";
import { delivered, subscribeDevice } from "./push-helpers";

const DAY = 86_400_000;

/**
 * `count` contacts as a long-kept address book has them: every one with a number and a note, a
 * tenth messaged in another app, a quarter with a keep-in-touch check-in waiting, a fifth with a
 * birthday (its heads-up and its nudge on the day waiting), and a year of history (a sent nudge
 * for each, from their check-ins, birthdays and one-off nudges).
 */
async function addressBook(userId: number, count: number) {
  const now = Date.now();
  const n = "WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ?2)";
  await env.DB.batch([
    env.DB.prepare(
      `INSERT INTO contacts (userId, name, phoneNumber, phoneKey, reachBy, cadenceEvery, cadenceUnit, createdAt, updatedAt)
       ${n} SELECT ?1, 'Person ' || i, '+1555' || printf('%07d', i), '1555' || printf('%07d', i),
         CASE WHEN i % 10 = 0 THEN 'whatsapp' END, CASE WHEN i % 4 = 0 THEN 1 END, CASE WHEN i % 4 = 0 THEN 'month' END, ?3, ?3 FROM n`,
    ).bind(userId, count, now - 400 * DAY),
    env.DB.prepare(
      "INSERT INTO contact_bookmarks (contactId, userId, note, createdAt) SELECT id, userId, 'Met at the conference', ?2 FROM contacts WHERE userId = ?1",
    ).bind(userId, now - 300 * DAY),
    // A year of history: each contact's sent nudges, a month apart.
    env.DB.prepare(
      `INSERT INTO reminders (userId, targetName, message, phoneNumber, remindAt, sent, sentAt, deliveryStatus, createdAt)
       WITH RECURSIVE m(k) AS (SELECT 1 UNION ALL SELECT k + 1 FROM m WHERE k < 12)
       SELECT userId, name, 'Catch up', phoneNumber, ?2 - k * 30 * ?3, 1, ?2 - k * 30 * ?3, 'delivered', ?2 - k * 30 * ?3 - ?3
       FROM contacts, m WHERE userId = ?1 AND (id + k) % 12 = 0`,
    ).bind(userId, now, DAY),
    // Check-ins and birthdays waiting for their day.
    env.DB.prepare(
      `INSERT INTO reminders (userId, targetName, message, phoneNumber, remindAt, createdAt)
       SELECT userId, name, 'Check in', phoneNumber, ?2 + (1 + id % 20) * ?3, ?2 FROM contacts WHERE userId = ?1 AND cadenceEvery IS NOT NULL`,
    ).bind(userId, now, DAY),
    env.DB.prepare(
      `UPDATE contacts SET checkInReminderId = (SELECT r.id FROM reminders r
         WHERE r.userId = contacts.userId AND r.targetName = contacts.name AND r.message = 'Check in')
       WHERE userId = ?1 AND cadenceEvery IS NOT NULL`,
    ).bind(userId),
    env.DB.prepare(
      `INSERT INTO contact_dates (contactId, userId, label, date, leadDays, createdAt)
       SELECT id, userId, 'Birthday', '1990-06-' || printf('%02d', id % 28 + 1), 3, ?2 FROM contacts WHERE userId = ?1 AND id % 5 = 0`,
    ).bind(userId, now),
    env.DB.prepare(
      `INSERT INTO reminders (userId, targetName, message, phoneNumber, remindAt, createdAt)
       SELECT d.userId, c.name, kind.message, c.phoneNumber, ?2 + (1 + d.id % 300) * ?3 + kind.offset, ?2
       FROM contact_dates d JOIN contacts c ON c.id = d.contactId,
         (SELECT 'Birthday soon' AS message, 0 AS offset UNION ALL SELECT 'Birthday today', 3 * ?3) AS kind
       WHERE d.userId = ?1`,
    ).bind(userId, now, DAY),
    env.DB.prepare(
      `UPDATE contact_dates SET
         headsUpReminderId = (SELECT r.id FROM reminders r JOIN contacts c ON c.name = r.targetName AND c.userId = r.userId
           WHERE c.id = contact_dates.contactId AND r.message = 'Birthday soon'),
         reminderId = (SELECT r.id FROM reminders r JOIN contacts c ON c.name = r.targetName AND c.userId = r.userId
           WHERE c.id = contact_dates.contactId AND r.message = 'Birthday today')
       WHERE userId = ?1`,
    ).bind(userId),
  ]);
}

/** Someone with `contacts` in their address book and a device: one of them due a nudge, another a check-in. */
async function personDue(contacts: number) {
  const user = await signUp();
  const device = await subscribeDevice(user.token);
  await addressBook(user.id, contacts);
  // A year of history was sent by claims, so the object has claimed before (its first claim reads
  // every sent nudge for what comes next).
  await dueNudge(user.token, { targetName: "Someone new" });
  await runAlarm(user.id);
  // Person 10 is messaged in WhatsApp; person 8 has a check-in waiting.
  const nudge = await dueNudge(user.token, { targetName: "Person 10", phoneNumber: "+15550000010" });
  const checkIn = await env.DB.prepare(
    "UPDATE reminders SET remindAt = ? WHERE id = (SELECT checkInReminderId FROM contacts WHERE userId = ? AND name = 'Person 8') RETURNING id",
  )
    .bind(Date.now() - 1000, user.id)
    .first<number>("id");
  return { user, device, due: [nudge.id, checkIn!] };
}

describe("the alarm's claim", () => {
  it("is one D1 round trip of as many statements as the bench's floor puts in its claim step", async () => {
    const user = await signUp();
    const device = await subscribeDevice(user.token);
    const nudge = await dueNudge(user.token);
    const count = await alarmCountingD1(user.id);
    expect((await delivered(device)).map((m) => m.json.data.id)).toEqual([nudge.id]);
    expect({ roundTrips: count.roundTrips, statements: count.statements }).toEqual({ roundTrips: 1, statements: CLAIM_STATEMENTS });
  });

  it("reads as many rows for a person with 2 000 contacts as for one with 20: those of the nudges it sends", async () => {
    const reads = [];
    for (const contacts of [20, 2000]) {
      const { user, device, due } = await personDue(contacts);
      const count = await alarmCountingD1(user.id);
      expect(
        (await delivered(device))
          .map((m) => m.json.data.id)
          .slice(1)
          .sort(),
      ).toEqual(due.sort());
      // The check-in came back a month on, from the same read.
      const next = await env.DB.prepare(
        "SELECT remindAt FROM reminders WHERE id = (SELECT checkInReminderId FROM contacts WHERE userId = ? AND name = 'Person 8')",
      )
        .bind(user.id)
        .first<number>("remindAt");
      expect(next).toBeGreaterThan(Date.now() + 20 * DAY);
      reads.push(count.rowsRead);
    }
    const [small, large] = reads as [number, number];
    // A small book's shallower indexes may save a row; nothing may grow with the book.
    expect(large - small, `rows read: ${small} with 20 contacts, ${large} with 2 000`).toBeLessThanOrEqual(2);
  });

  it.each([
    ["an object that noted its last claim's next nudges made", false],
    ["an object from before that was noted, which goes by its last claim", true],
  ])("still makes the next year's nudge of a birthday marked done before its day, at the next alarm: %s", async (_, fromBefore) => {
    const user = await signUp();
    const ana = await api("/api/contacts", { token: user.token, body: { name: "Ana", phoneNumber: "+1 555 0100" } });
    const date = await api(`/api/contacts/${ana.json.id}/dates`, { token: user.token, body: { label: "Birthday", date: "1990-07-02" } });
    expect(date.status, date.text).toBe(201);
    const [birthday] = await pending(user.token);
    // The alarm has claimed before (its renewals made), then the person ticks the birthday off on Today.
    await dueNudge(user.token);
    await runAlarm(user.id);
    if (fromBefore) await schedulerSql(user.id, "DELETE FROM meta WHERE key = 'renewedThrough'");
    expect((await api(`/api/reminders/${birthday!.id}/done`, { method: "POST", token: user.token })).status).toBe(200);
    expect(await pending(user.token)).toEqual([]);

    await dueNudge(user.token);
    await runAlarm(user.id);
    const next = await pending(user.token);
    expect(next.map((n) => n.targetName)).toEqual(["Ana"]);
    expect(Date.parse(next[0]!.remindAt)).toBeGreaterThan(Date.parse(birthday!.remindAt));
  });
});
