// The entry's early reads: each answer is used once, by the same session, while fresh, and never
// after a change was sent.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { apiRequest, TOKEN_KEY } from "./api";
import { sendEarlyReads } from "./early-reads";

const storage = new Map<string, string>();
vi.stubGlobal("localStorage", {
  getItem: (k: string) => storage.get(k) ?? null,
  setItem: (k: string, v: string) => storage.set(k, v),
  removeItem: (k: string) => storage.delete(k),
});
const sent: { path: string; method: string; auth: string | null }[] = [];
let answer = 0;
vi.stubGlobal(
  "fetch",
  vi.fn(async (path: string, init: RequestInit) => {
    sent.push({ path, method: init.method ?? "GET", auth: new Headers(init.headers).get("Authorization") });
    return Response.json({ answer: ++answer });
  }),
);
const openPage = (pathname: string) => vi.stubGlobal("location", { pathname });
const read = async (path: string) => (await (await apiRequest("GET", path)).json()) as { answer: number };

beforeEach(() => {
  storage.set(TOKEN_KEY, "tok-1");
  sent.length = 0;
  answer = 0;
});
afterEach(() => {
  storage.clear();
  vi.useRealTimers();
});

describe("early reads", () => {
  it("the dashboard's first reads go out at once with the session, and each answer is used once", async () => {
    openPage("/dashboard");
    sendEarlyReads();
    expect(sent.map((r) => r.path)).toEqual(["/api/auth/me", "/api/reminders", "/api/billing/plan", "/api/subscription-status", "/api/vapid-public-key", "/api/account/settings", "/api/support/notifications"]);
    expect(sent.every((r) => r.method === "GET" && r.auth === "Bearer tok-1")).toBe(true);

    expect(await read("/api/reminders")).toEqual({ answer: 2 });
    expect(sent).toHaveLength(7);
    // Asked again (a refetch): a new request, not the early answer twice.
    expect(await read("/api/reminders")).toEqual({ answer: 8 });
    expect(sent).toHaveLength(8);
  });

  it("other pages only check the session early; nobody signed in sends nothing", async () => {
    openPage("/admin");
    sendEarlyReads();
    expect(sent.map((r) => r.path)).toEqual(["/api/auth/me"]);
    storage.clear();
    sendEarlyReads();
    expect(sent).toHaveLength(1);
  });

  it("a change sent first makes every early answer stale", async () => {
    openPage("/dashboard");
    sendEarlyReads();
    await apiRequest("POST", "/api/reminder", { targetName: "Ana" });
    expect(await read("/api/reminders")).toEqual({ answer: 9 });
    expect(sent.at(-1)).toMatchObject({ path: "/api/reminders" });
  });

  it("is not used by another session, nor once older than 10 seconds", async () => {
    openPage("/dashboard");
    sendEarlyReads();
    storage.set(TOKEN_KEY, "tok-2");
    expect(await read("/api/auth/me")).toEqual({ answer: 8 });
    expect(sent.at(-1)?.auth).toBe("Bearer tok-2");

    storage.set(TOKEN_KEY, "tok-1");
    vi.spyOn(performance, "now").mockReturnValue(performance.now() + 10_001);
    expect(await read("/api/billing/plan")).toEqual({ answer: 9 });
    vi.restoreAllMocks();
  });
});
