// public/sw.js run against a stand-in ServiceWorkerGlobalScope: what a push shows, where a tap goes.
import { readFileSync } from "node:fs";
import { describe, expect, it, vi } from "vitest";

type Listener = (event: any) => void;

type Window = { url: string; focus: () => Promise<void>; navigate: (u: string) => Promise<void> };

function loadServiceWorker(windows: Window[] = [], { maxActions, status = 200 }: { maxActions?: number; status?: number } = {}) {
  const listeners = new Map<string, Listener>();
  const scope = {
    location: new URL("https://nudge.example/sw.js"),
    Notification: { maxActions },
    fetch: vi.fn(async (_path: string, _init: RequestInit) => new Response("{}", { status })),
    addEventListener: (type: string, fn: Listener) => listeners.set(type, fn),
    skipWaiting: vi.fn(),
    registration: { showNotification: vi.fn(async () => undefined) },
    clients: { claim: vi.fn(), matchAll: vi.fn(async () => windows), openWindow: vi.fn(async (_url: string) => undefined) },
  };
  new Function("self", readFileSync("public/sw.js", "utf8"))(scope);
  const fire = async (type: string, event: Record<string, unknown>) => {
    let work: Promise<unknown> = Promise.resolve();
    listeners.get(type)!({ ...event, waitUntil: (p: Promise<unknown>) => (work = p) });
    await work;
  };
  return { scope, fire };
}

const nudge = { id: 7, targetName: "Ana", message: "Ask how the new job is going", phoneNumber: "+15551234567", url: null };

describe("service worker", () => {
  it("shows a nudge with Text and Call actions when a phone is known", async () => {
    const { scope, fire } = loadServiceWorker();
    await fire("push", { data: { json: () => ({ title: "Time to reach out to Ana", body: nudge.message, data: nudge }) } });
    expect(scope.registration.showNotification).toHaveBeenCalledWith("Time to reach out to Ana", expect.objectContaining({
      body: nudge.message,
      data: nudge,
      tag: "nudge-7",
      actions: [{ action: "text", title: "Text" }, { action: "call", title: "Call" }],
    }));
  });

  it("shows no actions without a phone, and copes with a plain-text push", async () => {
    const { scope, fire } = loadServiceWorker();
    await fire("push", { data: { json: () => { throw new SyntaxError("not json"); }, text: () => "Hello from Nudge" } });
    expect(scope.registration.showNotification).toHaveBeenCalledWith("Nudge", expect.objectContaining({ body: "Hello from Nudge", actions: [] }));
  });

  it("a tap opens the Contact card with phone, message and name", async () => {
    const { scope, fire } = loadServiceWorker();
    await fire("notificationclick", { action: "", notification: { data: nudge, close: vi.fn() } });
    const url = new URL(scope.clients.openWindow.mock.calls[0]![0]);
    expect(url.pathname).toBe("/dashboard");
    expect(Object.fromEntries(url.searchParams)).toEqual({ action: "contact", phone: "+15551234567", message: nudge.message, name: "Ana" });
  });

  it("focuses an open Nudge window instead of opening another; without a phone it opens the nudge's link", async () => {
    const win = { url: "https://nudge.example/dashboard", focus: vi.fn(async () => undefined), navigate: vi.fn(async (_url: string) => undefined) };
    const { scope, fire } = loadServiceWorker([win]);
    await fire("notificationclick", { action: "text", notification: { data: nudge, close: vi.fn() } });
    expect(win.focus).toHaveBeenCalled();
    expect(win.navigate.mock.calls[0]![0]).toContain("action=contact");
    expect(scope.clients.openWindow).not.toHaveBeenCalled();

    const other = loadServiceWorker();
    await other.fire("notificationclick", { action: "", notification: { data: { ...nudge, phoneNumber: null, url: "https://example.com/ana" }, close: vi.fn() } });
    expect(other.scope.clients.openWindow).toHaveBeenCalledWith("https://example.com/ana");
  });

  describe("acting from the notification with the push's token", () => {
    const withToken = { ...nudge, actionToken: "t".repeat(43) };
    const shown = async (data: object, maxActions?: number) => {
      const { scope, fire } = loadServiceWorker([], { maxActions });
      await fire("push", { data: { json: () => ({ title: "Time to reach out to Ana", body: nudge.message, data }) } });
      return (scope.registration.showNotification.mock.calls[0] as unknown as [string, { actions: { action: string }[] }])[1].actions.map((a) => a.action);
    };
    const sent = (scope: ReturnType<typeof loadServiceWorker>["scope"]) =>
      scope.fetch.mock.calls.map(([path, init]) => ({ path, method: init.method, body: JSON.parse(String(init.body)) }));

    it("puts the most useful actions first, as many as the browser shows", async () => {
      expect(await shown(withToken, 2)).toEqual(["text", "call"]);
      expect(await shown({ ...withToken, phoneNumber: null }, 2)).toEqual(["done", "snooze"]);
      expect(await shown({ ...withToken, phoneNumber: null }, 3)).toEqual(["done", "snooze", "snooze-tomorrow"]);
      expect(await shown(withToken)).toEqual(["text", "call", "done", "snooze", "snooze-tomorrow"]);
    });

    it("Done and Snooze call the API with the token and open nothing when it works", async () => {
      for (const [action, body] of [
        ["done", { token: withToken.actionToken }],
        ["snooze", { token: withToken.actionToken, until: "1h" }],
        ["snooze-tomorrow", { token: withToken.actionToken, until: "tomorrow", timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone }],
      ] as const) {
        const { scope, fire } = loadServiceWorker();
        const close = vi.fn();
        await fire("notificationclick", { action, notification: { data: withToken, close } });
        expect(close).toHaveBeenCalled();
        expect(sent(scope)).toEqual([{ path: `/api/nudge-actions/${action === "done" ? "done" : "snooze"}`, method: "POST", body }]);
        expect(scope.clients.openWindow).not.toHaveBeenCalled();
      }
    });

    it("opens Nudge History when Done fails (expired token, offline)", async () => {
      const expired = loadServiceWorker([], { status: 401 });
      await expired.fire("notificationclick", { action: "done", notification: { data: withToken, close: vi.fn() } });
      expect(expired.scope.clients.openWindow).toHaveBeenCalledWith("https://nudge.example/dashboard?tab=history");

      const offline = loadServiceWorker();
      offline.scope.fetch.mockRejectedValueOnce(new TypeError("Failed to fetch"));
      await offline.fire("notificationclick", { action: "snooze", notification: { data: withToken, close: vi.fn() } });
      expect(offline.scope.clients.openWindow).toHaveBeenCalledWith("https://nudge.example/dashboard?tab=history");
    });

    it("Text logs the contact with the token, then opens the Contact card told not to log it again", async () => {
      const { scope, fire } = loadServiceWorker();
      await fire("notificationclick", { action: "text", notification: { data: withToken, close: vi.fn() } });
      expect(sent(scope)).toEqual([{ path: "/api/nudge-actions/contact", method: "POST", body: { token: withToken.actionToken, kind: "text" } }]);
      const url = new URL(scope.clients.openWindow.mock.calls[0]![0]);
      expect(Object.fromEntries(url.searchParams)).toMatchObject({ action: "contact", via: "text", logged: "1" });

      // If logging fails the card still opens, and logs it itself with the session.
      const failing = loadServiceWorker([], { status: 401 });
      await failing.fire("notificationclick", { action: "call", notification: { data: withToken, close: vi.fn() } });
      expect(new URL(failing.scope.clients.openWindow.mock.calls[0]![0]).searchParams.has("logged")).toBe(false);
    });

    it("a body tap calls nothing and opens the Contact card for that nudge (it offers Done and Tomorrow morning)", async () => {
      const { scope, fire } = loadServiceWorker();
      await fire("notificationclick", { action: "", notification: { data: withToken, close: vi.fn() } });
      expect(scope.fetch).not.toHaveBeenCalled();
      const url = new URL(scope.clients.openWindow.mock.calls[0]![0]);
      expect(Object.fromEntries(url.searchParams)).toEqual({ action: "contact", phone: "+15551234567", message: nudge.message, name: "Ana", nudge: "7" });
    });
  });
});
