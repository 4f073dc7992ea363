// The app a contact is messaged in (issue 23): SMS unless they prefer WhatsApp, Signal, Telegram
// or email, and the link that opens it with the message typed where the app allows. No zod: the
// contact action card builds these on the dashboard's first paint, which loads none.
import { t } from "@lingui/core/macro";
import { dialable, textLink } from "./phone";

export const REACH_APPS = ["sms", "whatsapp", "signal", "telegram", "email"] as const;
export type ReachApp = (typeof REACH_APPS)[number];

/** What each is called in a picker. */
export const REACH_NAMES: Record<ReachApp, string> = {
  get sms() {
    return t`Text message (SMS)`;
  },
  whatsapp: "WhatsApp",
  signal: "Signal",
  telegram: "Telegram",
  get email() {
    return t`Email`;
  },
};

/** A Telegram username as people write it ("@ana_s", "t.me/ana_s"), reduced to the name itself. */
export const telegramName = (text: string) =>
  text
    .trim()
    .replace(/^(https?:\/\/)?(t\.me|telegram\.me)\//i, "")
    .replace(/^@/, "");
export const TELEGRAM_NAME = /^[A-Za-z][A-Za-z0-9_]{4,31}$/;

export type Reachable = { reachBy?: ReachApp | null; phoneNumber?: string | null; email?: string | null; telegram?: string | null };
export type MessageLink = { app: ReachApp; href: string; label: string };

/** A button's word: the verb for a text or a mail, the app's name otherwise. */
const labelOf = (app: ReachApp) => (app === "sms" ? t`Text` : app === "email" ? t`Email` : REACH_NAMES[app]);

/**
 * The link that opens the person's app with the message ready: WhatsApp and SMS take the text,
 * email takes it as the body, Signal and Telegram open the chat (they take no text from a link).
 * WhatsApp and Signal need the number in international form; when the preferred app can't be
 * reached with what the contact has, it falls back to SMS, or null without a phone.
 */
export function messageLink(contact: Reachable, message?: string): MessageLink | null {
  const phone = contact.phoneNumber?.trim() ?? "";
  const international = phone.startsWith("+") ? dialable(phone) : null;
  const body = message ? encodeURIComponent(message) : "";
  const link = (app: ReachApp, href: string): MessageLink => ({ app, href, label: labelOf(app) });
  switch (contact.reachBy) {
    case "whatsapp":
      if (international) return link("whatsapp", `https://wa.me/${international.slice(1)}${body ? `?text=${body}` : ""}`);
      break;
    case "signal":
      if (international) return link("signal", `https://signal.me/#p/${international}`);
      break;
    case "telegram":
      if (contact.telegram && TELEGRAM_NAME.test(contact.telegram)) return link("telegram", `https://t.me/${contact.telegram}`);
      break;
    case "email":
      if (contact.email)
        return link("email", `mailto:${encodeURIComponent(contact.email).replace(/%40/g, "@")}${body ? `?body=${body}` : ""}`);
      break;
  }
  return phone ? link("sms", textLink(phone, message)) : null;
}

/** The link's name for a screen reader and a button: "Text Ana", "Email Ana", "Message Ana on WhatsApp". */
export function messageName(link: MessageLink, name: string) {
  if (link.app === "sms") return t`Text ${name}`;
  if (link.app === "email") return t`Email ${name}`;
  const app = link.label;
  return t`Message ${name} on ${app}`;
}
