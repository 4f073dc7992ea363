import type { reminders } from "./db/schema";

type Nudge = Pick<typeof reminders.$inferSelect, "id" | "targetName" | "message" | "phoneNumber" | "url">;

// Push services accept 4 096 bytes of encrypted payload; aes128gcm adds 86 bytes of header and
// padding/tag, so the JSON stays under 3 900 bytes, cutting the message if it must.
const MAX_JSON_BYTES = 3900;
const bytes = (value: unknown) => new TextEncoder().encode(JSON.stringify(value)).length;

export type NudgePayload = {
  title: string;
  body: string;
  // actionToken: the single-purpose token the notification's Done, Snooze, Text and Call send back.
  data: { id: number; targetName: string; message: string; phoneNumber: string | null; url: string | null; actionToken: string };
};

/** What the service worker needs to show the notification and open the Contact card. */
export function nudgePayload(nudge: Nudge, actionToken: string): NudgePayload {
  const build = (message: string): NudgePayload => ({
    title: `Time to reach out to ${nudge.targetName}`,
    body: message,
    data: { id: nudge.id, targetName: nudge.targetName, message, phoneNumber: nudge.phoneNumber, url: nudge.url, actionToken },
  });
  let payload = build(nudge.message);
  let chars = [...nudge.message];
  while (bytes(payload) > MAX_JSON_BYTES && chars.length > 1) {
    chars = chars.slice(0, Math.floor(chars.length * 0.8));
    payload = build(`${chars.join("").trimEnd()}…`);
  }
  return payload;
}
