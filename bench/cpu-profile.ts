// V8's sampling profiler on the app's Worker, through workerd's inspector (the Vite plugin serves
// it, 9229 unless taken). `BENCH_PROFILE=1 npm run bench -- delivery` profiles the steady and burst
// windows and the campaign, and prints where the Worker's JavaScript time went, per function: its
// own (self) and with everything it called (total), so a change to the hot path is aimed, not guessed.
// V8 samples the isolate's thread by the clock: on a busy 2-core machine a thread waiting for a core
// is charged to whatever frame it stopped in, so read the shares within one run, and judge a change
// by the bench's CPU figures, not by a profile's milliseconds.
import { writeFileSync } from "node:fs";

type Frame = { functionName: string; url: string; lineNumber: number };
type Node = { id: number; callFrame: Frame; children?: number[] };
type Profile = { nodes: Node[]; samples: number[]; timeDeltas: number[]; startTime: number; endTime: number };

export type Profiler = { stop: (file: string) => Promise<string> };

/** Starts sampling every `intervalUs` on the Worker the inspector at `port` lists first. */
export async function startProfiler(port: number, intervalUs: number): Promise<Profiler> {
  const [target] = (await (await fetch(`http://127.0.0.1:${port}/json`)).json()) as { webSocketDebuggerUrl: string }[];
  if (!target) throw new Error(`no Worker listed by the inspector on port ${port}`);
  // The inspector's proxy refuses a connection that names no local Origin (Node's WebSocket takes headers).
  const socket = new WebSocket(target.webSocketDebuggerUrl, { headers: { origin: "http://localhost" } } as never);
  await new Promise((resolve, reject) => {
    socket.onopen = resolve;
    socket.onerror = reject;
  });
  let next = 0;
  const waiting = new Map<number, (result: unknown) => void>();
  socket.onmessage = (event) => {
    const message = JSON.parse(String(event.data)) as { id?: number; result?: unknown };
    if (message.id !== undefined) waiting.get(message.id)?.(message.result);
  };
  const send = (method: string, params: object = {}) =>
    new Promise<any>((resolve) => {
      const id = ++next;
      waiting.set(id, resolve);
      socket.send(JSON.stringify({ id, method, params }));
    });
  await send("Profiler.enable");
  await send("Profiler.setSamplingInterval", { interval: intervalUs });
  await send("Profiler.start");
  return {
    async stop(file) {
      const { profile } = (await send("Profiler.stop")) as { profile: Profile };
      socket.close();
      writeFileSync(file, JSON.stringify(profile));
      return summarize(profile);
    },
  };
}

// A frame as the built Worker (one file, dist/nudge/index.js) names it: its function and line there.
const where = (frame: Frame) => `${frame.functionName || "(anonymous)"} ${frame.url.split("/").pop() ?? ""}:${frame.lineNumber + 1}`;

/** Self time per function, and total time under each function, both as shares of the busy samples. */
export function summarize(profile: Profile, top = 25): string {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const self = new Map<string, number>();
  const total = new Map<string, number>();
  let busy = 0;
  profile.samples.forEach((id, i) => {
    const node = byId.get(id)!;
    const us = profile.timeDeltas[i] ?? 0;
    if (node.callFrame.functionName === "(idle)" || node.callFrame.functionName === "(program)") return;
    busy += us;
    self.set(where(node.callFrame), (self.get(where(node.callFrame)) ?? 0) + us);
    // Each function once per sample, however deep it recurs.
    const seen = new Set<string>();
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
      const key = where(byId.get(at)!.callFrame);
      if (seen.has(key)) continue;
      seen.add(key);
      total.set(key, (total.get(key) ?? 0) + us);
    }
  });
  const rows = (m: Map<string, number>) =>
    [...m]
      .sort((a, b) => b[1] - a[1])
      .slice(0, top)
      .map(([key, us]) => `${((us / busy) * 100).toFixed(1).padStart(5)} %  ${(us / 1000).toFixed(0).padStart(6)} ms  ${key}`)
      .join("\n");
  return `JavaScript busy ${(busy / 1000).toFixed(0)} ms of ${((profile.endTime - profile.startTime) / 1000).toFixed(0)} ms sampled\n\nself time:\n${rows(self)}\n\ntotal time (self and below):\n${rows(total)}\n`;
}
