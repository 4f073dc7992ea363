// The SPA's one way to talk to the Worker (docs/product.md#api-conventions): JSON bodies, the bearer token from
// localStorage, and errors whose message is "<status>: <body or status text>".
import { QueryClient, type QueryFunction } from "@tanstack/react-query";
import { isNetworkError, isOnline, markUnreachable } from "./connectivity";
import { IDEMPOTENCY_HEADER } from "./idempotency";
import { enqueueChange, isQueueable, queuedChanges } from "./offline-queue";
import { readBetweenSends } from "./queue-lock";
import { getToken } from "./token";

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
 * A create passes its submission's idempotencyKey (submissionKey): sent as Idempotency-Key, and
 * kept with the write when it is queued offline, so no retry or replay makes it twice.
 */
export async function apiRequest(method: string, path: string, body?: unknown, idempotencyKey?: string): Promise<Response> {
  const queueable = isQueueable(method, path);
  if (queueable && !isOnline()) return queueOffline(method, path, body, idempotencyKey);
  try {
    return await sendRequest(method, path, body, idempotencyKey);
  } catch (error) {
    // No connection: the request may still have reached the server; the replay's key makes it count once.
    if (queueable && isNetworkError(error)) return queueOffline(method, path, body, idempotencyKey);
    throw error;
  }
}

/** The request as is, never queued: apiRequest, and the replay of queued changes. */
export async function sendRequest(method: string, path: string, body?: unknown, idempotencyKey?: string): Promise<Response> {
  const token = getToken();
  const res = await fetch(path, {
    method,
    credentials: "include",
    headers: {
      ...(body !== undefined ? { "Content-Type": "application/json" } : {}),
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
      ...(idempotencyKey ? { [IDEMPOTENCY_HEADER]: idempotencyKey } : {}),
    },
    body: body !== undefined ? JSON.stringify(body) : undefined,
  }).catch((error: unknown) => {
    if (isNetworkError(error)) markUnreachable();
    throw error;
  });
  if (!res.ok) throw new ApiError(res.status, await res.text(), res.statusText);
  return res;
}

/**
 * Offline, a write is kept for later (offline-queue.ts) and the caller gets what it sent back,
 * so forms close as usual; the offline bar lists it as waiting to be sent.
 */
/** True for what a write answered while offline: the change is kept on this device, not yet on the server. */
export const isQueued = (answer: { id?: unknown }) => typeof answer.id === "number" && answer.id < 0;

// The echo's id is negative (-queuedAt), which no server row has: isQueued tells the two apart.
function queueOffline(method: string, path: string, body?: unknown, idempotencyKey?: string) {
  const change = enqueueChange(method, path, body, idempotencyKey);
  const echo = typeof body === "object" && body !== null ? body : {};
  return new Response(JSON.stringify({ message: "Queued until you're back online", ...echo, id: -change.queuedAt }), {
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
    const res = await readBetweenSends(() => apiRequest("GET", queryKey.join("/") as string));
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
    // Offline writes are queued by apiRequest, not paused by TanStack, so the mutation must run.
    mutations: { retry: false, networkMode: "always" },
  },
});
