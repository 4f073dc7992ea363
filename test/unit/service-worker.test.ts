// public/sw.js run against a stand-in ServiceWorkerGlobalScope: what a push shows, where a tap goes.
// IndexedDB is fake-indexeddb's; one database (IDBFactory) per test unless a test shares it.
import { IDBFactory } from "fake-indexeddb";
import { readFileSync } from "node:fs";
import { afterEach, describe, expect, it, vi } from "vitest";
import { savePushDevice } from "@/lib/push-device-store";

type Listener = (event: any) => void;

type Window = { url: string; focus: () => Promise<void>; navigate: (u: string) => Promise<void> };

/** A PushSubscription as the worker uses it. */
const subscription = (endpoint: string, applicationServerKey: Uint8Array | null = null) => ({
  endpoint,
  options: { applicationServerKey },
  toJSON: () => ({ endpoint, keys: { p256dh: `p256dh-of-${endpoint}`, auth: `auth-of-${endpoint}` } }),
});

type Options = { maxActions?: number; status?: number; indexedDB?: IDBFactory };

function loadServiceWorker(windows: Window[] = [], { maxActions, status = 200, indexedDB = new IDBFactory() }: Options = {}) {
  const listeners = new Map<string, Listener>();
  const scope = {
    location: new URL("https://nudge.example/sw.js"),
    Notification: { maxActions },
    indexedDB,
    // As under `npm run dev`: sw.js loads its helpers from public/.
    importScripts: (url: string): void => new Function("self", readFileSync(`public${url}`, "utf8"))(scope),
    fetch: vi.fn(async (_path: string, _init: RequestInit) => new Response("{}", { status })),
    addEventListener: (type: string, fn: Listener) => listeners.set(type, fn),
    skipWaiting: vi.fn(),
    registration: {
      showNotification: vi.fn(async (_title: string, _options: object) => undefined),
      pushManager: {
        subscribe: vi.fn(async (options: { applicationServerKey: Uint8Array }) =>
          subscription("https://push.example/renewed", options.applicationServerKey),
        ),
      },
    },
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
    expect(scope.registration.showNotification).toHaveBeenCalledWith(
      "Time to reach out to Ana",
      expect.objectContaining({
        body: nudge.message,
        data: nudge,
        tag: "nudge-7",
        actions: [
          { action: "text", title: "Text" },
          { action: "call", title: "Call" },
        ],
      }),
    );
  });

  it("names the actions in the words the push brings (the person's language)", async () => {
    const { scope, fire } = loadServiceWorker();
    const labels = { text: "Enviar mensaje", call: "Llamar", done: "Hecho", snooze: "Posponer 1 hora", tomorrow: "Mañana por la mañana" };
    const data = { ...nudge, actionToken: "t".repeat(43), labels };
    await fire("push", { data: { json: () => ({ title: "Es hora de escribirle a Ana", body: nudge.message, data }) } });
    const [, options] = scope.registration.showNotification.mock.calls[0] as unknown as [string, { actions: { title: string }[] }];
    expect(options.actions.map((a) => a.title)).toEqual(["Enviar mensaje", "Llamar", "Hecho", "Posponer 1 hora", "Mañana por la mañana"]);
  });

  it("shows no actions without a phone, and copes with a plain-text push", async () => {
    const { scope, fire } = loadServiceWorker();
    await fire("push", {
      data: {
        json: () => {
          throw new SyntaxError("not json");
        },
        text: () => "Hello from Nudge",
      },
    });
    expect(scope.registration.showNotification).toHaveBeenCalledWith(
      "Nudge",
      expect.objectContaining({ body: "Hello from Nudge", actions: [] }),
    );
  });

  it("a tap opens the Contact card with phone, message and name", async () => {
    const { scope, fire } = loadServiceWorker();
    await fire("notificationclick", { action: "", notification: { data: nudge, close: vi.fn() } });
    const url = new URL(scope.clients.openWindow.mock.calls[0]![0]);
    expect(url.pathname).toBe("/dashboard");
    expect(Object.fromEntries(url.searchParams)).toEqual({ action: "contact", phone: "+15551234567", message: nudge.message, name: "Ana" });
  });

  it("focuses an open Nudge window instead of opening another; without a phone it opens the nudge's link", async () => {
    const win = {
      url: "https://nudge.example/dashboard",
      focus: vi.fn(async () => undefined),
      navigate: vi.fn(async (_url: string) => undefined),
    };
    const { scope, fire } = loadServiceWorker([win]);
    await fire("notificationclick", { action: "text", notification: { data: nudge, close: vi.fn() } });
    expect(win.focus).toHaveBeenCalled();
    expect(win.navigate.mock.calls[0]![0]).toContain("action=contact");
    expect(scope.clients.openWindow).not.toHaveBeenCalled();

    const other = loadServiceWorker();
    await other.fire("notificationclick", {
      action: "",
      notification: { data: { ...nudge, phoneNumber: null, url: "https://example.com/ana" }, close: vi.fn() },
    });
    expect(other.scope.clients.openWindow).toHaveBeenCalledWith("https://example.com/ana");
  });

  describe("acting from the notification with the push's token", () => {
    const withToken = { ...nudge, actionToken: "t".repeat(43) };
    const shown = async (data: object, maxActions?: number) => {
      const { scope, fire } = loadServiceWorker([], { maxActions });
      await fire("push", { data: { json: () => ({ title: "Time to reach out to Ana", body: nudge.message, data }) } });
      return (scope.registration.showNotification.mock.calls[0] as unknown as [string, { actions: { action: string }[] }])[1].actions.map(
        (a) => a.action,
      );
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
        [
          "snooze-tomorrow",
          { token: withToken.actionToken, until: "tomorrow", timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone },
        ],
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
      expect(sent(scope)).toEqual([
        { path: "/api/nudge-actions/contact", method: "POST", body: { token: withToken.actionToken, kind: "text" } },
      ]);
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
      expect(Object.fromEntries(url.searchParams)).toEqual({
        action: "contact",
        phone: "+15551234567",
        message: nudge.message,
        name: "Ana",
        nudge: "7",
      });
    });
  });
});

describe("service worker: each nudge shown once", () => {
  const HOUR = 60 * 60 * 1000;
  afterEach(() => vi.restoreAllMocks());
  const push = (payload: object) => ({ data: { json: () => payload } });
  const nudgePush = (id: number) => push({ title: "Time to reach out to Ana", body: nudge.message, data: { ...nudge, id } });
  const tags = (scope: ReturnType<typeof loadServiceWorker>["scope"]) =>
    scope.registration.showNotification.mock.calls.map(([, options]) => (options as { tag?: string }).tag);

  it("shows the same nudge id once, even from a restarted worker, while different ids all show", async () => {
    const indexedDB = new IDBFactory();
    const first = loadServiceWorker([], { indexedDB });
    await first.fire("push", nudgePush(7));
    await first.fire("push", nudgePush(7));
    await first.fire("push", nudgePush(8));
    expect(tags(first.scope)).toEqual(["nudge-7", "nudge-8"]);

    // The browser stopped the worker; the server, recovering from a crash, sends nudge 7 again.
    const restarted = loadServiceWorker([], { indexedDB });
    await restarted.fire("push", nudgePush(7));
    await restarted.fire("push", nudgePush(9));
    expect(tags(restarted.scope)).toEqual(["nudge-9"]);
  });

  it("two deliveries of one nudge racing each other show it once", async () => {
    const { scope, fire } = loadServiceWorker();
    await Promise.all([fire("push", nudgePush(7)), fire("push", nudgePush(7))]);
    expect(tags(scope)).toEqual(["nudge-7"]);
  });

  it("forgets a nudge after 48 hours, so it may show again", async () => {
    const start = Date.UTC(2030, 0, 1);
    const now = vi.spyOn(Date, "now").mockReturnValue(start);
    const { scope, fire } = loadServiceWorker();
    await fire("push", nudgePush(7));
    now.mockReturnValue(start + 47 * HOUR);
    await fire("push", nudgePush(7));
    expect(tags(scope)).toEqual(["nudge-7"]);
    now.mockReturnValue(start + 49 * HOUR);
    await fire("push", nudgePush(7));
    expect(tags(scope)).toEqual(["nudge-7", "nudge-7"]);
  });

  it("prunes ids older than 48 hours from its store", async () => {
    const indexedDB = new IDBFactory();
    const start = Date.UTC(2030, 0, 1);
    const now = vi.spyOn(Date, "now").mockReturnValue(start);
    const { fire } = loadServiceWorker([], { indexedDB });
    await fire("push", nudgePush(1));
    await fire("push", nudgePush(2));
    now.mockReturnValue(start + 50 * HOUR);
    await fire("push", nudgePush(3));
    const keys = await new Promise<IDBValidKey[]>((resolve, reject) => {
      const open = indexedDB.open("nudge-push");
      open.onsuccess = () => {
        const request = open.result.transaction("shown").objectStore("shown").getAllKeys();
        request.onsuccess = () => {
          resolve(request.result);
          open.result.close();
        };
        request.onerror = () => reject(request.error);
      };
    });
    expect(keys).toEqual(["3"]);
  });

  it("still shows a nudge whose showing failed before, and campaign or test pushes every time", async () => {
    const { scope, fire } = loadServiceWorker();
    scope.registration.showNotification.mockRejectedValueOnce(new TypeError("no permission"));
    await expect(fire("push", nudgePush(7))).rejects.toThrow("no permission");
    await fire("push", nudgePush(7));
    const test = push({ title: "Test from Nudge", body: "It works", data: { test: true } });
    await fire("push", test);
    await fire("push", test);
    expect(scope.registration.showNotification).toHaveBeenCalledTimes(4);
    expect(tags(scope)).toEqual(["nudge-7", "nudge-7", undefined, undefined]);
  });

  it("shows the nudge when its memory (IndexedDB) fails: twice is better than never", async () => {
    const broken = new IDBFactory();
    broken.open = () => {
      throw new DOMException("IndexedDB is unavailable", "InvalidStateError");
    };
    const { scope, fire } = loadServiceWorker([], { indexedDB: broken });
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    await fire("push", nudgePush(7));
    await fire("push", nudgePush(7));
    expect(tags(scope)).toEqual(["nudge-7", "nudge-7"]);
  });
});

describe("service worker: the declarative push form", () => {
  const declarative = {
    web_push: 8030,
    notification: {
      title: "Time to reach out to Ana",
      body: nudge.message,
      navigate: "https://nudge.example/dashboard?action=contact&phone=%2B15551234567&message=Ask&name=Ana",
      tag: "nudge-7",
    },
    mutable: true,
    title: "Old title",
    body: "Old body",
    data: { ...nudge, actionToken: "t".repeat(43) },
  };

  it("reads title, body and tag from `notification`, data from `data`", async () => {
    const { scope, fire } = loadServiceWorker([], { maxActions: 2 });
    await fire("push", { data: { json: () => declarative } });
    expect(scope.registration.showNotification).toHaveBeenCalledWith(
      "Time to reach out to Ana",
      expect.objectContaining({
        body: nudge.message,
        tag: "nudge-7",
        data: declarative.data,
        requireInteraction: true,
        actions: [
          { action: "text", title: "Text" },
          { action: "call", title: "Call" },
        ],
      }),
    );
  });

  it("takes data nested under `notification` and a tag of its own when given", async () => {
    const { scope, fire } = loadServiceWorker();
    const { data, title: _t, body: _b, ...rest } = declarative;
    await fire("push", { data: { json: () => ({ ...rest, notification: { ...rest.notification, tag: "nudge-7-x", data } }) } });
    expect(scope.registration.showNotification).toHaveBeenCalledWith(
      "Time to reach out to Ana",
      expect.objectContaining({ tag: "nudge-7-x", data }),
    );
  });

  it("still reads the old top-level form (campaigns, tests, older servers)", async () => {
    const { scope, fire } = loadServiceWorker();
    await fire("push", {
      data: { json: () => ({ title: "Spring sale", body: "Pro is 20% off", data: { url: "https://nudge.example/pricing" } }) },
    });
    expect(scope.registration.showNotification).toHaveBeenCalledWith(
      "Spring sale",
      expect.objectContaining({ body: "Pro is 20% off", tag: undefined, data: { url: "https://nudge.example/pricing" }, actions: [] }),
    );
  });

  it("a declarative nudge and its old-form twin are one nudge", async () => {
    const { scope, fire } = loadServiceWorker();
    await fire("push", { data: { json: () => declarative } });
    await fire("push", { data: { json: () => ({ title: declarative.title, body: declarative.body, data: declarative.data }) } });
    expect(scope.registration.showNotification).toHaveBeenCalledTimes(1);
  });
});

describe("service worker: pushsubscriptionchange", () => {
  const SECRET = "s".repeat(43);
  const VAPID = "BEl62iUYgUivxIkv69yViEuiBIa-Ib9-SkvMeAtA3LFgDzkrxZJjSgSnfckjBJuBkr3qBUYIHBQFLXYp5Nksh8U";
  afterEach(() => vi.unstubAllGlobals());

  /** A worker whose page stored this device's secret (and the key) as the app does when subscribing. */
  async function withStoredDevice(settings: { deviceSecret?: string; vapidPublicKey?: string }, options: Options = {}) {
    const indexedDB = new IDBFactory();
    vi.stubGlobal("indexedDB", indexedDB);
    await savePushDevice(settings);
    return loadServiceWorker([], { ...options, indexedDB });
  }
  const posted = (scope: ReturnType<typeof loadServiceWorker>["scope"]) =>
    scope.fetch.mock.calls.map(([path, init]) => ({ path, method: init.method, body: JSON.parse(String(init.body)) }));

  it("registers the browser's new subscription with the device secret", async () => {
    const { scope, fire } = await withStoredDevice({ deviceSecret: SECRET, vapidPublicKey: VAPID });
    await fire("pushsubscriptionchange", {
      oldSubscription: subscription("https://push.example/old"),
      newSubscription: subscription("https://push.example/new"),
    });
    expect(scope.registration.pushManager.subscribe).not.toHaveBeenCalled();
    expect(posted(scope)).toEqual([
      {
        path: "/api/push/resubscribe",
        method: "POST",
        body: {
          secret: SECRET,
          endpoint: "https://push.example/new",
          p256dh: "p256dh-of-https://push.example/new",
          auth: "auth-of-https://push.example/new",
        },
      },
    ]);
  });

  it("without a new subscription, subscribes again with the old one's server key, then registers it", async () => {
    const { scope, fire } = await withStoredDevice({ deviceSecret: SECRET });
    const key = new Uint8Array([4, 1, 2, 3]);
    await fire("pushsubscriptionchange", { oldSubscription: subscription("https://push.example/old", key), newSubscription: null });
    expect(scope.registration.pushManager.subscribe).toHaveBeenCalledWith({ userVisibleOnly: true, applicationServerKey: key });
    expect(posted(scope)[0]!.body).toMatchObject({ secret: SECRET, endpoint: "https://push.example/renewed" });
  });

  it("with neither, subscribes with the VAPID key the page stored", async () => {
    const { scope, fire } = await withStoredDevice({ deviceSecret: SECRET, vapidPublicKey: VAPID });
    await fire("pushsubscriptionchange", {});
    const { applicationServerKey } = scope.registration.pushManager.subscribe.mock.calls[0]![0];
    expect(applicationServerKey).toHaveLength(65);
    expect(applicationServerKey[0]).toBe(4);
    expect(posted(scope)[0]!.body).toMatchObject({ secret: SECRET, endpoint: "https://push.example/renewed" });
  });

  it("does nothing without a stored secret, and only logs when the server or the browser refuses", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const none = loadServiceWorker();
    await none.fire("pushsubscriptionchange", { newSubscription: subscription("https://push.example/new") });
    expect(none.scope.fetch).not.toHaveBeenCalled();

    const refused = await withStoredDevice({ deviceSecret: SECRET }, { status: 401 });
    await expect(
      refused.fire("pushsubscriptionchange", { newSubscription: subscription("https://push.example/new") }),
    ).resolves.toBeUndefined();
    expect(refused.scope.fetch).toHaveBeenCalledTimes(1);

    const failing = await withStoredDevice({ deviceSecret: SECRET, vapidPublicKey: VAPID });
    failing.scope.registration.pushManager.subscribe.mockRejectedValueOnce(new DOMException("push service unavailable", "AbortError"));
    await expect(failing.fire("pushsubscriptionchange", {})).resolves.toBeUndefined();
    expect(failing.scope.fetch).not.toHaveBeenCalled();
    expect(error).toHaveBeenCalledTimes(2);
    error.mockRestore();
  });
});
