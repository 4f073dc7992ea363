// The SPA's one way to talk to the Worker (SPEC §7): JSON bodies, the bearer token from
// localStorage, and errors whose message is "<status>: <body or status text>" (SPEC §8).
import { QueryClient, type QueryFunction } from "@tanstack/react-query";

export const TOKEN_KEY = "auth_token";

export const getToken = () => localStorage.getItem(TOKEN_KEY);

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

export async function apiRequest(method: string, path: string, body?: unknown): Promise<Response> {
  const token = getToken();
  const res = await fetch(path, {
    method,
    credentials: "include",
    headers: {
      ...(body !== undefined ? { "Content-Type": "application/json" } : {}),
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    body: body !== undefined ? JSON.stringify(body) : undefined,
  });
  if (!res.ok) throw new ApiError(res.status, await res.text(), res.statusText);
  return res;
}

/** Reads use the query key as the path; a 401 yields no data (null) rather than an error. */
export const getJson: QueryFunction = async ({ queryKey }) => {
  try {
    const res = await apiRequest("GET", queryKey.join("/") as string);
    return await res.json();
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
};

export const queryClient = new QueryClient({
  defaultOptions: {
    // SPEC §9: fresh for 5 minutes, no automatic retry, no focus or periodic refetch.
    queries: { queryFn: getJson, staleTime: 5 * 60 * 1000, retry: false, refetchOnWindowFocus: false, refetchInterval: false },
    mutations: { retry: false },
  },
});
