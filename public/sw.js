// Nudge's service worker: shows a nudge's push as a notification and, when tapped, opens the
// Contact card (/dashboard?action=contact&…) so one more tap texts or calls the person. Done and
// Snooze act from the notification itself with the push's single-purpose token (never a session).
self.addEventListener("install", () => self.skipWaiting());
self.addEventListener("activate", (event) => event.waitUntil(self.clients.claim()));

self.addEventListener("push", (event) => {
  let payload;
  try {
    payload = event.data ? event.data.json() : {};
  } catch {
    payload = { title: "Nudge", body: event.data ? event.data.text() : "" };
  }
  const data = payload.data || {};
  const options = {
    body: payload.body || "",
    data,
    icon: "/favicon.svg",
    badge: "/favicon.svg",
    // One notification per nudge: a redelivery replaces rather than stacks.
    tag: data.id ? `nudge-${data.id}` : undefined,
    requireInteraction: Boolean(data.id),
    actions: actionsFor(data),
  };
  event.waitUntil(self.registration.showNotification(payload.title || "Nudge", options));
});

/**
 * The notification's buttons, most useful first: browsers show only Notification.maxActions of
 * them (often 2), so with a phone that is Text and Call, without one Done and Snooze.
 */
function actionsFor(data) {
  const actions = [];
  if (data.phoneNumber) actions.push({ action: "text", title: "Text" }, { action: "call", title: "Call" });
  if (data.actionToken) {
    actions.push({ action: "done", title: "Done" }, { action: "snooze", title: "Snooze 1 hour" }, { action: "snooze-tomorrow", title: "Tomorrow morning" });
  }
  const max = self.Notification && self.Notification.maxActions;
  return typeof max === "number" ? actions.slice(0, max) : actions;
}

/** Sends the action to the API with the push's token. Answers whether it was done. */
async function act(path, body) {
  try {
    const res = await self.fetch(`/api/nudge-actions/${path}`, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) });
    return res.ok;
  } catch {
    return false;
  }
}

const deviceTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** Where a tap on the notification leads: the Contact card when we know a phone, else the nudge's link. */
function targetUrl(data, action, logged) {
  if (data.phoneNumber) {
    const params = new URLSearchParams({ action: "contact", phone: data.phoneNumber, message: data.message || "", name: data.targetName || "" });
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
  if (token && action === "snooze-tomorrow") return (await act("snooze", { token, until: "tomorrow", timeZone: deviceTimeZone() })) || openApp(HISTORY);
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
