// How a sent nudge went out (issue 19), in the words Nudge History and the dashboard use: a
// headline for the nudge, and a line for each device and the email. Pure, so it is unit-tested.
import { lazyWords } from "#i18n";
import { plural, t, msg } from "@lingui/core/macro";
import { type Delivery, type DeviceOutcome, type EmailOutcome, type MissedReason, missedReasons, type Channels } from "@contracts/delivery";
import { relativeTimeInline } from "@/lib/dates";
import { calendarDays } from "@/lib/local-time";
import { deliveryStatusText } from "@/lib/delivery-status";

/** How the headline is shown: good news, a quiet note, still under way, or something to fix. */
export type DeliveryTone = "ok" | "info" | "pending" | "problem";

export type DeliverySummary = {
  tone: DeliveryTone;
  text: string;
  /** Not delivered: why, so the fix for each is offered (DeliveryFix); empty otherwise. */
  reasons: MissedReason[];
};

const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * The nudge's delivery in one line; null (pending, or sent before records were kept) says nothing.
 * `channels` (what can carry a nudge now) says why no email was tried, which the record doesn't keep.
 */
export function deliverySummary(delivery: Delivery | null, channels: Channels): DeliverySummary | null {
  if (!delivery) return null;
  const word = deliveryStatusText(delivery.status);
  switch (delivery.status) {
    case "delivered": {
      const count = delivery.devices.filter((d) => d.status === "delivered").length;
      // A record with no device listed as delivered still reached one: say so without a count.
      return {
        tone: "ok",
        text: count > 0 ? plural(count, { one: "Delivered to # device", other: "Delivered to # devices" }) : word,
        reasons: [],
      };
    }
    case "emailed":
      return {
        tone: "info",
        text: delivery.devices.length === 0 ? t`${word} — no device had notifications on` : t`${word} — no device accepted it`,
        reasons: [],
      };
    case "retrying":
      return { tone: "pending", text: word, reasons: [] };
    case "not_delivered": {
      const reasons = missedReasons(delivery, channels);
      const why = reasonText(reasons, 1);
      return { tone: "problem", text: t`${word} — ${why}`, reasons };
    }
  }
}

// Each reason a whole clause, for one nudge and for several (languages agree them differently).
const EMAIL_WORDS_BY_REASON: [MissedReason, (one: boolean) => string][] = [
  ["email_unconfirmed", () => t`your email address isn't confirmed yet`],
  ["email_off", () => t`nudge emails are turned off`],
  ["email_failed", (one) => (one ? t`the email didn't get through` : t`the emails didn't get through`)],
  ["email_not_sent", (one) => (one ? t`no email was sent` : t`no emails were sent`)],
];

function devicesClause(has: (reason: MissedReason) => boolean, one: boolean) {
  if (!has("devices_refused")) return t`no device had notifications on`;
  if (has("no_device")) return one ? t`no device took it` : t`no device took them`;
  return one ? t`no device accepted it` : t`no device accepted them`;
}

/**
 * Why `count` nudges reached no one, the devices' part then the email's: "no device had
 * notifications on, and nudge emails are turned off". Of several email reasons (several nudges),
 * the one to fix first.
 */
export function reasonText(reasons: MissedReason[], count: number) {
  const has = (reason: MissedReason) => reasons.includes(reason);
  const one = count === 1;
  const devices = devicesClause(has, one);
  const email = EMAIL_WORDS_BY_REASON.find(([reason]) => has(reason))?.[1](one);
  return email ? t`${devices}, and ${email}` : devices;
}

/** The same as a sentence, for the dashboard's notice. */
export const missedBody = (reasons: MissedReason[], count: number) => `${capitalized(reasonText(reasons, count))}.`;

/**
 * The dashboard's notice: "1 nudge reached no device 6 minutes ago", "2 nudges reached no device
 * today" (since yesterday, in the past week): when, from the nudges' own times.
 */
export function missedTitle({ count, firstAt, lastAt }: { count: number; firstAt: string | null; lastAt: string | null }, now: Date) {
  if (count === 1 && lastAt) {
    // It went out in the past, even by a clock a little behind the server's: "just now", never "in less than a minute".
    const when = relativeTimeInline(new Date(Math.min(Date.parse(lastAt), now.getTime() - 1)), now);
    return t`1 nudge reached no device ${when}`;
  }
  const daysAgo = firstAt ? -calendarDays(new Date(firstAt), now) : Number.POSITIVE_INFINITY;
  if (daysAgo <= 0) return plural(count, { one: "# nudge reached no device today", other: "# nudges reached no device today" });
  if (daysAgo === 1)
    return plural(count, { one: "# nudge reached no device since yesterday", other: "# nudges reached no device since yesterday" });
  return plural(count, { one: "# nudge reached no device in the past week", other: "# nudges reached no device in the past week" });
}

const DEVICE_WORDS: Record<DeviceOutcome, string> = lazyWords({
  delivered: msg`Delivered`,
  retrying: msg`Still trying — the device may be offline`,
  gone: msg`Notifications were turned off there, so the device was removed`,
  rejected: msg`The browser's push service refused it`,
  expired: msg`The device stayed offline until the nudge expired`,
  removed: msg`You removed this device`,
});

const EMAIL_WORDS: Record<EmailOutcome, string> = lazyWords({
  sent: msg`Email sent`,
  waiting: msg`Email waiting — it goes out if no device gets the nudge within 10 minutes`,
  retrying: msg`Email being retried`,
  failed: msg`The email couldn't be sent`,
});

/** A device's label as people read it. */
export const deviceName = (label: string | null) => label?.trim() || t`Unknown browser`;

export type DeliveryLine = { key: string; who: string; what: string; reason: string | null; at: string; ok: boolean };

/** Which device (and the email) did what, and why, for the details view. */
export function deliveryLines(delivery: Delivery): DeliveryLine[] {
  const lines = delivery.devices.map((d, i) => ({
    key: `device-${i}`,
    who: deviceName(d.label),
    what: DEVICE_WORDS[d.status],
    reason: d.status === "delivered" ? null : d.reason,
    at: d.at,
    ok: d.status === "delivered",
  }));
  if (delivery.email) {
    const { status, at, reason } = delivery.email;
    lines.push({
      key: "email",
      who: t`Email`,
      what: EMAIL_WORDS[status],
      reason: status === "sent" ? null : reason,
      at,
      ok: status === "sent",
    });
  }
  return lines;
}

/** A device's last failure, in words ("Last nudge failed: …"); the server's reason as it gave it. */
export const failureText = (reason: string) => t`Last nudge didn't arrive: ${reason.replace(/\.$/, "")}`;
