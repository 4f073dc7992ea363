// Can this browser receive push at all? Each failed precondition maps to its toast (docs/product.md#notifications-card).
import { t } from "@lingui/core/macro";
export type Problem = { title: string; description: string };

const isIos = () => /iPad|iPhone|iPod/.test(navigator.userAgent) || (navigator.platform === "MacIntel" && navigator.maxTouchPoints > 1);
export const isMobile = () => isIos() || /Android|Mobile/i.test(navigator.userAgent);
const isStandalone = () => matchMedia("(display-mode: standalone)").matches || (navigator as { standalone?: boolean }).standalone === true;
const isSecure = () => window.isSecureContext || ["localhost", "127.0.0.1", "[::1]"].includes(location.hostname);

export const INSTALL_STEPS = "tap the Share button, then 'Add to Home Screen', and open Nudge from your home screen";

/** The first precondition that fails, or null when push can be set up here. */
export function pushProblem(): Problem | null {
  if (!("Notification" in window)) return { title: t`Not supported`, description: t`This browser doesn't support notifications.` };
  if (!("serviceWorker" in navigator)) return { title: t`Not supported`, description: t`Please use a modern browser.` };
  if (!("PushManager" in window)) {
    return isIos()
      ? { title: t`Not supported`, description: t`On iPhone, push notifications work once Nudge is installed: ${INSTALL_STEPS}.` }
      : { title: t`Not supported`, description: t`This browser doesn't support push notifications.` };
  }
  if (isIos() && !isStandalone()) return { title: t`Install Required`, description: t`To get notifications on iPhone, ${INSTALL_STEPS}.` };
  if (!isSecure()) return { title: t`HTTPS required`, description: t`Notifications need a secure (https) connection.` };
  return null;
}

export const permissionProblem = (): Problem => ({
  title: t`Permission Needed`,
  description: isMobile()
    ? t`Install Nudge to your home screen first (${INSTALL_STEPS}), then allow notifications.`
    : t`Allow notifications for this site in your browser settings, then try again.`,
});

const genericFailure = () => t`Failed to enable notifications. Please try again.`;

/** The browser's subscribe errors in words a person can act on. */
export function describeSubscribeError(error: unknown): string {
  const name = error instanceof DOMException || error instanceof Error ? error.name : "";
  const text = error instanceof Error ? error.message.toLowerCase() : "";
  if (name === "NotSupportedError" || text.includes("not supported"))
    return t`Push notifications aren't supported on this device or browser.`;
  if (name === "NotAllowedError" || text.includes("permission"))
    return t`Notification permission was denied. Allow notifications for this site and try again.`;
  if (name === "SecurityError" || text.includes("secure")) return t`Notifications need a secure (https) connection.`;
  return genericFailure();
}

/** The browser's keys as base64url, as POST /api/subscribe takes them. */
export function keyToBase64Url(key: ArrayBuffer | null): string {
  if (!key) return "";
  return btoa(String.fromCharCode(...new Uint8Array(key)))
    .replaceAll("+", "-")
    .replaceAll("/", "_")
    .replace(/=+$/, "");
}

export function base64UrlToBytes(value: string): Uint8Array<ArrayBuffer> {
  const base64 = value
    .replaceAll("-", "+")
    .replaceAll("_", "/")
    .padEnd(Math.ceil(value.length / 4) * 4, "=");
  return Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
}
