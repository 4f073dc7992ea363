// The page's side of push (src/lib/push-registration.ts): how it names this
// device, what it registers and stores for the service worker, and the repair's decisions.
import type { QueryClient } from "@tanstack/react-query";
import { IDBFactory } from "fake-indexeddb";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

// The transport under the typed client is stubbed: the calls keep their real paths and bodies.
const api = vi.hoisted(() => ({ apiFetch: vi.fn(), queryClient: undefined as unknown as QueryClient }));
vi.mock("@/lib/api", async () => {
  const { QueryClient } = await import("@tanstack/react-query");
  api.queryClient = new QueryClient();
  return api;
});

const { deviceLabel, registerDevice, repairPush, repairPushOnce } = await import("@/lib/push-registration");
const { readPushDevice, savePushDevice } = await import("@/lib/push-device-store");

const VAPID = "BEl62iUYgUivxIkv69yViEuiBIa-Ib9-SkvMeAtA3LFgDzkrxZJjSgSnfckjBJuBkr3qBUYIHBQFLXYp5Nksh8U";
const SECRET = "d".repeat(43);

const UA = {
  chromeAndroid: "Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36",
  safariIphone:
    "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1",
  safariMac: "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15",
  firefoxWindows: "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0",
  edgeWindows:
    "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 Edg/126.0.0.0",
  chromeMac: "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36",
  samsungAndroid:
    "Mozilla/5.0 (Linux; Android 13; SM-S901B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/25.0 Chrome/121.0.0.0 Mobile Safari/537.36",
  chromeIphone:
    "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/126.0.6478.54 Mobile/15E148 Safari/604.1",
  firefoxLinux: "Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0",
};

describe("device label", () => {
  it.each([
    [UA.chromeAndroid, 5, "Chrome on Android"],
    [UA.safariIphone, 5, "Safari on iPhone"],
    [UA.safariMac, 0, "Safari on Mac"],
    [UA.safariMac, 5, "Safari on iPad"], // iPadOS asks for the desktop site
    [UA.firefoxWindows, 0, "Firefox on Windows"],
    [UA.edgeWindows, 0, "Edge on Windows"],
    [UA.chromeMac, 0, "Chrome on Mac"],
    [UA.samsungAndroid, 5, "Samsung Internet on Android"],
    [UA.chromeIphone, 5, "Chrome on iPhone"],
    [UA.firefoxLinux, 0, "Firefox on Linux"],
  ])("%s (%i touch points) → %s", async (userAgent, touchPoints, label) => {
    expect(await deviceLabel(userAgent, touchPoints)).toBe(label);
  });

  it("is left out when the browser says nothing, and fits the server's 100 characters", async () => {
    expect(await deviceLabel("", 0)).toBeUndefined();
    expect((await deviceLabel(`${"x".repeat(300)} Firefox/128.0`, 0))!.length).toBeLessThanOrEqual(100);
  });
});

/** A PushSubscription as the page uses it. */
function subscription(endpoint: string) {
  return {
    endpoint,
    options: { applicationServerKey: null },
    getKey: (name: string) => new TextEncoder().encode(`${name}-key`).buffer,
    unsubscribe: vi.fn(async () => true),
  } as unknown as PushSubscription;
}

function registrationWith(current: PushSubscription | null) {
  const pushManager = {
    getSubscription: vi.fn(async () => current),
    subscribe: vi.fn(async (_options: PushSubscriptionOptionsInit) => subscription("https://push.example/fresh")),
  };
  return { registration: { pushManager } as unknown as ServiceWorkerRegistration, pushManager };
}

/** The server: knows the endpoints in `known`, answers subscribe with a device secret. */
function server(known: string[] = []) {
  api.apiFetch.mockImplementation(async (path: string, init: RequestInit) => {
    const method = init.method;
    if (method === "GET" && path.startsWith("/api/subscription-status?endpoint=")) {
      const endpoint = new URL(path, "https://nudge.example").searchParams.get("endpoint")!;
      return Response.json({ hasActiveSubscription: known.length > 0, thisBrowser: known.includes(endpoint) });
    }
    if (method === "GET" && path === "/api/vapid-public-key") return Response.json({ publicKey: VAPID });
    if (method === "POST" && path === "/api/subscribe")
      return Response.json({ message: "Subscribed", id: 3, deviceSecret: SECRET }, { status: 201 });
    throw new Error(`unexpected ${method} ${path}`);
  });
}
const calls = () => api.apiFetch.mock.calls.map(([path, init]) => `${(init as RequestInit).method} ${(path as string).split("?")[0]}`);
/** The JSON body of the nth call. */
const body = (n: number) => JSON.parse(api.apiFetch.mock.calls[n]![1].body);

beforeEach(() => {
  vi.stubGlobal("indexedDB", new IDBFactory());
  vi.stubGlobal("navigator", { userAgent: UA.chromeAndroid, maxTouchPoints: 5 });
  api.apiFetch.mockReset();
  api.queryClient.clear();
});
afterEach(() => vi.unstubAllGlobals());

describe("registering a subscription", () => {
  it("sends the keys and this device's label, and keeps the secret and key where the service worker reads them", async () => {
    server();
    await registerDevice(subscription("https://push.example/a"), VAPID, 12);
    expect(calls()).toEqual(["POST /api/subscribe"]);
    expect(body(0)).toEqual({
      userId: 12,
      endpoint: "https://push.example/a",
      p256dh: btoa("p256dh-key").replace(/=+$/, ""),
      auth: btoa("auth-key").replace(/=+$/, ""),
      label: "Chrome on Android",
    });
    expect(await readPushDevice()).toEqual({ deviceSecret: SECRET, vapidPublicKey: VAPID });
    // The card shows Enabled at once.
    expect(api.queryClient.getQueryData(["/api/subscription-status", "this-browser"])).toBe(true);
  });

  it("sends the secret kept from the last subscribing, which moves a shared browser from the previous account", async () => {
    server();
    await savePushDevice({ deviceSecret: "previous-account-secret" });
    await registerDevice(subscription("https://push.example/a"), VAPID, 12);
    expect(body(0)).toMatchObject({ endpoint: "https://push.example/a", deviceSecret: "previous-account-secret" });
    expect(await readPushDevice()).toEqual({ deviceSecret: SECRET, vapidPublicKey: VAPID });
  });
});

describe("push that repairs itself", () => {
  it("no subscription here → subscribes silently with the server's key and registers it", async () => {
    server(["https://push.example/elsewhere"]);
    const { registration, pushManager } = registrationWith(null);
    expect(await repairPush(registration, 12)).toBe("subscribed");
    expect(pushManager.subscribe).toHaveBeenCalledWith(expect.objectContaining({ userVisibleOnly: true }));
    expect(pushManager.subscribe.mock.calls[0]![0].applicationServerKey).toHaveLength(65);
    expect(calls()).toEqual(["GET /api/vapid-public-key", "POST /api/subscribe"]);
    expect(body(1)).toMatchObject({ endpoint: "https://push.example/fresh" });
    expect(await readPushDevice()).toEqual({ deviceSecret: SECRET, vapidPublicKey: VAPID });
  });

  it("uses the server key the dashboard already read, when it has", async () => {
    server();
    api.queryClient.setQueryData(["/api/vapid-public-key"], { publicKey: VAPID });
    expect(await repairPush(registrationWith(null).registration)).toBe("subscribed");
    expect(calls()).toEqual(["POST /api/subscribe"]);
  });

  it("a subscription the server doesn't know → registers it again, without subscribing anew", async () => {
    server(["https://push.example/elsewhere"]);
    const { registration, pushManager } = registrationWith(subscription("https://push.example/mine"));
    expect(await repairPush(registration, 12)).toBe("registered");
    expect(pushManager.subscribe).not.toHaveBeenCalled();
    expect(calls()).toEqual(["GET /api/subscription-status", "GET /api/vapid-public-key", "POST /api/subscribe"]);
    expect(body(2)).toMatchObject({ endpoint: "https://push.example/mine", label: "Chrome on Android" });
  });

  it("a subscription the server knows → nothing", async () => {
    server(["https://push.example/mine"]);
    const { registration, pushManager } = registrationWith(subscription("https://push.example/mine"));
    expect(await repairPush(registration, 12)).toBe("unchanged");
    expect(pushManager.subscribe).not.toHaveBeenCalled();
    expect(calls()).toEqual(["GET /api/subscription-status"]);
  });

  describe("once per page load, only with permission, never throwing", () => {
    const stubBrowser = (permission: NotificationPermission, registration: ServiceWorkerRegistration) => {
      vi.stubGlobal("Notification", { permission });
      vi.stubGlobal("navigator", {
        userAgent: UA.chromeAndroid,
        maxTouchPoints: 5,
        serviceWorker: { ready: Promise.resolve(registration) },
      });
      vi.stubGlobal("window", { PushManager: class {} });
    };

    it("does nothing without permission (never prompts)", async () => {
      const { registration, pushManager } = registrationWith(null);
      stubBrowser("default", registration);
      expect(await repairPushOnce(12)).toBeUndefined();
      expect(pushManager.getSubscription).not.toHaveBeenCalled();
    });

    it("swallows a failure (signed out, offline) and does not run again in the same page", async () => {
      const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
      api.apiFetch.mockRejectedValue(new TypeError("Failed to fetch"));
      const { registration, pushManager } = registrationWith(subscription("https://push.example/mine"));
      stubBrowser("granted", registration);
      await expect(repairPushOnce(12)).resolves.toBeUndefined();
      expect(warn).toHaveBeenCalled();
      expect(await repairPushOnce(12)).toBeUndefined();
      expect(pushManager.getSubscription).toHaveBeenCalledTimes(1);
      warn.mockRestore();
    });
  });
});
