// Email lateness: users with no device and a confirmed address, nudges all due inside one window,
// measured at the local mail API as (arrival − remindAt). Also counts emails lost or sent twice.
import type { startMailSink } from "../test/support/mail-sink.ts";
import type { Account } from "./accounts.ts";
import { percentiles } from "./app.ts";
import { cpuUntilArrived, nudgesDueInWindow } from "./due-window.ts";

type Options = {
  app: string;
  sink: Awaited<ReturnType<typeof startMailSink>>;
  accounts: Account[];
  perUser: number;
  windowMs: number;
  workerdCpuMs: () => number;
};

export async function measureEmailDelivery({ sink, workerdCpuMs, ...window }: Options) {
  const { accounts, windowMs } = window;
  const { windowStart, due } = await nudgesDueInWindow(
    window,
    "Benchmark nudge by email",
    (account, id) => `nudge-email/${account.id}/${id}`,
  );
  const ours = () => sink.messages().filter((m) => m.idempotencyKey && due.has(m.idempotencyKey));
  const cpuMs = await cpuUntilArrived(() => ours().length, due.size, windowStart + windowMs, workerdCpuMs);

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
