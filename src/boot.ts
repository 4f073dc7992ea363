// The boot script's body (scripts/boot-script.ts writes it into its own file at build time,
// with its arguments): for someone signed in, sends the session check (and, opening a page with
// first reads, those) in one request, GET /api/first-reads; and it starts downloading the
// opened page's code (the dashboard's, the sign-in page's) before the entry chunk has arrived.
// src/lib/early-reads.ts hands the answers to api.ts.

import type { FirstReads } from "../worker/contracts/first-reads";
import type { EarlyRead } from "./lib/early-reads";

/**
 * By path, what opening that page by its address starts (written from src/routes.ts): the code
 * files it needs beyond the entry (its `preload`), whether only someone signed in gets them, and
 * the paths of its first reads (if any).
 */
export type BootPages = Record<string, { files: string[]; signedInOnly: boolean; reads?: string[] }>;

/** Runs in the browser, serialized with its arguments: no closures, nothing imported (types aside). */
export function boot(tokenKey: string, firstReadsPath: string, sessionRead: string, pages: BootPages) {
  const token = localStorage.getItem(tokenKey);
  const page = pages[location.pathname];
  const preloadCode = () => {
    if (!page || (page.signedInOnly && token === null)) return;
    for (const href of page.files) {
      const link = document.createElement("link");
      link.rel = "modulepreload";
      // As Vite's own <script type="module" crossorigin>: the same request, fetched once.
      link.crossOrigin = "";
      link.href = href;
      document.head.append(link);
    }
  };
  if (token === null) {
    preloadCode();
    return;
  }
  const firstReads = page?.reads ?? [];
  const paths = [sessionRead, ...firstReads];
  // All of them in one request. Refused as a whole (an expired session), each read gets that answer.
  const answers = fetch(firstReads.length ? `${firstReadsPath}?reads=${firstReads.join(",")}` : firstReadsPath, {
    credentials: "include",
    headers: { Authorization: `Bearer ${token}` },
  }).then(async (response): Promise<FirstReads> => {
    if (response.status === 200) return response.json();
    const body: unknown = await response.json().catch(() => null);
    return Object.fromEntries(paths.map((path) => [path, { status: response.status, body }]));
  });
  const sentAt = performance.now();
  const reads: Record<string, EarlyRead> = {};
  for (const path of paths) {
    // Each read's own answer, as if it had been sent alone (the route answers every path it was asked for).
    const response = answers.then(
      ({ [path]: answer }) =>
        new Response(JSON.stringify(answer!.body), { status: answer!.status, headers: { "Content-Type": "application/json" } }),
    );
    // A failure reaches whoever takes the answer (api.ts handles being offline).
    response.catch(() => undefined);
    reads[path] = { token, sentAt, response };
  }
  globalThis.nudgeEarlyReads = reads;
  // After the reads: they answer sooner than the code arrives.
  preloadCode();
}
