import { z } from "zod";

const base64url = (label: string, bytes: number, firstByte?: number) =>
  z
    .string({ error: `${label} is required` })
    .min(1, `${label} is required`)
    .max(200, `${label} is too long`)
    .refine((v) => {
      try {
        const raw = atob(v.replaceAll("-", "+").replaceAll("_", "/").replace(/=+$/, "") + "===".slice((v.replace(/=+$/, "").length + 3) % 4));
        return raw.length === bytes && (firstByte === undefined || raw.charCodeAt(0) === firstByte);
      } catch {
        return false;
      }
    }, `${label} is not a valid browser push key`);

/** What the browser's PushSubscription gives (SPEC §7 POST /api/subscribe). */
export const subscribeSchema = z.object({
  userId: z.number({ error: "userId must be a number" }).int().optional(),
  endpoint: z.string({ error: "endpoint is required" }).max(2048, "endpoint is too long").url("endpoint must be a URL"),
  // An uncompressed P-256 point (65 bytes, 0x04 first) and a 16-byte auth secret.
  p256dh: base64url("p256dh", 65, 4),
  auth: base64url("auth", 16),
});
