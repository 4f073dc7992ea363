import { useSyncExternalStore } from "react";

type Permission = NotificationPermission | "unsupported";

// Reading Notification.permission is a synchronous call into the browser process: in CPU profiles
// of the dashboard's load each read took 1 to 2.5 ms, and the push hook read it on every render
// of every card that uses it. So it is read once, and the Permissions API says when it changes
// (the person allows or blocks the site in its settings while the page is open).
let permission: Permission | undefined;
const listeners = new Set<() => void>();
let watching = false;

const read = (): Permission => (typeof Notification === "undefined" ? "unsupported" : Notification.permission);

/** Reads the permission again (after asking for it) and tells the hooks if it changed. */
export function refreshNotificationPermission() {
  const next = read();
  if (next === permission) return;
  permission = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  if (!watching && navigator.permissions) {
    watching = true;
    navigator.permissions
      .query({ name: "notifications" })
      .then((status) => status.addEventListener("change", refreshNotificationPermission))
      // A browser that can't be asked (older Safari): the permission is read again after asking.
      .catch(() => undefined);
  }
  return () => listeners.delete(listener);
}

const snapshot = () => (permission ??= read());

/** The browser's notification permission, kept current ("unsupported" where there is no Notification API). */
export function useNotificationPermission() {
  return useSyncExternalStore(subscribe, snapshot);
}
