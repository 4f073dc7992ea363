import { env } from "cloudflare:workers";
import { and, asc, desc, eq, type SQL } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { hashToken } from "../../worker/auth/tokens";
import { getDb } from "../../worker/db/client";
import { nudgeDeliveries, reminders } from "../../worker/db/schema";
import { toNudge } from "../../worker/db/nudges";
import { api, signUp, expectRefused } from "./helpers";

const DAY = 86_400_000;
const put = (userId: number, row: Partial<typeof reminders.$inferInsert>) =>
  getDb(env.DB)
    .insert(reminders)
    .values({ userId, targetName: "Ana", message: "Hi", remindAt: Date.now() + DAY, ...row })
    .returning()
    .get();

// The lists are built as JSON by SQLite for speed; these hold them to the row mapping the rest of the API uses.
describe("the nudge lists built by SQLite", () => {
  it("match toNudge row for row: odd text, nulls, millisecond times, flags and order", async () => {
    const user = await signUp();
    const base = Date.UTC(2031, 0, 31, 23, 59, 59, 7);
    await put(user.id, {
      targetName: `Zoë "Z" \\ O'Neil <b>`,
      message: "line one\nline two\t😀",
      remindAt: base + 1,
      phoneNumber: "+44 20 7946 0958",
      url: "https://example.com/?q=a&b=c",
    });
    await put(user.id, { remindAt: base, saved: true, createdAt: Date.UTC(2020, 1, 29, 0, 0, 0, 0) });
    await put(user.id, { remindAt: base, message: "same time, later id" });
    await put(user.id, { sent: true, sentAt: Date.UTC(2026, 5, 1, 12, 0, 0, 999), remindAt: Date.UTC(2026, 5, 1), saved: true });
    await put(user.id, {
      sent: true,
      sentAt: Date.UTC(2026, 5, 2, 8, 30, 0, 50),
      remindAt: Date.UTC(2026, 5, 2),
      doneAt: Date.UTC(2026, 5, 2, 9, 0, 0, 1),
      snoozedUntil: Date.UTC(2026, 5, 3, 9, 0, 0, 0),
    });
    // How a nudge went out: two devices (one took it) and the email; another was not delivered at all.
    const reached = await put(user.id, {
      sent: true,
      sentAt: Date.UTC(2026, 5, 3, 7, 0, 0, 5),
      remindAt: Date.UTC(2026, 5, 3),
      deliveryStatus: "delivered",
    });
    await put(user.id, {
      sent: true,
      sentAt: Date.UTC(2026, 5, 4, 7, 0, 0, 5),
      remindAt: Date.UTC(2026, 5, 4),
      deliveryStatus: "not_delivered",
    });
    await getDb(env.DB)
      .insert(nudgeDeliveries)
      .values([
        {
          reminderId: reached.id,
          userId: user.id,
          target: "push:2",
          channel: "push",
          label: `Chrome on "Android"`,
          status: "delivered",
          reason: null,
          at: Date.UTC(2026, 5, 3, 7, 0, 0, 90),
        },
        {
          reminderId: reached.id,
          userId: user.id,
          target: "push:1",
          channel: "push",
          label: null,
          status: "gone",
          reason: "gone\nfor good",
          at: Date.UTC(2026, 5, 3, 7, 0, 0, 90),
        },
        {
          reminderId: reached.id,
          userId: user.id,
          target: "email",
          channel: "email",
          label: null,
          status: "sent",
          reason: null,
          at: Date.UTC(2026, 5, 3, 7, 10, 0, 0),
        },
      ]);
    await put((await signUp()).id, { targetName: "someone else's" });

    const db = getDb(env.DB);
    const rows = await db.select().from(nudgeDeliveries).where(eq(nudgeDeliveries.userId, user.id)).all();
    const withDeliveries = (row: typeof reminders.$inferSelect) =>
      toNudge(
        row,
        rows.filter((d) => d.reminderId === row.id),
      );
    // The person's pending (sent = false) or sent nudges, in the given order, read with drizzle.
    const ownRows = (sent: boolean, ...order: SQL[]) =>
      db
        .select()
        .from(reminders)
        .where(and(eq(reminders.userId, user.id), eq(reminders.sent, sent)))
        .orderBy(...order)
        .all();
    const expectedPending = (await ownRows(false, asc(reminders.remindAt), asc(reminders.id))).map((row) => toNudge(row));
    const expectedHistory = (await ownRows(true, desc(reminders.sentAt), desc(reminders.id))).map(withDeliveries);

    const pending = await api("/api/reminders", { token: user.token });
    const history = await api("/api/nudge-history", { token: user.token });
    expect(pending.headers.get("Content-Type")).toMatch(/application\/json/);
    expect(pending.json).toEqual(expectedPending);
    expect(pending.json).toHaveLength(3);
    expect(history.json).toEqual(expectedHistory);
    expect(history.json.map((r: { sentAt: string }) => r.sentAt)).toEqual([
      "2026-06-04T07:00:00.005Z",
      "2026-06-03T07:00:00.005Z",
      "2026-06-02T08:30:00.050Z",
      "2026-06-01T12:00:00.999Z",
    ]);
    expect(history.json[1].delivery).toEqual({
      status: "delivered",
      devices: [
        { label: null, status: "gone", at: "2026-06-03T07:00:00.090Z", reason: "gone\nfor good" },
        { label: `Chrome on "Android"`, status: "delivered", at: "2026-06-03T07:00:00.090Z", reason: null },
      ],
      email: { status: "sent", at: "2026-06-03T07:10:00.000Z", reason: null },
    });
    expect(history.json[0].delivery).toEqual({ status: "not_delivered", devices: [], email: null });
    expect(history.json[2].delivery).toBeNull();
  });

  it("format every millisecond exactly as toISOString does", async () => {
    const user = await signUp();
    const times = [0, 1, 7, 50, 499, 500, 501, 998, 999].map((ms) => Date.UTC(2029, 11, 31, 23, 59, 59, ms));
    // Random instants across a century, floating-point rounding's worst case for ms / 1000.0.
    for (let i = 0; i < 100; i++) times.push(Date.UTC(2000, 0, 1) + Math.floor(Math.random() * 100 * 365 * DAY));
    for (let i = 0; i < times.length; i += 8) {
      await getDb(env.DB)
        .insert(reminders)
        .values(times.slice(i, i + 8).map((remindAt) => ({ userId: user.id, targetName: "Ana", message: "Hi", remindAt })))
        .run();
    }
    const listed = (await api("/api/reminders", { token: user.token })).json.map((r: { remindAt: string }) => r.remindAt);
    expect(listed).toEqual([...times].sort((a, b) => a - b).map((t) => new Date(t).toISOString()));
  });

  it("answers an empty array for a user with nothing, and 401 for a signed-out, unknown or idle session", async () => {
    const user = await signUp();
    expect((await api("/api/reminders", { token: user.token })).json).toEqual([]);
    expect((await api("/api/nudge-history", { token: user.token })).json).toEqual([]);
    expect((await api("/api/reminders")).status).toBe(401);
    expect((await api("/api/reminders", { token: "not-a-session" })).status).toBe(401);

    await put(user.id, {});
    // Fifteen days unused: past the 14-day idle limit, so neither the session nor its data answer.
    await env.DB.prepare("UPDATE sessions SET lastUsedAt = ? WHERE tokenHash = ?")
      .bind(Date.now() - 15 * DAY, await hashToken(user.token))
      .run();
    const idle = await api("/api/reminders", { token: user.token });
    expectRefused(idle, 401, "Your session has expired. Please sign in again.");
  });

  it("stay current after every kind of change, even ones made behind the API's back, and revalidate with ETags", async () => {
    const user = await signUp();
    const ids = async () => (await api("/api/reminders", { token: user.token })).json.map((r: { id: number }) => r.id);
    const first = await put(user.id, { remindAt: Date.now() + DAY });
    expect(await ids()).toEqual([first.id]);
    const read = await api("/api/reminders", { token: user.token });
    const etag = read.headers.get("ETag")!;
    expect(read.headers.get("Cache-Control")).toBe("private, no-cache");
    const unchanged = await api("/api/reminders", { token: user.token, headers: { "If-None-Match": etag } });
    expect(unchanged.status).toBe(304);
    expect(unchanged.text).toBe("");

    // Written straight to D1, as the scheduler's claim is: the triggers still move the version.
    const second = await put(user.id, { remindAt: Date.now() + DAY / 2 });
    expect(await ids()).toEqual([second.id, first.id]);
    expect((await api("/api/reminders", { token: user.token, headers: { "If-None-Match": etag } })).status).toBe(200);
    await env.DB.prepare("UPDATE reminders SET sent = 1, sentAt = ? WHERE id = ?").bind(Date.now(), second.id).run();
    expect(await ids()).toEqual([first.id]);
    expect((await api("/api/nudge-history", { token: user.token })).json.map((r: { id: number }) => r.id)).toEqual([second.id]);
    await env.DB.prepare("UPDATE reminders SET message = 'edited' WHERE id = ?").bind(first.id).run();
    expect((await api("/api/reminders", { token: user.token })).json[0].message).toBe("edited");
    await env.DB.prepare("DELETE FROM reminders WHERE id = ?").bind(first.id).run();
    expect(await ids()).toEqual([]);

    // Another user's ETag guess never reveals or matches this user's list.
    const other = await signUp();
    expect((await api("/api/reminders", { token: other.token, headers: { "If-None-Match": etag } })).status).toBe(200);
  });
});
