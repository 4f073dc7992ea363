// The digest at scale (issue 24): many users with a daily digest due in the same minute, each with
// one person on their Today list. Every digest must arrive once; its lateness and the app's CPU
// time per digest are measured at the local push service, beside the nudge figures.
import type { PushService } from "../test/support/push-service.ts";
import type { Account } from "./accounts.ts";
import { json, percentiles, pool } from "./app.ts";
import { cpuUntilArrived } from "./due-window.ts";

const MINUTE = 60_000;
const HOUR = 3_600_000;

/** A fixed-offset zone where it is about midday now, so "today" holds while the bench runs. */
function middayZone() {
  const offset = Math.max(-12, Math.min(14, 12 - new Date().getUTCHours()));
  return { timeZone: offset === 0 ? "UTC" : `Etc/GMT${offset > 0 ? "-" : "+"}${Math.abs(offset)}`, offsetMs: offset * HOUR };
}

export async function measureDigest(app: string, push: PushService, accounts: Account[], workerdCpuMs: () => number) {
  const zone = middayZone();
  // One nudge later today puts one person on each list (its own alarm is an hour away).
  const later = new Date(Date.now() + HOUR).toISOString();
  await pool(accounts, 16, ({ token }) =>
    json(`${app}/api/reminder`, { token, body: { targetName: "Ana", message: "Lunch?", remindAt: later } }),
  );
  // The digest time: the first whole minute after every account can be set (generously, 40 ms each).
  const dueAt = Math.ceil((Date.now() + 5_000 + accounts.length * 40) / MINUTE) * MINUTE;
  const local = new Date(dueAt + zone.offsetMs);
  const time = `${String(local.getUTCHours()).padStart(2, "0")}:${String(local.getUTCMinutes()).padStart(2, "0")}`;
  await pool(accounts, 16, ({ token }) =>
    json(`${app}/api/account/settings`, { method: "PATCH", token, body: { timeZone: zone.timeZone, digest: { every: "daily", time } } }),
  );
  if (Date.now() > dueAt) throw new Error("setting the digests took past their minute");
  console.error(`${accounts.length} digests due at ${new Date(dueAt).toISOString()}`);

  const ours = () => push.messages().filter((m) => (m.json as { data?: { digest?: string } }).data?.digest);
  // A morning list may take longer than a nudge: up to two minutes (90 s + the wait's own 30 s).
  const cpuMs = await cpuUntilArrived(() => ours().length, accounts.length, dueAt + 90_000, workerdCpuMs);
  const seen = new Map<string, number>();
  const lateness: number[] = [];
  let lastArrival = 0;
  for (const m of ours()) {
    seen.set(m.subscriptionId, (seen.get(m.subscriptionId) ?? 0) + 1);
    if (seen.get(m.subscriptionId) === 1) lateness.push(m.receivedAt - dueAt);
    lastArrival = Math.max(lastArrival, m.receivedAt);
  }
  return {
    users: accounts.length,
    delivered: seen.size,
    doubled: [...seen.values()].filter((n) => n > 1).length,
    latenessMs: percentiles(lateness),
    lastArrivalAfterDueMs: lastArrival - dueAt,
    workerdCpuMsPerDigest: Math.round((cpuMs / accounts.length) * 10) / 10,
  };
}
