import { env, exports } from "cloudflare:workers";
import { applyD1Migrations } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { createApp } from "../../worker/app";
import { D1_BOOKMARK_HEADER } from "../../worker/contracts/d1-bookmark";
import { hashToken } from "../../worker/auth/tokens";
import { api, signUp } from "./helpers";

const BOOKMARK = /^[0-9a-f]{8}-[0-9a-f]{8}-[0-9a-f]{8}-[0-9a-f]{32}$/;
const nudge = (message: string) => ({ targetName: "Ana", message, remindAt: new Date(Date.now() + 3_600_000).toISOString() });
const bookmarkOf = (res: { headers: Headers }) => res.headers.get(D1_BOOKMARK_HEADER);

describe("read-your-writes across requests (D1 sessions)", () => {
  it("a write answers with a bookmark; the next read sent with it sees the write and answers a bookmark no older", async () => {
    const user = await signUp();
    let last = "";
    for (const message of ["Ask about the new job", "Send the photos"]) {
      const created = await api("/api/reminder", { token: user.token, body: nudge(message) });
      expect(created.status).toBe(201);
      const written = bookmarkOf(created)!;
      expect(written).toMatch(BOOKMARK);
      expect(written > last).toBe(true);
      const read = await api("/api/reminders", { token: user.token, headers: { [D1_BOOKMARK_HEADER]: written } });
      expect(read.status).toBe(200);
      expect(read.json.map((n: { message: string }) => n.message)).toContain(message);
      expect(bookmarkOf(read)! >= written).toBe(true);
      last = bookmarkOf(read)!;
    }
  });

  it("a read without a bookmark, or with one that is not D1's, is answered as usual, with a bookmark", async () => {
    const user = await signUp();
    await api("/api/reminder", { token: user.token, body: nudge("Ask about the new job") });
    for (const sent of [
      undefined,
      "garbage",
      "../../etc",
      "f".repeat(5000),
      "00000000-0000002a-00000000-0000000000000000000000000000000g",
    ]) {
      const res = await api("/api/reminders", { token: user.token, headers: sent === undefined ? {} : { [D1_BOOKMARK_HEADER]: sent } });
      expect(res.status, String(sent).slice(0, 40)).toBe(200);
      expect(res.json).toHaveLength(1);
      expect(bookmarkOf(res)).toMatch(BOOKMARK);
    }
  });

  it("a refused write carries no bookmark: it wrote nothing", async () => {
    const user = await signUp();
    const refused = await api("/api/reminder", { token: user.token, body: { targetName: "Ana" } });
    expect(refused.status).toBe(400);
    expect(bookmarkOf(refused)).toBeNull();
  });

  it("a read served by a replica that lags still knows a session made a moment ago, and a lagging 'idle' ends nothing", async () => {
    await applyD1Migrations(env.LAGGING_REPLICA, env.TEST_MIGRATIONS);
    // The replica: reads in a session go to the second database, which never saw this sign-up.
    const lagging = { ...env, DB: Object.assign(Object.create(env.DB), { withSession: () => env.LAGGING_REPLICA.withSession() }) };
    const app = createApp();
    const user = await signUp();
    await api("/api/reminder", { token: user.token, body: nudge("Ask about the new job") });
    const read = (path: string) =>
      app.request(path, { headers: { Authorization: `Bearer ${user.token}` } }, lagging, exports.default as never);
    const reminders = await read("/api/reminders");
    expect(reminders.status).toBe(200);
    const me = await read("/api/auth/me");
    expect(me.status).toBe(200);
    expect((await me.json()) as { id: number }).toMatchObject({ id: user.id });

    // On the replica the session was last used 15 days ago (idle past 14): the primary, where it was just used, decides.
    await copyRow("users", "id", user.id);
    const tokenHash = await hashToken(user.token);
    await copyRow("sessions", "tokenHash", tokenHash);
    await env.LAGGING_REPLICA.prepare("UPDATE sessions SET lastUsedAt = ? WHERE tokenHash = ?")
      .bind(Date.now() - 15 * 86_400_000, tokenHash)
      .run();
    expect((await read("/api/reminders")).status).toBe(200);
    expect((await api("/api/auth/me", { token: user.token })).status).toBe(200);
  });
});

/** The primary's row, as the replica would have had it some time ago. */
async function copyRow(table: string, key: string, value: unknown) {
  const row = await env.DB.prepare(`SELECT * FROM ${table} WHERE ${key} = ?`).bind(value).first<Record<string, unknown>>();
  const columns = Object.keys(row!);
  await env.LAGGING_REPLICA.prepare(`INSERT INTO ${table} (${columns.join(", ")}) VALUES (${columns.map(() => "?").join(", ")})`)
    .bind(...columns.map((c) => row![c]))
    .run();
}
