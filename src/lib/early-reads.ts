// The first reads a signed-in page makes, sent by the entry chunk the moment it runs rather than
// after the app's code has loaded and React has rendered: on a phone that is a round trip or two
// sooner (the app's chunk, sign-in check and first lists used to arrive one after the other).
// api.ts's sendRequest takes each answer once, in place of sending the same read again.
import { getToken } from "./token";

/** Read by every page of someone signed in (the session check)… */
const SESSION = "/api/auth/me";
/** …and by the dashboard's first paint (features/dashboard/dashboard-data.ts waits for these). */
export const DASHBOARD_READS = ["/api/reminders", "/api/billing/plan", "/api/subscription-status", "/api/vapid-public-key", "/api/account/settings", "/api/support/notifications"];
const FIRST_PAINT_READS: Record<string, string[]> = { "/dashboard": DASHBOARD_READS };
// An answer older than this is not used: the page asks again.
const FRESH_MS = 10_000;

type EarlyRead = { token: string; sentAt: number; response: Promise<Response> };
const early = new Map<string, EarlyRead>();

export function sendEarlyReads() {
  const token = getToken();
  if (token === null) return;
  for (const path of [SESSION, ...(FIRST_PAINT_READS[location.pathname] ?? [])]) {
    const response = fetch(path, { credentials: "include", headers: { Authorization: `Bearer ${token}` } });
    // A failure surfaces to whoever takes the answer (offline handling stays in api.ts).
    response.catch(() => undefined);
    early.set(path, { token, sentAt: performance.now(), response });
  }
}

/** The early answer to this read, once, if it was sent moments ago with the same session. */
export function takeEarlyRead(path: string, token: string | null): Promise<Response> | undefined {
  const read = early.get(path);
  if (read === undefined) return undefined;
  early.delete(path);
  return read.token === token && performance.now() - read.sentAt < FRESH_MS ? read.response : undefined;
}

/** A change was sent: answers read before it may be out of date, so none is used after it. */
export function forgetEarlyReads() {
  early.clear();
}
