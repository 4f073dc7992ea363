import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError, apiRequest, errorText, getJson, TOKEN_KEY } from "./api";

const storage = new Map<string, string>();
vi.stubGlobal("localStorage", {
  getItem: (k: string) => storage.get(k) ?? null,
  setItem: (k: string, v: string) => storage.set(k, v),
  removeItem: (k: string) => storage.delete(k),
});

function respond(status: number, body: string, statusText = "") {
  const fetchMock = vi.fn(async () => new Response(body || null, { status, statusText }));
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

afterEach(() => storage.clear());

describe("apiRequest", () => {
  it("sends JSON with the bearer token from localStorage", async () => {
    storage.set(TOKEN_KEY, "tok-123");
    const fetchMock = respond(200, "{}");
    await apiRequest("POST", "/api/reminder", { targetName: "Ana" });
    const [path, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(path).toBe("/api/reminder");
    expect(init.headers).toEqual({ "Content-Type": "application/json", Authorization: "Bearer tok-123" });
    expect(init.body).toBe('{"targetName":"Ana"}');
    expect(init.credentials).toBe("include");
  });

  it("raises '<status>: <body>' and exposes the server's message", async () => {
    respond(409, '{"message":"An account with this email already exists."}');
    const error = await apiRequest("POST", "/api/auth/signup", {}).catch((e) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error.message).toBe('409: {"message":"An account with this email already exists."}');
    expect(errorText(error, "Sign up failed")).toBe("An account with this email already exists.");
  });

  it("uses the status text when the body is empty, and the fallback when there is no message", async () => {
    respond(502, "", "Bad Gateway");
    const error = await apiRequest("GET", "/api/x").catch((e) => e);
    expect(error.message).toBe("502: Bad Gateway");
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
