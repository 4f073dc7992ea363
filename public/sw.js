// Nudge's service worker: shows a nudge's push as a notification and, when tapped, opens the
// Contact card (/dashboard?action=contact&…) so one more tap texts or calls the person. Done and
// Snooze act from the notification itself with the push's single-purpose token (never a session).
// It shows each nudge once, and re-registers this device when the browser changes its subscription.
self.addEventListener("install", () => self.skipWaiting());
self.addEventListener("activate", (event) => event.waitUntil(self.clients.claim()));

// Its memory (nudges shown, this device's secret): bundled before this file in production.
if (!self.nudgeStore) self.importScripts("/sw-store.js");

self.addEventListener("push", (event) => event.waitUntil(showPush(readPush(event))));

/**
 * What a push asks to show. A nudge or a digest comes as Declarative Web Push (Safari 18.4+ shows
 * `notification` without running this worker) with the older top-level fields beside it;
 * campaigns and device tests send only `{ title, body, data }`.
 */
function readPush(event) {
  let payload;
  try {
    payload = event.data ? event.data.json() : {};
  } catch {
    payload = { title: "Nudge", body: event.data ? event.data.text() : "" };
  }
  if (!payload || typeof payload !== "object") payload = {};
  const shown = payload.notification || payload;
  const data = payload.data || payload.notification?.data || {};
  // One notification per nudge: a redelivery replaces rather than stacks.
  const tag = shown.tag || (data.id ? `nudge-${data.id}` : undefined);
  return { title: shown.title || payload.title || "Nudge", body: shown.body || payload.body || "", tag, data };
}

async function showPush({ title, body, tag, data }) {
  // Shown once, even after a crash: a server that crashed between sending a nudge and recording
  // it sends it again, and a person who already dismissed or acted on it must not get it back.
  // Browsers want every push to show something (Chrome may show "This site has been updated in
  // the background" when one doesn't, Safari shows the declarative notification), but a repeat
  // only follows a server crash, so skipping it is the better trade. A reminder is sent only
  // once (repeating ones get a new id each time), so its id identifies one nudge; a digest is one
  // a day, known by its day.
  const id = data.id;
  const key = id != null ? id : data.digest ? `digest-${data.digest}` : null;
  if (key != null && !(await firstTime(key))) return;
  const options = {
    body,
    data,
    tag,
    icon: "/favicon.svg",
    badge: "/favicon.svg",
    requireInteraction: Boolean(id),
    actions: actionsFor(data),
  };
  try {
    await self.registration.showNotification(title, options);
  } catch (error) {
    if (key != null) await self.nudgeStore.releaseNudge(key).catch(() => undefined);
    throw error;
  }
}

/** Whether the nudge (or day's digest) `key` is new here; if the store fails it shows (twice is better than never). */
async function firstTime(key) {
  try {
    return await self.nudgeStore.claimNudge(key);
  } catch (error) {
    console.error("Nudge: could not check whether this nudge was shown", error);
    return true;
  }
}

/**
 * The notification's buttons, most useful first: browsers show only Notification.maxActions of
 * them (often 2), so with a phone that is Text and Call, without one Done and Snooze. Their
 * words come with the push, in the person's language (nudge-payload.ts); English when a push
 * carries none.
 */
function actionsFor(data) {
  const say = { text: "Text", call: "Call", done: "Done", snooze: "Snooze 1 hour", tomorrow: "Tomorrow morning", ...data.labels };
  const actions = [];
  if (data.phoneNumber) actions.push({ action: "text", title: say.text }, { action: "call", title: say.call });
  if (data.actionToken) {
    actions.push(
      { action: "done", title: say.done },
      { action: "snooze", title: say.snooze },
      { action: "snooze-tomorrow", title: say.tomorrow },
    );
  }
  const max = self.Notification?.maxActions;
  return typeof max === "number" ? actions.slice(0, max) : actions;
}

/** Sends the action to the API with the push's token. Answers whether it was done. */
async function act(path, body) {
  try {
    const res = await self.fetch(`/api/nudge-actions/${path}`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(body),
    });
    return res.ok;
  } catch {
    return false;
  }
}

const deviceTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** Where a tap on the notification leads: the Contact card when we know a phone, else the nudge's link. */
function targetUrl(data, action, logged) {
  if (data.phoneNumber) {
    const params = new URLSearchParams({
      action: "contact",
      phone: data.phoneNumber,
      message: data.message || "",
      name: data.targetName || "",
    });
    // Text/Call can't open sms:/tel: from a service worker; the card does it with one tap.
    if (action === "text" || action === "call") params.set("via", action);
    // The text or call is already logged with the push's token: the card must not log it again.
    if (logged) params.set("logged", "1");
    // The card then offers Done and "Tomorrow morning" (with the session) for this nudge.
    if (data.actionToken && data.id) params.set("nudge", String(data.id));
    return `/dashboard?${params}`;
  }
  return data.url || "/dashboard";
}

// Where a failed Done or Snooze (expired token, offline) leaves the person: history has Mark done and Reuse.
const HISTORY = "/dashboard?tab=history";

/** Done and Snooze close the notification and show nothing more; if they fail, the app opens to act there. */
async function onAction(data, action) {
  const token = data.actionToken;
  if (token && action === "done") return (await act("done", { token })) || openApp(HISTORY);
  if (token && action === "snooze") return (await act("snooze", { token, until: "1h" })) || openApp(HISTORY);
  if (token && action === "snooze-tomorrow")
    return (await act("snooze", { token, until: "tomorrow", timeZone: deviceTimeZone() })) || openApp(HISTORY);
  // Text and Call still need the Contact card (a service worker can't open sms: or tel:).
  const logged = Boolean(token && (action === "text" || action === "call") && (await act("contact", { token, kind: action })));
  return openApp(targetUrl(data, action, logged));
}

async function openApp(target) {
  const url = new URL(target, self.location.origin).href;
  const windows = await self.clients.matchAll({ type: "window", includeUncontrolled: true });
  const ours = windows.find((w) => new URL(w.url).origin === self.location.origin);
  if (ours && new URL(url).origin === self.location.origin) {
    await ours.focus();
    return ours.navigate(url);
  }
  return self.clients.openWindow(url);
}

self.addEventListener("notificationclick", (event) => {
  event.notification.close();
  event.waitUntil(onAction(event.notification.data || {}, event.action));
});

// The browser replaced or dropped this device's subscription (its push service rotated it, or it
// expired): tell the server the new one with this device's secret, as there may be no session
// here (no page open). Failing only logs: the app repairs push the next time it opens.
self.addEventListener("pushsubscriptionchange", (event) => {
  event.waitUntil(resubscribe(event).catch((error) => console.error("Nudge: could not renew the push subscription", error)));
});

async function resubscribe(event) {
  const secret = await self.nudgeStore.getSetting("deviceSecret");
  // Never registered from here (or the page hasn't stored its secret): the app does it when it opens.
  if (!secret) return;
  const subscription = event.newSubscription || (await subscribeAgain(event.oldSubscription));
  if (!subscription) return;
  const { keys = {} } = subscription.toJSON();
  const res = await self.fetch("/api/push/resubscribe", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ secret, endpoint: subscription.endpoint, p256dh: keys.p256dh, auth: keys.auth }),
  });
  if (!res.ok) console.error(`Nudge: the server refused the renewed push subscription (${res.status})`);
}

/** Without a new subscription (Firefox, an expired one), subscribes again with the same server key. */
async function subscribeAgain(old) {
  const stored = await self.nudgeStore.getSetting("vapidPublicKey");
  const key = old?.options?.applicationServerKey || (stored && base64UrlToBytes(stored));
  if (!key) return null;
  return self.registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
}

function base64UrlToBytes(value) {
  const base64 = value
    .replaceAll("-", "+")
    .replaceAll("_", "/")
    .padEnd(Math.ceil(value.length / 4) * 4, "=");
  return Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
}
