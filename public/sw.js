// Nudge's service worker: shows a nudge's push as a notification and, when tapped, opens the
// Contact card (/dashboard?action=contact&…) so one more tap texts or calls the person.
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
    actions: data.phoneNumber
      ? [
          { action: "text", title: "Text" },
          { action: "call", title: "Call" },
        ]
      : [],
  };
  event.waitUntil(self.registration.showNotification(payload.title || "Nudge", options));
});

/** Where a tap on the notification leads: the Contact card when we know a phone, else the nudge's link. */
function targetUrl(data, action) {
  if (data.phoneNumber) {
    const params = new URLSearchParams({ action: "contact", phone: data.phoneNumber, message: data.message || "", name: data.targetName || "" });
    // Text/Call can't open sms:/tel: from a service worker; the card does it with one tap.
    if (action === "text" || action === "call") params.set("via", action);
    return `/dashboard?${params}`;
  }
  return data.url || "/dashboard";
}

self.addEventListener("notificationclick", (event) => {
  event.notification.close();
  const url = new URL(targetUrl(event.notification.data || {}, event.action), self.location.origin).href;
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: "window", includeUncontrolled: true });
      const ours = windows.find((w) => new URL(w.url).origin === self.location.origin);
      if (ours && new URL(url).origin === self.location.origin) {
        await ours.focus();
        return ours.navigate(url);
      }
      return self.clients.openWindow(url);
    })(),
  );
});
