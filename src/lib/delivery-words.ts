// How a sent nudge went out (issue 19), in the words Nudge History and the dashboard use: a
// headline for the nudge, and a line for each device and the email. Pure, so it is unit-tested.
import type { Delivery, DeviceOutcome, EmailOutcome } from "@contracts/delivery";

/** How the headline is shown: good news, a quiet note, still under way, or something to fix. */
export type DeliveryTone = "ok" | "info" | "pending" | "problem";

export type DeliverySummary = {
  tone: DeliveryTone;
  text: string;
  /** Not delivered: show what fixes it (turn notifications on, confirm the email). */
  needsFix: boolean;
};

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** The nudge's delivery in one line; null (pending, or sent before records were kept) says nothing. */
export function deliverySummary(delivery: Delivery | null): DeliverySummary | null {
  if (!delivery) return null;
  switch (delivery.status) {
    case "delivered": {
      const count = delivery.devices.filter((d) => d.status === "delivered").length;
      // A record with no device listed as delivered still reached one: say so without a count.
      return { tone: "ok", text: count > 0 ? `Delivered to ${plural(count, "device", "devices")}` : "Delivered", needsFix: false };
    }
    case "emailed":
      return {
        tone: "info",
        text: delivery.devices.length === 0 ? "Sent by email — no device had notifications on" : "Sent by email — no device accepted it",
        needsFix: false,
      };
    case "retrying":
      return { tone: "pending", text: "Still trying to deliver…", needsFix: false };
    case "not_delivered":
      return { tone: "problem", text: "Not delivered — turn on notifications or confirm your email", needsFix: true };
  }
}

const DEVICE_WORDS: Record<DeviceOutcome, string> = {
  delivered: "Delivered",
  retrying: "Still trying — the device may be offline",
  gone: "Notifications were turned off there, so the device was removed",
  rejected: "The browser's push service refused it",
  expired: "The device stayed offline until the nudge expired",
  removed: "You removed this device",
};

const EMAIL_WORDS: Record<EmailOutcome, string> = {
  sent: "Email sent",
  waiting: "Email waiting — it goes out if no device gets the nudge within 10 minutes",
  retrying: "Email being retried",
  failed: "The email couldn't be sent",
};

/** A device's label as people read it. */
export const deviceName = (label: string | null) => label?.trim() || "Unknown browser";

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
      who: "Email",
      what: EMAIL_WORDS[status],
      reason: status === "sent" ? null : reason,
      at,
      ok: status === "sent",
    });
  }
  return lines;
}

/** The dashboard's notice: "2 nudges last week reached no device". */
export const missedText = (count: number) => `${plural(count, "nudge", "nudges")} last week reached no device`;

/** A device's last failure, in words ("Last nudge failed: …"); the server's reason as it gave it. */
export const failureText = (reason: string) => `Last nudge didn't arrive: ${reason.replace(/\.$/, "")}`;
