import { t } from "@lingui/core/macro";
import { z } from "zod";
import { lineText } from "./free-text";
import { requiredString } from "./required-string";

const base64url = (label: string, bytes: number, firstByte?: number) =>
  z
    .string({ error: () => t`${label} is required` })
    .min(1, { error: () => t`${label} is required` })
    .max(200, { error: () => t`${label} is too long` })
    .refine(
      (v) => {
        try {
          const raw = atob(
            v.replaceAll("-", "+").replaceAll("_", "/").replace(/=+$/, "") + "===".slice((v.replace(/=+$/, "").length + 3) % 4),
          );
          return raw.length === bytes && (firstByte === undefined || raw.charCodeAt(0) === firstByte);
        } catch {
          return false;
        }
      },
      { error: () => t`${label} is not a valid browser push key` },
    );

const endpoint = z
  .string({ error: () => t`endpoint is required` })
  .max(2048, { error: () => t`endpoint is too long` })
  .url({ error: () => t`endpoint must be a URL` });
const keys = {
  endpoint,
  // An uncompressed P-256 point (65 bytes, 0x04 first) and a 16-byte auth secret.
  p256dh: base64url("p256dh", 65, 4),
  auth: base64url("auth", 16),
};

/** How the device describes itself ("Chrome on Android"): shown in the device list, as one line. */
const label = z
  .string({ error: () => t`label must be text` })
  .max(1000, { error: () => t`label must be at most 100 characters` })
  .pipe(
    lineText()
      .trim()
      .max(100, { error: () => t`label must be at most 100 characters` }),
  )
  .transform((text) => text || null);

/**
 * What the browser's PushSubscription gives (POST /api/subscribe), and the device's label.
 * `deviceSecret`: the one this browser kept from its last subscribing, needed to move a device
 * another account has (a shared browser) to this one.
 */
export const subscribeSchema = z.object({
  userId: z
    .number({ error: () => t`userId must be a number` })
    .int()
    .optional(),
  ...keys,
  label: label.nullish(),
  deviceSecret: z
    .string({ error: () => t`deviceSecret must be text` })
    .max(200, { error: () => t`deviceSecret is invalid` })
    .optional(),
});

/**
 * POST /api/push/resubscribe: the service worker, without a session, replaces a subscription the
 * browser changed (pushsubscriptionchange); the device secret from subscribing says which.
 */
export const resubscribeSchema = z.object({
  secret: requiredString(
    () => t`secret is required`,
    200,
    () => t`secret is invalid`,
  ),
  ...keys,
});

/** GET /api/push/devices and /api/subscription-status: ?endpoint= says which device is asking. */
export const thisDeviceQuery = z.object({ endpoint: endpoint.optional() });

/** POST /api/subscribe answers the new row and its secret (shown this once: only its hash is kept). */
export type SubscribeResponse = { message: string; id: number; deviceSecret: string };
/** GET /api/subscription-status; thisBrowser only when ?endpoint= was given. */
export type SubscriptionStatus = { hasActiveSubscription: boolean; thisBrowser?: boolean };
