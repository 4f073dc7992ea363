// Email lateness: users with no device and a confirmed address, nudges all due inside one window,
// measured at the local mail API as (arrival − remindAt). Also counts emails lost or sent twice.
import type { startMailSink } from "../test/support/mail-sink.ts";
import type { Account } from "./accounts.ts";
import { json, percentiles, pool } from "./app.ts";

type Options = {
  app: string;
  sink: Awaited<ReturnType<typeof startMailSink>>;
  accounts: Account[];
  perUser: number;
  windowMs: number;
  workerdCpuMs: () => number;
};

export async function measureEmailDelivery({ app, sink, accounts, perUser, windowMs, workerdCpuMs }: Options) {
  const windowStart = Math.ceil((Date.now() + 5_000 + accounts.length * perUser * 40) / 1000) * 1000;
  const due = new Map<string, number>();
  const jobs = accounts.flatMap((account) => Array.from({ length: perUser }, () => account));
  await pool(jobs, 16, async ({ id, token }) => {
    const remindAt = windowStart + Math.floor(Math.random() * windowMs);
    const nudge = await json(`${app}/api/reminder`, {
      token,
      body: { targetName: "Ana", message: "Benchmark nudge by email", remindAt: new Date(remindAt).toISOString() },
    });
    due.set(`nudge-email/${id}/${nudge.id}`, Date.parse(nudge.remindAt));
  });
  if (Date.now() > windowStart) throw new Error("creating the email nudges took past the window's start");
  const cpuBefore = workerdCpuMs();
  const ours = () => sink.messages().filter((m) => m.idempotencyKey && due.has(m.idempotencyKey));
  const deadline = windowStart + windowMs + 30_000;
  while (Date.now() < deadline && ours().length < due.size) await new Promise((r) => setTimeout(r, 250));
  const cpuMs = workerdCpuMs() - cpuBefore;
  await new Promise((r) => setTimeout(r, 1000)); // anything doubled arrives now

  // The stand-in takes a key once, as the real API does; a second try under it is counted as doubled.
  const seen = new Map<string, number>();
  const lateness: number[] = [];
  for (const m of ours()) {
    seen.set(m.idempotencyKey!, (seen.get(m.idempotencyKey!) ?? 0) + 1);
    lateness.push(m.receivedAt - due.get(m.idempotencyKey!)!);
  }
  return {
    users: accounts.length,
    nudges: due.size,
    windowMs,
    latenessMs: percentiles(lateness),
    workerdCpuMsPerNudge: Math.round((cpuMs / due.size) * 10) / 10,
    lost: [...due.keys()].filter((key) => !seen.has(key)).length,
    doubled: sink.triedTwice([...due.keys()]),
  };
}
