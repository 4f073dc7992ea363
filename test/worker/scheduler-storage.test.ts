// The NudgeScheduler's own tables: made once per version (storage-schema.ts), not on every
// construction, and still made when an object's tables are from an older version.
import { env } from "cloudflare:workers";
import { runInDurableObject } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { NudgeScheduler } from "../../worker/delivery/scheduler";
import { Meta } from "../../worker/delivery/meta";
import { ensureSchema } from "../../worker/delivery/storage-schema";
import { dueNudge, noting, personWithNudge, stubOf } from "./delivery-helpers";
import { signUp } from "./helpers";
import { delivered, subscribeDevice } from "./push-helpers";

const tables = (sql: SqlStorage) =>
  sql
    .exec<{ name: string }>("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE '\\_%' ESCAPE '\\' ORDER BY name")
    .toArray()
    .map((t) => t.name);

describe("the scheduler's own tables", () => {
  it("are made by the first construction, and a later one only reads their version", async () => {
    const { user } = await personWithNudge();
    await runInDurableObject(stubOf(user.id), async (_instance: NudgeScheduler, state) => {
      expect(tables(state.storage.sql)).toEqual(
        expect.arrayContaining(["deliveries", "device_news", "digest_meta", "digest_outbox", "mail_outbox", "meta", "outbox", "summaries"]),
      );
      // What every later construction of the object runs first.
      const statements: string[] = [];
      const sql = noting(state.storage.sql, statements);
      ensureSchema(sql, new Meta(sql));
      expect(statements.filter((q) => /create/i.test(q))).toEqual([]);
      expect(statements).toHaveLength(1);
    });
  });

  it("are made again, keeping what is stored, when the object's were made at another version", async () => {
    const { user, made } = await personWithNudge();
    await runInDurableObject(stubOf(user.id), async (_instance: NudgeScheduler, state) => {
      const sql = state.storage.sql;
      sql.exec("DROP TABLE digest_outbox");
      sql.exec("UPDATE meta SET value = 'an older version' WHERE key = 'schema'");
      const again = new NudgeScheduler(state, env);
      expect(tables(sql)).toContain("digest_outbox");
      // The owner noted by the first construction's rearm is still there, and the alarm still set.
      expect(await again.nextAlarm()).toBe(Date.parse(made.json.remindAt));
      expect(sql.exec<{ value: string }>("SELECT value FROM meta WHERE key = 'userId'").one().value).toBe(String(user.id));
    });
  });
});

describe("one delivered nudge in the scheduler's own SQLite", () => {
  it("takes a fresh object (production evicts it between alarms) few statements, and writes only what changes", async () => {
    const user = await signUp();
    const device = await subscribeDevice(user.token);
    const nudge = await dueNudge(user.token);
    const statements: string[] = [];
    await runInDurableObject(stubOf(user.id), async (_instance: NudgeScheduler, state) => {
      // The object's SQLite, noted from its construction on: the alarm runs on an object just made, as after an eviction.
      const sql = state.storage.sql;
      const exec = sql.exec.bind(sql);
      sql.exec = ((query: string, ...binds: unknown[]) => {
        // A multi-statement exec (the tables' CREATEs) counts each statement in it.
        for (const one of query.split(";").filter((q) => q.trim() !== "")) statements.push(one.trim().split(/\s+/)[0]!.toUpperCase());
        return exec(query, ...binds);
      }) as typeof sql.exec;
      try {
        await new NudgeScheduler(state, env).alarm();
      } finally {
        sql.exec = exec;
      }
    });
    expect((await delivered(device)).map((m) => m.json.data.id)).toEqual([nudge.id]);
    const writes = statements.filter((s) => s !== "SELECT");
    // The figures this holds down (statements: all, and the writes among them); a change to the wake
    // path that adds to them shows here first. Two are the action token's, kept here instead of in
    // the claim's D1 batch: its insert, and the sweep of expired ones.
    expect({ statements: statements.length, writes: writes.length }).toEqual({ statements: 19, writes: 13 });
  });
});
