import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError, errorText, getJson, TOKEN_KEY } from "./api";
import { api } from "./api-client";

const storage = new Map<string, string>();
vi.stubGlobal("localStorage", {
  getItem: (k: string) => storage.get(k) ?? null,
  setItem: (k: string, v: string) => storage.set(k, v),
  removeItem: (k: string) => storage.delete(k),
});

function respond(status: number, body: string, statusText = "") {
  const fetchMock = vi.fn(async (_path: string, _init: RequestInit) => new Response(body || null, { status, statusText }));
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

afterEach(() => storage.clear());

describe("calls through the client", () => {
  it("send JSON to the route's path with the bearer token from localStorage", async () => {
    storage.set(TOKEN_KEY, "tok-123");
    const fetchMock = respond(200, "{}");
    await api.reminder.$post({ json: { userId: 1, targetName: "Ana", message: "Hi", remindAt: "2030-01-01T10:00:00.000Z" } });
    const [path, init] = fetchMock.mock.calls[0]!;
    expect(path).toBe("/api/reminder");
    expect(init.method).toBe("POST");
    expect(Object.fromEntries(new Headers(init.headers))).toEqual({
      "accept-language": "en",
      "content-type": "application/json",
      authorization: "Bearer tok-123",
    });
    expect(JSON.parse(init.body as string)).toMatchObject({ targetName: "Ana" });
    expect(init.credentials).toBe("include");
  });

  it("fill in path parameters and the query", async () => {
    const fetchMock = respond(200, "{}");
    await api.reminders[":id"].$delete({ param: { id: "4" }, query: { scope: "this" } });
    expect(fetchMock.mock.calls[0]![0]).toBe("/api/reminders/4?scope=this");
    expect(fetchMock.mock.calls[0]![1].method).toBe("DELETE");
  });

  it("raise '<status>: <body>' and expose the server's message", async () => {
    respond(409, '{"message":"An account with this email already exists."}');
    const error: unknown = await api.auth.signup.$post({ json: { name: "A", email: "a@b.c", password: "x" } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('409: {"message":"An account with this email already exists."}');
    expect(errorText(error, "Sign up failed")).toBe("An account with this email already exists.");
  });

  it("use the status text when the body is empty, and the fallback when there is no message", async () => {
    respond(502, "", "Bad Gateway");
    const error: unknown = await api.auth.me.$get().catch((e: unknown) => e);
    expect((error as ApiError).message).toBe("502: Bad Gateway");
    expect(errorText(error, "Sign in failed")).toBe("Sign in failed");
    expect(errorText(new TypeError("Failed to fetch"), "Sign in failed")).toBe("Sign in failed");
  });
});

describe("reads", () => {
  it("turn a 401 into no data and raise other errors", async () => {
    const ctx = (key: string) => ({ queryKey: [key] }) as never;
    respond(401, '{"message":"Please sign in to continue."}');
    await expect(getJson(ctx("/api/reminders"))).resolves.toBeNull();
    respond(500, '{"message":"boom"}');
    await expect(getJson(ctx("/api/reminders"))).rejects.toThrow("500: ");
  });
});
