// The one transport under the SPA's calls to the Worker (docs/product.md#api-conventions): the
// bearer token from localStorage, the offline queue, and errors whose message is "<status>: <body
// or status text>". The typed client (api-client.ts) and the reads by query key both use it.
import { t } from "@lingui/core/macro";
import { QueryClient, type QueryFunction } from "@tanstack/react-query";
import { isNetworkError, isOnline, markUnreachable } from "./connectivity";
import { IDEMPOTENCY_HEADER } from "./idempotency";
import { enqueueChange, isQueueable, queuedChanges } from "./offline-queue";
import { readBetweenSends } from "./queue-lock";
import { shownLanguage } from "./i18n";
import { getToken } from "./token";
import { keepD1Bookmark, sendD1Bookmark } from "./d1-bookmark";

export { getToken, TOKEN_KEY } from "./token";

/** A failed API call: `message` follows the spec; `serverMessage` is the body's `message`, if any. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: string,
    statusText: string,
  ) {
    super(`${status}: ${body || statusText}`);
  }

  get serverMessage(): string | undefined {
    try {
      const parsed = JSON.parse(this.body) as { message?: unknown };
      return typeof parsed.message === "string" ? parsed.message : undefined;
    } catch {
      return undefined;
    }
  }
}

/** The server's own words for an error when it sent some, else the fallback text. */
export const errorText = (error: unknown, fallback: string) => (error instanceof ApiError && error.serverMessage) || fallback;

/**
 * The fetch under every API call: the typed client (api-client.ts) hands it each request, and
 * the reads use it for their query key's path. It adds the bearer token, keeps a queueable write
 * made offline for later (offline-queue.ts), and turns a non-2xx answer into ApiError, so
 * mutations fail and errorText reads the server's words whoever made the call.
 */
export async function apiFetch(input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> {
  const path = typeof input === "string" ? input : input instanceof URL ? input.href : input.url;
  const method = (init.method ?? "GET").toUpperCase();
  const queueable = isQueueable(method, path);
  if (queueable && !isOnline()) return queueOffline(method, path, init);
  try {
    return await send(path, init);
  } catch (error) {
    // No connection: the request may still have reached the server; the replay's key makes it count once.
    if (queueable && isNetworkError(error)) return queueOffline(method, path, init);
    throw error;
  }
}

/** A change kept offline, sent as it was made, never queued again: the replay of queued changes. */
export function sendRequest(method: string, path: string, body?: unknown, idempotencyKey?: string): Promise<Response> {
  const headers = new Headers();
  if (body !== undefined) headers.set("Content-Type", "application/json");
  if (idempotencyKey) headers.set(IDEMPOTENCY_HEADER, idempotencyKey);
  return send(path, { method, headers, body: body !== undefined ? JSON.stringify(body) : undefined });
}

async function send(path: string, init: RequestInit): Promise<Response> {
  const headers = new Headers(init.headers);
  const token = getToken();
  if (token) headers.set("Authorization", `Bearer ${token}`);
  // The Worker answers in the language shown here until it knows the account's (worker/i18n/request.ts).
  headers.set("Accept-Language", shownLanguage());
  sendD1Bookmark(headers);
  const res = await fetch(path, { ...init, headers, credentials: "include" }).catch((error: unknown) => {
    if (isNetworkError(error)) markUnreachable();
    throw error;
  });
  keepD1Bookmark(res);
  if (!res.ok) throw new ApiError(res.status, await res.text(), res.statusText);
  return res;
}

/** True for what a write answered while offline: the change is kept on this device, not yet on the server. */
export const isQueued = (answer: { id?: unknown }) => typeof answer.id === "number" && answer.id < 0;

/**
 * Offline, a write is kept for later with its body and Idempotency-Key, and the caller gets what
 * it sent back, so forms close as usual; the offline bar lists it as waiting to be sent. The
 * echo's id is negative (-queuedAt), which no server row has: isQueued tells the two apart.
 */
function queueOffline(method: string, path: string, init: RequestInit) {
  const body: unknown = typeof init.body === "string" ? JSON.parse(init.body) : undefined;
  const change = enqueueChange(method, path, body, new Headers(init.headers).get(IDEMPOTENCY_HEADER) ?? undefined);
  const echo = typeof body === "object" && body !== null ? body : {};
  return new Response(JSON.stringify({ message: t`Queued until you're back online`, ...echo, id: -change.queuedAt }), {
    status: 202,
    headers: { "Content-Type": "application/json" },
  });
}

/**
 * Reads use the query key as the path; a 401 yields no data (null) rather than an error, and
 * with no connection the last known data stays (refetched once the server is back). A read
 * never overlaps the sending of queued changes (queue-lock.ts).
 */
export const getJson: QueryFunction = async ({ queryKey }) => {
  try {
    const res = await readBetweenSends(() => apiFetch(queryKey.join("/")));
    const data: unknown = await res.json();
    // Changes still waiting to be sent stay in the list; their code loads only when some wait.
    const changes = queuedChanges();
    return changes.length > 0 ? (await import("./queued-lists")).withQueuedChanges(queryKey, data, changes) : data;
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    const lastKnown = queryClient.getQueryData(queryKey);
    if (isNetworkError(error) && lastKnown !== undefined) return lastKnown;
    throw error;
  }
};

/** Lists nobody is looking at stay cached this long, so the offline copy keeps them too. */
export const CACHE_LIFETIME = 7 * 24 * 60 * 60 * 1000;

export const queryClient = new QueryClient({
  defaultOptions: {
    // docs/product.md#api-conventions: fresh for 5 minutes, no automatic retry, no focus or periodic refetch.
    queries: {
      queryFn: getJson,
      staleTime: 5 * 60 * 1000,
      retry: false,
      refetchOnWindowFocus: false,
      refetchInterval: false,
      gcTime: CACHE_LIFETIME,
    },
    // Offline writes are queued by apiFetch, not paused by TanStack, so the mutation must run.
    mutations: { retry: false, networkMode: "always" },
  },
});
