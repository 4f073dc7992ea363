// The saved copy of the query cache: whose it is, how long it lasts, and that sign-out wipes it.
import { QueryClient } from "@tanstack/react-query";
import { afterEach, describe, expect, it, vi } from "vitest";
import { CACHE_LIFETIME, TOKEN_KEY } from "./api";
import { clearOfflineData, restoreQueryCache } from "./offline-cache";
import { enqueueChange } from "./offline-queue";
import { sessionTag } from "./session-tag";

const CACHE_KEY = "nudge-offline-cache";
const NUDGES = ["/api/reminders"];

const storage = new Map<string, string>();
vi.stubGlobal("localStorage", {
  getItem: (k: string) => storage.get(k) ?? null,
  setItem: (k: string, v: string) => storage.set(k, v),
  removeItem: (k: string) => storage.delete(k),
});
const pagehide: (() => void)[] = [];
vi.stubGlobal("addEventListener", (type: string, listener: () => void) => type === "pagehide" && pagehide.push(listener));
vi.stubGlobal("navigator", { onLine: true });
vi.useFakeTimers();

afterEach(() => {
  vi.clearAllTimers();
  vi.restoreAllMocks();
  storage.clear();
  pagehide.length = 0;
});

function signIn(token: string | null) {
  if (token === null) storage.delete(TOKEN_KEY);
  else storage.set(TOKEN_KEY, token);
}

/** A page load: the app's cache starts empty and the saved copy comes back, or not. */
async function openApp(token: string | null) {
  signIn(token);
  const client = new QueryClient();
  await restoreQueryCache(client);
  return client;
}

/** Changes the cache and lets the one-second save go through. */
async function saveNudges(client: QueryClient, names: string[]) {
  client.setQueryData(
    NUDGES,
    names.map((targetName) => ({ targetName })),
  );
  await vi.advanceTimersByTimeAsync(1000);
}

/** A change right after a save: saved at most once a second, its own save is still to come. */
async function changeSoonAfter(client: QueryClient, name: string) {
  await saveNudges(client, ["Ana"]);
  expect(storage.get(CACHE_KEY)).toContain("Ana");
  client.setQueryData(NUDGES, [{ targetName: name }]);
  await vi.advanceTimersByTimeAsync(100);
  expect(storage.get(CACHE_KEY)).not.toContain(name);
}

describe("the saved copy of the cache", () => {
  it("comes back for the session that saved it, to be checked with the server", async () => {
    await saveNudges(await openApp("tok-1"), ["Ana"]);
    const next = await openApp("tok-1");
    expect(next.getQueryData(NUDGES)).toEqual([{ targetName: "Ana" }]);
    expect(next.getQueryState(NUDGES)?.isInvalidated).toBe(true);
  });

  it("is not restored for another session, nor for nobody, and is removed", async () => {
    await saveNudges(await openApp("tok-1"), ["Ana"]);
    expect((await openApp("tok-2")).getQueryData(NUDGES)).toBeUndefined();
    expect(storage.has(CACHE_KEY)).toBe(false);

    await saveNudges(await openApp("tok-1"), ["Ana"]);
    expect((await openApp(null)).getQueryData(NUDGES)).toBeUndefined();
    expect(storage.has(CACHE_KEY)).toBe(false);
  });

  it("expires after CACHE_LIFETIME", async () => {
    await saveNudges(await openApp("tok-1"), ["Ana"]);
    vi.setSystemTime(Date.now() + CACHE_LIFETIME - 60_000);
    expect((await openApp("tok-1")).getQueryData(NUDGES)).toEqual([{ targetName: "Ana" }]);

    await saveNudges(await openApp("tok-1"), ["Ana"]);
    vi.setSystemTime(Date.now() + CACHE_LIFETIME + 1);
    expect((await openApp("tok-1")).getQueryData(NUDGES)).toBeUndefined();
    expect(storage.has(CACHE_KEY)).toBe(false);
  });

  it("in the format before TanStack's persister, or unreadable, is removed without failing", async () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const query = {
      queryKey: NUDGES,
      queryHash: JSON.stringify(NUDGES),
      state: { data: [{ targetName: "Ana" }], status: "success", dataUpdatedAt: Date.now() },
    };
    for (const saved of [
      JSON.stringify({ owner: sessionTag("tok-1"), savedAt: Date.now(), state: { queries: [query], mutations: [] } }),
      "{not json",
    ]) {
      storage.set(CACHE_KEY, saved);
      const client = await openApp("tok-1");
      expect(client.getQueryData(NUDGES)).toBeUndefined();
      expect(storage.has(CACHE_KEY)).toBe(false);
      // And it saves from then on.
      await saveNudges(client, ["Ben"]);
      expect(storage.get(CACHE_KEY)).toContain("Ben");
    }
  });

  it("belongs to whoever is signed in when it is saved: signing in needs no reload", async () => {
    const client = await openApp(null);
    signIn("tok-2");
    await saveNudges(client, ["Ben"]);
    expect((await openApp("tok-2")).getQueryData(NUDGES)).toEqual([{ targetName: "Ben" }]);
  });

  it("is wiped at sign-out with the queued changes, and a save still due does not bring it back", async () => {
    const client = await openApp("tok-1");
    enqueueChange("DELETE", "/api/contacts/2");
    await changeSoonAfter(client, "Secret Sam");

    // AuthProvider's sign-out.
    signIn(null);
    client.clear();
    clearOfflineData();
    expect([...storage.keys()]).toEqual([]);
    await vi.advanceTimersByTimeAsync(5000);
    expect([...storage.keys()]).toEqual([]);
  });

  it("is saved at once when the page is hidden or closed", async () => {
    const client = await openApp("tok-1");
    await changeSoonAfter(client, "Ben");
    for (const listener of pagehide) listener();
    await vi.advanceTimersByTimeAsync(0);
    expect(storage.get(CACHE_KEY)).toContain("Ben");
  });
});
