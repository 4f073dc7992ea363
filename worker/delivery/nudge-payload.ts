import { t } from "@lingui/core/macro";
import type { reminders } from "../db/schema";
import { declarativePush, type DeclarativePush } from "./declarative-push";
import { openLink } from "./nudge-links";

type Nudge = Pick<typeof reminders.$inferSelect, "id" | "targetName" | "message" | "phoneNumber" | "url">;

// Push services accept 4 096 bytes of encrypted payload; aes128gcm adds 86 bytes of header and
// padding/tag, so the JSON stays under 3 900 bytes, cutting the message if it must.
const MAX_JSON_BYTES = 3900;
const bytes = (value: unknown) => new TextEncoder().encode(JSON.stringify(value)).length;

// actionToken: the single-purpose token the notification's Done, Snooze, Text and Call send back.
export type NudgePayload = DeclarativePush<{
  id: number;
  targetName: string;
  message: string;
  phoneNumber: string | null;
  url: string | null;
  actionToken: string;
  /** The notification's buttons in the person's language (the service worker's actionsFor). */
  labels: { text: string; call: string; done: string; snooze: string; tomorrow: string };
}>;

const labels = () => ({ text: t`Text`, call: t`Call`, done: t`Done`, snooze: t`Snooze 1 hour`, tomorrow: t`Tomorrow morning` });

/**
 * What the browser needs to show the notification and open the Contact card. `context` (lines
 * about the person, nudge-context.ts) follows the message in the body; the message alone is what
 * the Contact card texts.
 */
export function nudgePayload(
  nudge: Nudge,
  actionToken: string,
  appUrl: string,
  context: string[] = [],
  // "name": the person asked for nothing private on the lock screen; the title alone is shown.
  shown: "all" | "name" = "all",
): NudgePayload {
  // A long link would be carried twice (navigate and data.url): past the limit, a tap opens the dashboard.
  let linkFits = true;
  const buttons = labels();
  const build = (message: string): NudgePayload => {
    const name = nudge.targetName;
    const title = t`Time to reach out to ${name}`;
    const navigate = linkFits ? openLink(appUrl, { ...nudge, message }) : `${appUrl}/dashboard`;
    const body = shown === "name" ? "" : [message, ...context].join("\n");
    return declarativePush(
      { title, body, navigate, tag: `nudge-${nudge.id}` },
      {
        id: nudge.id,
        targetName: nudge.targetName,
        message,
        phoneNumber: nudge.phoneNumber,
        url: nudge.url,
        actionToken,
        labels: buttons,
      },
    );
  };
  let payload = build(nudge.message);
  let chars = [...nudge.message];
  while (bytes(payload) > MAX_JSON_BYTES && chars.length > 1) {
    chars = chars.slice(0, Math.floor(chars.length * 0.8));
    payload = build(`${chars.join("").trimEnd()}…`);
    if (chars.length <= 1 && linkFits && bytes(payload) > MAX_JSON_BYTES) {
      linkFits = false;
      chars = [...nudge.message];
      payload = build(nudge.message);
    }
  }
  return payload;
}
