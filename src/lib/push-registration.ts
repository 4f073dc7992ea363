// Subscribing this browser to push and registering it with the server, for the Enable button and
// for the repair that runs each time the signed-in app opens with notifications allowed. Loaded
// only when one of them runs (use-push-notifications.ts imports it dynamically); bowser, which
// names the device, only when a subscription is actually registered.
import { t } from "@lingui/core/macro";
import { queryClient } from "@/lib/api";
import { answer, api } from "@/lib/api-client";
import { readPushDevice, savePushDevice } from "@/lib/push-device-store";
import { serverKnows, STATUS, THIS_BROWSER, VAPID_KEY } from "./push-queries";
import { base64UrlToBytes, keyToBase64Url } from "./push-support";

const OS_NAMES: Record<string, string> = {
  get macOS() {
    return t`Mac`;
  },
  "Chrome OS": "ChromeOS",
};
// Keyed by the name the browser gives itself; each shown as people call it.
const BROWSER_NAMES: Record<string, string> = {
  get "Microsoft Edge"() {
    return t`Edge`;
  },
  // Not translated: the key is the browser's own name for itself.
  get "Samsung Internet for Android"() {
    return t`Samsung Internet`;
  },
};

/**
 * How the Devices list names this browser: "Chrome on Android", "Safari on iPhone", "Edge on
 * Windows". An iPad asks for the desktop site (its user agent says Mac), so touch tells it apart.
 */
export async function deviceLabel(
  userAgent = navigator.userAgent,
  touchPoints = navigator.maxTouchPoints ?? 0,
): Promise<string | undefined> {
  if (!userAgent) return undefined;
  const { default: Bowser } = await import("bowser");
  const { browser, os, platform } = Bowser.parse(userAgent);
  const browserName = browser.name ? (BROWSER_NAMES[browser.name] ?? browser.name) : undefined;
  let osName = os.name ? (OS_NAMES[os.name] ?? os.name) : undefined;
  if (os.name === "iOS")
    osName = platform.model === "iPad" || /iPad/.test(userAgent) ? "iPad" : platform.model === "iPod" ? "iPod" : "iPhone";
  else if (os.name === "macOS" && touchPoints > 1) osName = "iPad";
  const label = browserName && osName ? `${browserName} on ${osName}` : (browserName ?? osName);
  return label?.slice(0, 100);
}

/** This browser's subscription, made now if there is none (permission must already be granted). */
export async function subscribeBrowser(registration: ServiceWorkerRegistration, publicKey: string): Promise<PushSubscription> {
  return (
    (await registration.pushManager.getSubscription()) ??
    (await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: base64UrlToBytes(publicKey) }))
  );
}

/**
 * POST /api/subscribe with the browser's keys and a label, then keeps the device secret it answers
 * (and the server key) where the service worker reads them. The secret kept from the last time
 * goes along: on a shared browser it moves the device from the previous account, which the
 * endpoint alone can't. The server's refusal throws (ApiError); storing the secret failing only
 * costs the renewal without a session and such a move, so it is only logged.
 */
export async function registerDevice(subscription: PushSubscription, publicKey: string, userId?: number): Promise<void> {
  const label = await deviceLabel().catch(() => undefined);
  const { deviceSecret: kept } = await readPushDevice().catch(() => ({ deviceSecret: undefined }));
  const res = await api.subscribe.$post({
    json: {
      ...(userId !== undefined ? { userId } : {}),
      endpoint: subscription.endpoint,
      p256dh: keyToBase64Url(subscription.getKey("p256dh")),
      auth: keyToBase64Url(subscription.getKey("auth")),
      ...(label ? { label } : {}),
      ...(kept ? { deviceSecret: kept } : {}),
    },
  });
  // Read loosely: a registration the server kept counts even if its answer cannot be read.
  const { deviceSecret } = (await res.json().catch(() => ({}))) as { deviceSecret?: unknown };
  await savePushDevice({ deviceSecret: typeof deviceSecret === "string" ? deviceSecret : undefined, vapidPublicKey: publicKey }).catch(
    (error: unknown) => console.error("Could not keep this device's push secret", error),
  );
  // The card shows Enabled at once, then the reads confirm it.
  queryClient.setQueryData(STATUS, (old: object | null | undefined) => ({ ...old, hasActiveSubscription: true }));
  queryClient.setQueryData(THIS_BROWSER, true);
  void queryClient.invalidateQueries({ queryKey: STATUS });
}

async function serverKey(): Promise<string> {
  const cached = queryClient.getQueryData<{ publicKey: string } | null>(VAPID_KEY);
  if (cached?.publicKey) return cached.publicKey;
  return (await answer(api["vapid-public-key"].$get())).publicKey;
}

export type Repair = "subscribed" | "registered" | "unchanged";

/**
 * Push that repairs itself, with permission already granted (so nothing prompts): no subscription
 * here → subscribe and register it; one the server doesn't know (removed as dead, registered to
 * someone else, lost by the server) → register it again; a known one → nothing.
 */
export async function repairPush(registration: ServiceWorkerRegistration, userId?: number): Promise<Repair> {
  const subscription = await registration.pushManager.getSubscription();
  if (subscription) {
    if (await serverKnows(subscription.endpoint)) return "unchanged";
    await registerDevice(subscription, keyToBase64Url(subscription.options?.applicationServerKey ?? null) || (await serverKey()), userId);
    return "registered";
  }
  const publicKey = await serverKey();
  await registerDevice(await subscribeBrowser(registration, publicKey), publicKey, userId);
  return "subscribed";
}

let repaired = false;
const WORKER_WAIT_MS = 20_000;

/** Runs the repair once per page load, when push can work here; never prompts, toasts or throws. */
export async function repairPushOnce(userId?: number): Promise<Repair | undefined> {
  if (
    repaired ||
    typeof Notification === "undefined" ||
    Notification.permission !== "granted" ||
    !("serviceWorker" in navigator) ||
    !("PushManager" in window)
  )
    return undefined;
  repaired = true;
  let timer: ReturnType<typeof setTimeout> | undefined;
  try {
    // The worker registers once the page has loaded; if it never gets there, stop waiting.
    const noWorker = new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error("no service worker")), WORKER_WAIT_MS)));
    return await repairPush(await Promise.race([navigator.serviceWorker.ready, noWorker]), userId);
  } catch (error) {
    console.warn("Could not check this browser's push subscription", error);
    return undefined;
  } finally {
    clearTimeout(timer);
  }
}
