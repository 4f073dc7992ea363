// A Durable Object that does the least a due nudge can: wake at its alarm, read its job from
// storage, make one request, clear the job. Its steps add, one at a time, what any Web Push
// delivery must do on top (runtime-floor.ts): the request over TLS, the message encrypted for the
// device (RFC 8291), and one D1 batch as large as the app's claim. The gap between the app's
// scheduler and each step is the app's own cost.
import { DurableObject } from "cloudflare:workers";
import { encryptNotification } from "@block65/webcrypto-web-push";

type FloorEnv = { ALARMS: DurableObjectNamespace<BareAlarm>; DB: D1Database };
import type { Step } from "./step";
type Job = { sink: string; step: Step; keys: { p256dh: string; auth: string }; statements: number };

export class BareAlarm extends DurableObject<FloorEnv> {
  async arm(at: number, job: Job) {
    await this.ctx.storage.put<Job>("job", job);
    await this.ctx.storage.setAlarm(at);
  }

  override async alarm() {
    const job = await this.ctx.storage.get<Job>("job");
    if (!job) return;
    if (job.step === "claim") await this.batch(job.statements);
    const id = this.ctx.id.toString();
    const body =
      job.step === "push" || job.step === "claim"
        ? await encryptNotification(
            { endpoint: job.sink, expirationTime: null, keys: job.keys },
            new TextEncoder().encode(JSON.stringify({ title: "Nudge", body: "Reach out", data: { id } })),
            { pad: true },
          )
        : id;
    await fetch(job.sink, { method: "POST", body });
    await this.ctx.storage.delete("job");
  }

  /** One round trip to D1: a write, then reads, as the claim's batch takes its nudges and reads what they need. */
  private batch(statements: number) {
    const row = Number.parseInt(this.ctx.id.toString().slice(0, 6), 16) % ROWS;
    return this.env.DB.batch(
      Array.from({ length: statements }, (_, i) =>
        i === 0
          ? this.env.DB.prepare("UPDATE jobs SET taken = taken + 1 WHERE id = ?").bind(row)
          : this.env.DB.prepare("SELECT * FROM jobs WHERE id = ?").bind((row + i) % ROWS),
      ),
    );
  }
}

const ROWS = 1000;

export default {
  // POST /arm?from=0&count=200&at=<epoch ms> with the job as JSON: arms objects "alarm-<from>" … in parallel.
  async fetch(request: Request, env: FloorEnv) {
    const url = new URL(request.url);
    if (request.method !== "POST") return new Response("ready");
    if (url.pathname === "/tables") {
      await env.DB.exec("CREATE TABLE IF NOT EXISTS jobs (id INTEGER PRIMARY KEY, taken INTEGER NOT NULL DEFAULT 0)");
      await env.DB.prepare(
        "WITH RECURSIVE n(x) AS (SELECT 0 UNION ALL SELECT x + 1 FROM n WHERE x < ?) INSERT OR IGNORE INTO jobs (id) SELECT x FROM n",
      )
        .bind(ROWS - 1)
        .run();
      return new Response("made");
    }
    const from = Number(url.searchParams.get("from"));
    const count = Number(url.searchParams.get("count"));
    const at = Number(url.searchParams.get("at"));
    const job = (await request.json()) as Job;
    await Promise.all(Array.from({ length: count }, (_, i) => env.ALARMS.get(env.ALARMS.idFromName(`alarm-${from + i}`)).arm(at, job)));
    return new Response("armed");
  },
};
