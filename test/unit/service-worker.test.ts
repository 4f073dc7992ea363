// public/sw.js run against a stand-in ServiceWorkerGlobalScope: what a push shows, where a tap goes.
import { readFileSync } from "node:fs";
import { describe, expect, it, vi } from "vitest";

type Listener = (event: any) => void;

function loadServiceWorker(windows: { url: string; focus: () => Promise<void>; navigate: (u: string) => Promise<void> }[] = []) {
  const listeners = new Map<string, Listener>();
  const scope = {
    location: new URL("https://nudge.example/sw.js"),
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
});
