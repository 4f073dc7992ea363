// The boot script's early reads (scripts/boot-script.ts) and api.ts taking their answers: each is
// used once, by the same session, while fresh, and never after a change was sent.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { boot } from "../boot";
import { apiRequest, TOKEN_KEY } from "./api";
import { DASHBOARD_READS, SESSION_READ } from "./early-reads";

const storage = new Map<string, string>();
const preloaded: { rel: string; href: string; crossOrigin: string | null }[] = [];
vi.stubGlobal("localStorage", {
  getItem: (k: string) => storage.get(k) ?? null,
  setItem: (k: string, v: string) => storage.set(k, v),
  removeItem: (k: string) => storage.delete(k),
});
vi.stubGlobal("window", globalThis);
vi.stubGlobal("document", {
  createElement: () => ({ rel: "", href: "", crossOrigin: null }),
  head: { append: (link: (typeof preloaded)[number]) => preloaded.push(link) },
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
const CODE = ["/assets/signed-in-abc.js", "/assets/pwa-shared-def.js"];
const openPage = (pathname: string) => {
  vi.stubGlobal("location", { pathname });
  boot(TOKEN_KEY, SESSION_READ, DASHBOARD_READS, CODE);
};
const read = async (path: string) => (await (await apiRequest("GET", path)).json()) as { answer: number };

beforeEach(() => {
  storage.set(TOKEN_KEY, "tok-1");
  sent.length = 0;
  preloaded.length = 0;
  answer = 0;
  globalThis.nudgeEarlyReads = undefined;
});
afterEach(() => vi.restoreAllMocks());

describe("the boot script's early reads", () => {
  it("opening the dashboard sends its first reads with the session and fetches the signed-in code; each answer is used once", async () => {
    openPage("/dashboard");
    expect(sent.map((r) => r.path)).toEqual(["/api/auth/me", "/api/reminders", "/api/billing/plan", "/api/subscription-status", "/api/vapid-public-key", "/api/account/settings", "/api/support/notifications"]);
    expect(sent.every((r) => r.method === "GET" && r.auth === "Bearer tok-1")).toBe(true);
    expect(preloaded).toEqual(CODE.map((href) => ({ rel: "modulepreload", href, crossOrigin: "" })));

    expect(await read("/api/reminders")).toEqual({ answer: 2 });
    expect(sent).toHaveLength(7);
    // Asked again (a refetch): a new request, not the early answer twice.
    expect(await read("/api/reminders")).toEqual({ answer: 8 });
    expect(sent).toHaveLength(8);
  });

  it("other pages only check the session early; nobody signed in sends and fetches nothing", async () => {
    openPage("/admin");
    expect(sent.map((r) => r.path)).toEqual(["/api/auth/me"]);
    expect(preloaded).toEqual([]);
    storage.clear();
    globalThis.nudgeEarlyReads = undefined;
    openPage("/dashboard");
    expect(sent).toHaveLength(1);
    expect(preloaded).toEqual([]);
    expect(globalThis.nudgeEarlyReads).toBeUndefined();
  });

  it("a change sent first makes every early answer stale", async () => {
    openPage("/dashboard");
    await apiRequest("POST", "/api/reminder", { targetName: "Ana" });
    expect(await read("/api/reminders")).toEqual({ answer: 9 });
    expect(sent.at(-1)).toMatchObject({ path: "/api/reminders" });
  });

  it("is not used by another session, nor once older than 10 seconds", async () => {
    openPage("/dashboard");
    storage.set(TOKEN_KEY, "tok-2");
    expect(await read("/api/auth/me")).toEqual({ answer: 8 });
    expect(sent.at(-1)?.auth).toBe("Bearer tok-2");

    storage.set(TOKEN_KEY, "tok-1");
    const later = performance.now() + 10_001;
    vi.spyOn(performance, "now").mockReturnValue(later);
    expect(await read("/api/billing/plan")).toEqual({ answer: 9 });
  });
});
