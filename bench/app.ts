// Starts the app exactly as `npm start` does, on its own port and a fresh local database.
import { spawn, type ChildProcess } from "node:child_process";
import { readdirSync, readFileSync, rmSync } from "node:fs";
import { Agent, fetch, type Dispatcher } from "undici";
import { run } from "../scripts/run.mjs";

/** `dispatcher` is what this process's requests to the app go through (over TLS, it accepts the app's own certificate). */
export type RunningApp = { url: string; stop: () => void; workerdCpuMs: () => number; dispatcher?: Dispatcher };

// CPU time (user + system) of the app's workerd processes, from /proc. Wall-clock figures swing
// with whatever else the machine runs; CPU spent per nudge or request does not.
export function workerdCpuMs(processGroup: number) {
  let ticks = 0;
  for (const pid of readdirSync("/proc").filter((d) => /^\d+$/.test(d))) {
    let stat: string;
    try {
      stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    } catch {
      continue; // exited meanwhile
    }
    const comm = stat.slice(stat.indexOf("(") + 1, stat.lastIndexOf(")"));
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    // After the comm: state, ppid, pgrp, …, utime (index 11), stime (12); in clock ticks of 10 ms.
    if (comm.includes("workerd") && Number(fields[2]) === processGroup) ticks += Number(fields[11]) + Number(fields[12]);
  }
  return ticks * 10;
}

/** An empty local database with the migrations applied, ready for seeding before the app starts. */
export async function freshState(stateDir: string) {
  rmSync(stateDir, { recursive: true, force: true });
  await run("wrangler", ["d1", "migrations", "apply", "DB", "--local", "--persist-to", stateDir], { stdio: "ignore" });
}

export async function startApp(port: number, stateDir: string, env: Record<string, string>): Promise<RunningApp> {
  const child: ChildProcess = spawn("node", ["scripts/start.mjs"], {
    env: { ...process.env, ...env, PORT: String(port), NUDGE_STATE_DIR: stateDir },
    // BENCH_APP_LOG=1 shows the app's own log (its console, the preview server's lines) beside the bench's.
    stdio: ["ignore", process.env.BENCH_APP_LOG === "1" ? "inherit" : "ignore", "inherit"],
    detached: true,
  });
  // NUDGE_HTTPS=1 serves over TLS and HTTP/2 (vite.config.ts), as Cloudflare serves a deploy, with a
  // certificate made for this run that nothing else trusts.
  const tls = env.NUDGE_HTTPS === "1";
  const url = `${tls ? "https" : "http"}://localhost:${port}`;
  const dispatcher = tls ? new Agent({ connect: { rejectUnauthorized: false } }) : undefined;
  await untilServing(child, `${url}/api/health`, "the app", 180_000, dispatcher);
  // The whole process group: npm start's vite preview and its workerd.
  return { url, stop: () => process.kill(-child.pid!, "SIGTERM"), workerdCpuMs: () => workerdCpuMs(child.pid!), dispatcher };
}

/** Waits until `child` answers `url` with a 2xx; throws if it exits first or takes longer than `timeoutMs`. */
export async function untilServing(child: ChildProcess, url: string, what: string, timeoutMs: number, dispatcher?: Dispatcher) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${what} exited (${child.exitCode}) before it was ready`);
    if (Date.now() > deadline) throw new Error(`${what} did not answer ${url} within ${timeoutMs / 1000} s`);
    if (
      await fetch(url, { dispatcher }).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
    await new Promise((r) => setTimeout(r, 500));
  }
}

/** Runs fn over items with at most `limit` at once. */
export async function pool<T, R>(items: T[], limit: number, fn: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      for (let i = next++; i < items.length; i = next++) results[i] = await fn(items[i]!, i);
    }),
  );
  return results;
}

export async function json(url: string, init: { method?: string; body?: unknown; token?: string; dispatcher?: Dispatcher } = {}) {
  const res = await fetch(url, {
    dispatcher: init.dispatcher,
    method: init.method ?? (init.body === undefined ? "GET" : "POST"),
    headers: { "Content-Type": "application/json", ...(init.token ? { Authorization: `Bearer ${init.token}` } : {}) },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  if (!res.ok) throw new Error(`${init.method ?? (init.body === undefined ? "GET" : "POST")} ${url}: ${res.status} ${await res.text()}`);
  // Shapes are the API's own; the benchmark only reads a few fields.
  return res.json() as Promise<any>;
}

export function percentiles(values: number[]) {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (p: number) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]! : NaN);
  return { p50: at(50), p95: at(95), p99: at(99), max: sorted.at(-1) ?? NaN };
}
