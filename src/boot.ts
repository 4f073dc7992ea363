// The boot script's body (scripts/boot-script.ts writes it into its own file at build time,
// with its arguments): for someone signed in, sends the session check (and, opening the
// dashboard, its first reads) and starts downloading the signed-in code before the entry chunk
// has arrived. src/lib/early-reads.ts hands the answers to api.ts.

import type { EarlyRead } from "./lib/early-reads";

/** Runs in the browser, serialized with its arguments: no closures, nothing imported (types aside). */
export function boot(tokenKey: string, sessionRead: string, dashboardReads: string[], dashboardCode: string[]) {
  const token = localStorage.getItem(tokenKey);
  if (token === null) return;
  const dashboard = location.pathname === "/dashboard";
  const reads: Record<string, EarlyRead> = {};
  for (const path of dashboard ? [sessionRead, ...dashboardReads] : [sessionRead]) {
    const response = fetch(path, { credentials: "include", headers: { Authorization: `Bearer ${token}` } });
    // A failure reaches whoever takes the answer (api.ts handles being offline).
    response.catch(() => undefined);
    reads[path] = { token, sentAt: performance.now(), response };
  }
  globalThis.nudgeEarlyReads = reads;
  if (!dashboard) return;
  for (const href of dashboardCode) {
    const link = document.createElement("link");
    link.rel = "modulepreload";
    // As Vite's own <script type="module" crossorigin>: the same request, fetched once.
    link.crossOrigin = "";
    link.href = href;
    document.head.append(link);
  }
}
