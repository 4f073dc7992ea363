// Sending one Web Push message (RFC 8030) with VAPID (RFC 8292) and aes128gcm (RFC 8291).
import { t } from "@lingui/core/macro";
import { encryptNotification, vapidHeaders } from "@block65/webcrypto-web-push";
import { isAllowedEndpoint } from "./push-endpoint";

export type PushTarget = { endpoint: string; p256dh: string; auth: string };
export type PushOptions = {
  ttl: number;
  urgency: "low" | "normal" | "high";
  topic?: string;
  /**
   * Pad the record to the full 4 KB so the push service can't tell a short personal message from
   * a long one (the default). A broadcast has nothing to hide, and unpadded a short one costs far
   * fewer bytes to encrypt, send and decrypt.
   */
  pad?: boolean;
  /** How long the push service may take to answer (PUSH_TIMEOUT_MS); tests shorten it. */
  timeoutMs?: number;
};
export type PushOutcome =
  | { kind: "delivered" }
  /** The subscription no longer exists (404/410): delete it. */
  | { kind: "gone" }
  /** Worth another try later (429, 5xx, network, no answer in time); `retryAfterMs` when the service said when. */
  | { kind: "retry"; status: number | null; retryAfterMs: number | null }
  /** Will never succeed as sent (bad request, bad auth, too large, endpoint not allowed). */
  | { kind: "rejected"; status: number | null; reason: string };

// Longer than a push service takes when it's well; a send that takes longer is retried later. The
// outbox's lease is sized to it (scheduler.ts): no send may still be under way when a lease ends.
export const PUSH_TIMEOUT_MS = 10_000;

export const pushConfigured = (env: Env) => Boolean(env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY);

function retryAfterMs(header: string | null): number | null {
  if (!header) return null;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const at = Date.parse(header);
  return Number.isNaN(at) ? null : Math.max(0, at - Date.now());
}

// A VAPID JWT is good for 12 h (the library's exp) per push service origin: signing one per
// push service per isolate, instead of one per message, takes an ECDSA signature off every push.
const VAPID_REUSE_MS = 11 * 60 * 60 * 1000;
const vapidCache = new Map<string, { authorization: string; until: number }>();

async function vapidAuthorization(env: Env, endpoint: string) {
  const cacheKey = `${env.VAPID_PUBLIC_KEY}|${new URL(endpoint).origin}`;
  const hit = vapidCache.get(cacheKey);
  if (hit && hit.until > Date.now()) return hit.authorization;
  const { headers } = await vapidHeaders(
    { endpoint, expirationTime: null, keys: { p256dh: "", auth: "" } },
    { subject: env.VAPID_SUBJECT, publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY },
  );
  vapidCache.set(cacheKey, { authorization: headers.authorization, until: Date.now() + VAPID_REUSE_MS });
  return headers.authorization;
}

export async function sendPush(env: Env, target: PushTarget, data: unknown, options: PushOptions): Promise<PushOutcome> {
  if (!pushConfigured(env)) return { kind: "rejected", status: null, reason: t`VAPID keys are not configured` };
  if (!isAllowedEndpoint(env, target.endpoint)) return { kind: "rejected", status: null, reason: t`endpoint host not allowed` };
  let res: Response;
  try {
    const body = await encryptNotification(
      { endpoint: target.endpoint, expirationTime: null, keys: { p256dh: target.p256dh, auth: target.auth } },
      new TextEncoder().encode(JSON.stringify(data)),
      { pad: options.pad ?? true },
    );
    const headers: Record<string, string> = {
      authorization: await vapidAuthorization(env, target.endpoint),
      ttl: String(options.ttl),
      urgency: options.urgency,
      "content-encoding": "aes128gcm",
      "content-type": "application/octet-stream",
      ...(options.topic ? { topic: options.topic } : {}),
    };
    // Never follow redirects: an endpoint must not bounce our signed request elsewhere.
    res = await fetch(target.endpoint, {
      method: "POST",
      headers,
      body,
      redirect: "manual",
      signal: AbortSignal.timeout(options.timeoutMs ?? PUSH_TIMEOUT_MS),
    });
  } catch {
    return { kind: "retry", status: null, retryAfterMs: null };
  }
  // The body is never read into logs or answers: only the status matters.
  await res.body?.cancel();
  if (res.status >= 200 && res.status < 300) return { kind: "delivered" };
  if (res.status === 404 || res.status === 410) return { kind: "gone" };
  if (res.status === 429 || res.status >= 500)
    return { kind: "retry", status: res.status, retryAfterMs: retryAfterMs(res.headers.get("Retry-After")) };
  return { kind: "rejected", status: res.status, reason: t`push service answered ${res.status}` };
}
