import type { MiddlewareHandler } from "hono";

// The headers every response carries. The Worker adds them to /api/* responses; static assets
// (served without running the Worker) get the same lines from public/_headers, which a worker
// test keeps identical to this list.
//
// CSP: scripts only from our own origin (index.html loads /first-screen.js instead of an inline
// script, and Vite emits no inline script) and Cloudflare's challenge origin, whose Turnstile
// script and frame a form loads only where the server asks for the check; nothing embeds us.
// style-src keeps 'unsafe-inline' because Radix dialogs inject a <style> element to lock page
// scroll; inline *script* stays forbidden, which is what stops injected markup from running.
// Not translated: a header, read by the browser.
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self' https://challenges.cloudflare.com",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self'",
  "connect-src 'self'",
  "frame-src https://challenges.cloudflare.com",
  "manifest-src 'self'",
  "worker-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
  "form-action 'self'",
].join("; ");

export const SECURITY_HEADERS: Record<string, string> = {
  "Content-Security-Policy": CONTENT_SECURITY_POLICY,
  // Two years, the preload list's recommendation (at least one year is required).
  "Strict-Transport-Security": "max-age=63072000; includeSubDomains",
  "X-Content-Type-Options": "nosniff",
  "X-Frame-Options": "DENY",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "Cross-Origin-Opener-Policy": "same-origin",
  // Nudge needs none of these powerful features; notifications are not governed by this header.
  "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()",
};

/** Sets SECURITY_HEADERS on every API response, errors and 404s included. */
export const securityHeaders: MiddlewareHandler = async (c, next) => {
  await next();
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) c.res.headers.set(name, value);
};
