import { describe, expect, it, vi } from "vitest";
import { D1_BOOKMARK_HEADER } from "@contracts/d1-bookmark";
import { api } from "./api-client";

const storage = () => {
  const map = new Map<string, string>();
  return {
    map,
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => map.set(k, v),
    removeItem: (k: string) => map.delete(k),
  };
};
const session = storage();
vi.stubGlobal("sessionStorage", session);
vi.stubGlobal("localStorage", storage());

/** fetch answers each call with the next of these bookmarks (null: none) and records what was sent. */
function answerWith(...bookmarks: (string | null)[]) {
  const sent: (string | null)[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (_path: string, init: RequestInit) => {
      sent.push(new Headers(init.headers).get(D1_BOOKMARK_HEADER));
      const bookmark = bookmarks.shift();
      return new Response("[]", { status: 200, headers: bookmark ? { [D1_BOOKMARK_HEADER]: bookmark } : {} });
    }),
  );
  return sent;
}

const b = (n: number) => `00000000-${n.toString(16).padStart(8, "0")}-00000000-${"0".repeat(32)}`;

describe("the database bookmark a tab sends", () => {
  it("is the newest it was answered with: none at first, never an older one, kept for the tab across reloads", async () => {
    const sent = answerWith(b(5), b(9), b(7), null, b(12));
    for (let i = 0; i < 6; i++) await api.reminders.$get();
    expect(sent).toEqual([null, b(5), b(9), b(9), b(9), b(12)]);
    expect([...session.map.values()]).toEqual([b(12)]);

    // A reload: the app's code starts again, the tab's storage stays.
    vi.resetModules();
    const reloaded = await import("./api-client");
    const after = answerWith(b(13));
    await reloaded.api.reminders.$get();
    expect(after).toEqual([b(12)]);
  });
});
