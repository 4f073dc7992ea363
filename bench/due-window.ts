// What the push and email delivery measurements share: nudges created through the API, all due
// inside one window, then a wait for them to arrive while the app's CPU time is counted.
import type { Account } from "./accounts.ts";
import { json, pool } from "./app.ts";

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * `perUser` nudges for each account, each due at a random moment of a window that starts once all
 * of them can be made. Answers the window's start, how long creating took, and each nudge's due
 * time under the key the measurement finds its arrival by.
 */
export async function nudgesDueInWindow<K>(
  { app, accounts, perUser, windowMs }: { app: string; accounts: Account[]; perUser: number; windowMs: number },
  message: string,
  keyOf: (account: Account, nudgeId: number) => K,
) {
  // Leave time to create every nudge before the first is due (generously: 40 ms a nudge, for a loaded machine).
  const windowStart = Math.ceil((Date.now() + 5_000 + accounts.length * perUser * 40) / 1000) * 1000;
  const createStart = Date.now();
  const due = new Map<K, number>();
  const jobs = accounts.flatMap((account) => Array.from({ length: perUser }, () => account));
  await pool(jobs, 16, async (account) => {
    const remindAt = windowStart + Math.floor(Math.random() * windowMs);
    const nudge = await json(`${app}/api/reminder`, {
      token: account.token,
      body: { targetName: "Ana", message, remindAt: new Date(remindAt).toISOString() },
    });
    due.set(keyOf(account, nudge.id), Date.parse(nudge.remindAt));
  });
  const createSeconds = (Date.now() - createStart) / 1000;
  if (Date.now() > windowStart) throw new Error(`creating the nudges took ${createSeconds} s, past the window's start`);
  return { windowStart, createSeconds, due };
}

// The app is idle once it spends under this share of a core: what a delivery sets off after its
// push (its record saved, its next nudge made) is done by then.
const IDLE_SHARE = 0.04;
const IDLE_SLICE_MS = 500;
const IDLE_WAIT_MAX_MS = 30_000;

/**
 * Waits until `arrived()` counts `expected`, or 30 s past the window's end; answers the app's CPU
 * time from here until it is idle again after the last arrival, so that the work each delivery
 * does after its push counts too (the app does nothing else meanwhile). Anything sent twice has
 * arrived by then too.
 */
export async function cpuUntilArrived(arrived: () => number, expected: number, windowEnd: number, workerdCpuMs: () => number) {
  const cpuBefore = workerdCpuMs();
  const deadline = windowEnd + 30_000;
  while (Date.now() < deadline && arrived() < expected) await sleep(250);
  const idleBy = Date.now() + IDLE_WAIT_MAX_MS;
  for (let last = workerdCpuMs(); Date.now() < idleBy; ) {
    await sleep(IDLE_SLICE_MS);
    const now = workerdCpuMs();
    if (now - last < IDLE_SHARE * IDLE_SLICE_MS) break;
    last = now;
  }
  return workerdCpuMs() - cpuBefore;
}
