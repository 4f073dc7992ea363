// The first reads a signed-in page makes are sent by the page's first script (the boot script,
// scripts/boot-script.ts), in one request (GET /api/first-reads), before the app's code has even
// arrived: on a phone that is a round trip or two sooner than the app could ask. api.ts's
// sendRequest takes each answer once, in place of sending the same read again.

// An answer older than this is not used: the page asks again.
const FRESH_MS = 10_000;

export type EarlyRead = { token: string; sentAt: number; response: Promise<Response> };
declare global {
  /** Set by the boot script: its reads by path, each taken once. */
  var nudgeEarlyReads: Record<string, EarlyRead | undefined> | undefined;
}

/** The early answer to this read, once, if it was sent moments ago with the same session. */
export function takeEarlyRead(path: string, token: string | null): Promise<Response> | undefined {
  const reads = globalThis.nudgeEarlyReads;
  const read = reads?.[path];
  if (!reads || read === undefined) return undefined;
  delete reads[path];
  return read.token === token && performance.now() - read.sentAt < FRESH_MS ? read.response : undefined;
}

/** A change was sent: answers read before it may be out of date, so none is used after it. */
export function forgetEarlyReads() {
  globalThis.nudgeEarlyReads = undefined;
}
