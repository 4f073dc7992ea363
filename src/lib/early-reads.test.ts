// The boot script's early reads (scripts/boot-script.ts), sent in one request, and api.ts taking
// their answers: each is used once, by the same session, while fresh, and never after a change
// was sent.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { boot } from "../boot";
import { FIRST_READS, READS } from "@contracts/first-reads";
import { routeAt } from "@/routes";
import { ApiError, apiRequest, TOKEN_KEY } from "./api";

// The dashboard's first reads, as scripts/boot-script.ts writes them.
const DASHBOARD_READS = (routeAt("/dashboard")?.firstReads ?? []).map((name) => READS[name]);
// The early request's answers count 1 (the session check) to EARLY (the dashboard's last read), in order.
const EARLY = DASHBOARD_READS.length + 1;
const earlyAnswer = (path: string) => DASHBOARD_READS.indexOf(path as (typeof DASHBOARD_READS)[number]) + 2;

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
// Each read answered counts up, so a test can tell which request an answer came from.
let answer = 0;
let sessionExpired = false;
vi.stubGlobal(
  "fetch",
  vi.fn(async (path: string, init: RequestInit) => {
    sent.push({ path, method: init.method ?? "GET", auth: new Headers(init.headers).get("Authorization") });
    if (!path.startsWith(FIRST_READS)) return Response.json({ answer: ++answer });
    if (sessionExpired) return Response.json({ message: "Your session has expired. Please sign in again." }, { status: 401 });
    const paths = [READS.session, ...(new URL(path, "http://nudge.test").searchParams.get("reads")?.split(",") ?? [])];
    return Response.json(Object.fromEntries(paths.map((read) => [read, { status: 200, body: { answer: ++answer } }])));
  }),
);
const CODE = ["/assets/signed-in-abc.js", "/assets/pwa-shared-def.js"];
const LOGIN_CODE = ["/assets/signed-in-abc.js", "/assets/login-ghi.js"];
const openPage = (pathname: string) => {
  vi.stubGlobal("location", { pathname });
  boot(TOKEN_KEY, FIRST_READS, READS.session, {
    "/dashboard": { files: CODE, signedInOnly: true, reads: DASHBOARD_READS },
    "/login": { files: LOGIN_CODE, signedInOnly: false },
  });
};
const preloads = (files: string[]) => files.map((href) => ({ rel: "modulepreload", href, crossOrigin: "" }));
const read = async (path: string) => (await (await apiRequest("GET", path)).json()) as { answer: number };

beforeEach(() => {
  storage.set(TOKEN_KEY, "tok-1");
  sent.length = 0;
  preloaded.length = 0;
  answer = 0;
  sessionExpired = false;
  globalThis.nudgeEarlyReads = undefined;
});
afterEach(() => vi.restoreAllMocks());

describe("the boot script's early reads", () => {
  it("opening the dashboard sends its first reads with the session in one request and fetches the signed-in code; each answer is used once", async () => {
    openPage("/dashboard");
    expect(sent).toEqual([
      {
        path: `/api/first-reads?reads=${DASHBOARD_READS.join(",")}`,
        method: "GET",
        auth: "Bearer tok-1",
      },
    ]);
    expect(preloaded).toEqual(preloads(CODE));

    // Each read gets its own answer from the early request, the session check's first.
    expect(DASHBOARD_READS).toContain("/api/reminders");
    expect(await read("/api/reminders")).toEqual({ answer: earlyAnswer("/api/reminders") });
    expect(await read("/api/support/notifications")).toEqual({ answer: earlyAnswer("/api/support/notifications") });
    expect(sent).toHaveLength(1);
    // Asked again (a refetch): a new request, not the early answer twice.
    expect(await read("/api/reminders")).toEqual({ answer: EARLY + 1 });
    expect(sent.at(-1)).toMatchObject({ path: "/api/reminders" });
  });

  it("other pages only check the session early; nobody signed in sends and fetches nothing", async () => {
    openPage("/admin");
    expect(sent.map((r) => r.path)).toEqual(["/api/first-reads"]);
    expect(preloaded).toEqual([]);
    storage.clear();
    globalThis.nudgeEarlyReads = undefined;
    openPage("/dashboard");
    expect(sent).toHaveLength(1);
    expect(preloaded).toEqual([]);
    expect(globalThis.nudgeEarlyReads).toBeUndefined();
  });

  it("the sign-in page's code is fetched at once for anyone, signed in or not; signed out, nothing is sent", async () => {
    storage.clear();
    openPage("/login");
    expect(sent).toEqual([]);
    expect(preloaded).toEqual(preloads(LOGIN_CODE));
    preloaded.length = 0;
    storage.set(TOKEN_KEY, "tok-1");
    openPage("/login");
    expect(sent.map((r) => r.path)).toEqual(["/api/first-reads"]);
    expect(preloaded).toEqual(preloads(LOGIN_CODE));
  });

  it("a change sent first makes every early answer stale", async () => {
    openPage("/dashboard");
    await apiRequest("POST", "/api/reminder", { targetName: "Ana" });
    expect(await read("/api/reminders")).toEqual({ answer: EARLY + 2 });
    expect(sent.at(-1)).toMatchObject({ path: "/api/reminders" });
  });

  it("is not used by another session, nor once older than 10 seconds", async () => {
    openPage("/dashboard");
    storage.set(TOKEN_KEY, "tok-2");
    expect(await read("/api/auth/me")).toEqual({ answer: EARLY + 1 });
    expect(sent.at(-1)?.auth).toBe("Bearer tok-2");

    storage.set(TOKEN_KEY, "tok-1");
    const later = performance.now() + 10_001;
    vi.spyOn(performance, "now").mockReturnValue(later);
    expect(await read("/api/billing/plan")).toEqual({ answer: EARLY + 2 });
  });

  it("a refused request (an expired session) is each read's answer, not sent again", async () => {
    sessionExpired = true;
    openPage("/dashboard");
    const refused = await apiRequest("GET", "/api/auth/me").catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ApiError);
    expect((refused as ApiError).status).toBe(401);
    await expect(apiRequest("GET", "/api/reminders")).rejects.toMatchObject({ status: 401 });
    expect(sent).toHaveLength(1);
  });
});
