// Idempotency-Key on the creates (issue 38): a retry with the same key gets the first answer
// instead of making a second row; keys are per user and are forgotten after a day.
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { createApp } from "../../worker/app";
import { api, signUp } from "./helpers";

type User = { id: number; token: string };
const soon = () => new Date(Date.now() + 60 * 60_000).toISOString();
const rows = async (table: string, userId: number) =>
  (await env.DB.prepare(`SELECT count(*) AS n FROM ${table} WHERE userId = ?`).bind(userId).first<{ n: number }>())!.n;
const contactOf = async (token: string) => (await api("/api/contacts", { token, body: { name: "Ana Souza" } })).json.id as number;
const nudgeOf = async (token: string) =>
  (await api("/api/reminder", { token, body: { targetName: "Ana", message: "Hi", remindAt: soon() } })).json.id as number;

type Case = {
  what: string;
  table: string;
  path: (u: User) => Promise<string>;
  body: () => Record<string, unknown>;
  other: Record<string, unknown>;
};
const cases: Case[] = [
  {
    what: "schedule a nudge",
    table: "reminders",
    path: async () => "/api/reminder",
    body: () => ({ targetName: "Ana", message: "Hi", remindAt: soon() }),
    other: { targetName: "Ben", message: "Hi", remindAt: soon() },
  },
  {
    what: "schedule a repeating nudge",
    table: "reminders",
    path: async () => "/api/reminder",
    body: () => ({ targetName: "Ana", message: "Hi", remindAt: soon(), recurrence: "FREQ=WEEKLY" }),
    other: { targetName: "Ana", message: "Hi", remindAt: soon(), recurrence: "FREQ=DAILY" },
  },
  {
    what: "reuse a nudge",
    table: "reminders",
    path: async (u) => `/api/reminders/${await nudgeOf(u.token)}/duplicate`,
    body: () => ({ remindAt: soon() }),
    other: { remindAt: new Date(Date.now() + 2 * 60 * 60_000).toISOString() },
  },
  {
    what: "add a contact",
    table: "contacts",
    path: async () => "/api/contacts",
    body: () => ({ name: "Ana Souza" }),
    other: { name: "Ben" },
  },
  {
    what: "add a note",
    table: "contact_bookmarks",
    path: async (u) => `/api/contacts/${await contactOf(u.token)}/bookmarks`,
    body: () => ({ note: "Loves jazz" }),
    other: { note: "Moved to Porto" },
  },
  {
    what: "add a date",
    table: "contact_dates",
    path: async (u) => `/api/contacts/${await contactOf(u.token)}/dates`,
    body: () => ({ label: "Birthday", date: "1990-03-14" }),
    other: { label: "Wedding", date: "2015-06-01" },
  },
  {
    what: "ask support",
    table: "ai_support_requests",
    path: async () => "/api/support",
    body: () => ({ type: "support", message: "How do I snooze a nudge?" }),
    other: { type: "support", message: "How do I delete my account?" },
  },
];

const send = (token: string, path: string, body: unknown, key: string) => api(path, { token, body, headers: { "Idempotency-Key": key } });

describe("Idempotency-Key", () => {
  it.each(cases)("$what: a retry with the key answers the first answer and makes nothing more", async ({ table, path, body, other }) => {
    const user = await signUp();
    const at = await path(user);
    const sent = body();
    const key = crypto.randomUUID();
    const before = await rows(table, user.id);
    const first = await send(user.token, at, sent, key);
    expect(first.status, first.text).toBeLessThan(300);
    const again = await send(user.token, at, sent, key);
    expect({ status: again.status, json: again.json }).toEqual({ status: first.status, json: first.json });
    expect(again.headers.get("Idempotent-Replayed")).toBe("true");
    expect(await rows(table, user.id)).toBe(before + 1);

    // The same key with another request: refused in words, nothing made.
    const reused = await send(user.token, at, other, key);
    expect(reused.status).toBe(409);
    expect(reused.json.message).toMatch(/already used for a different request/);
    expect(await rows(table, user.id)).toBe(before + 1);
  });

  it("keys are per user, and are forgotten after a day", async () => {
    const ana = await signUp();
    const ben = await signUp();
    const key = crypto.randomUUID();
    const body = { targetName: "Ana", message: "Hi", remindAt: soon() };
    expect((await send(ana.token, "/api/reminder", body, key)).status).toBe(201);
    expect((await send(ana.token, "/api/reminder", body, key)).headers.get("Idempotent-Replayed")).toBe("true");
    expect((await send(ben.token, "/api/reminder", body, key)).status).toBe(201);
    expect(await rows("reminders", ana.id)).toBe(1);
    expect(await rows("reminders", ben.id)).toBe(1);
    await env.DB.prepare("UPDATE idempotency_keys SET createdAt = createdAt - ? WHERE userId = ?")
      .bind(25 * 60 * 60_000, ana.id)
      .run();
    const later = await send(ana.token, "/api/reminder", body, key);
    expect(later.status).toBe(201);
    expect(later.headers.get("Idempotent-Replayed")).toBeNull();
    expect(await rows("reminders", ana.id)).toBe(2);
  });

  it("a refused request keeps no answer: the same key may be sent again once it is right", async () => {
    const user = await signUp();
    const key = crypto.randomUUID();
    const refused = await send(user.token, "/api/reminder", { targetName: "Ana", message: "Hi", remindAt: "2262-01-01T00:00:00Z" }, key);
    expect(refused.status).toBe(400);
    const ok = await send(user.token, "/api/contacts", { name: "Ana" }, "not a key!");
    expect(ok.status).toBe(400);
    expect(ok.json.message).toMatch(/Idempotency-Key must be/);
    expect(await rows("contacts", user.id)).toBe(0);
  });

  it("the answer is stored with the nudge: when the insert's answer is lost, the retry answers it and makes no second", async () => {
    const user = await signUp();
    const key = crypto.randomUUID();
    const body = { targetName: "Ana", message: "Hi", remindAt: soon() };
    const lost = await createApp().fetch(
      new Request("http://localhost/api/reminder", {
        method: "POST",
        headers: { Authorization: `Bearer ${user.token}`, "Content-Type": "application/json", "Idempotency-Key": key },
        body: JSON.stringify(body),
      }),
      { ...env, DB: answerLostForInsertInto(env.DB, "reminders") },
    );
    expect(lost.status).toBe(500);
    expect(await rows("reminders", user.id)).toBe(1);
    const retry = await send(user.token, "/api/reminder", body, key);
    expect(retry.status).toBe(201);
    expect(retry.json).toMatchObject({ targetName: "Ana", remindAt: body.remindAt, recurrence: null });
    expect(await rows("reminders", user.id)).toBe(1);
  });
});

/** D1 whose batch that inserts into `table` commits and then loses its answer, as when the connection drops. */
function answerLostForInsertInto(db: D1Database, table: string): D1Database {
  const queries = new WeakMap<D1PreparedStatement, string>();
  return new Proxy(db, {
    get(target, prop) {
      if (prop === "prepare")
        return (query: string) => {
          const statement = target.prepare(query);
          // drizzle binds each statement, which makes a new one: it is known by its query too.
          const bind = statement.bind.bind(statement);
          statement.bind = (...values: unknown[]) => {
            const bound = bind(...values);
            queries.set(bound, query);
            return bound;
          };
          queries.set(statement, query);
          return statement;
        };
      if (prop === "batch")
        return async (statements: D1PreparedStatement[]) => {
          const results = await target.batch(statements);
          if (statements.some((s) => queries.get(s)?.startsWith(`insert into "${table}"`)))
            throw new Error("D1_ERROR: Network connection lost (simulated)");
          return results;
        };
      const value = Reflect.get(target, prop);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
}
