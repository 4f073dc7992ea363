// How a sent nudge went out, and the devices that receive nudges (issue 19): the shapes the API
// answers and the SPA shows. Dates travel as ISO 8601.

/**
 * One sent nudge, summed up: some device accepted it (delivered); none did but the email went
 * out (emailed); a push or the email is still being tried (retrying); or nothing reached the
 * person (not_delivered).
 */
export type DeliveryStatus = "delivered" | "emailed" | "retrying" | "not_delivered";

/**
 * What one device did with the nudge: accepted it, is still being retried, was gone (the push
 * service said 404/410, so the device was removed), refused it (400/403/413), never accepted it
 * within the push's lifetime (expired), or was removed by the person meanwhile.
 */
export type DeviceOutcome = "delivered" | "retrying" | "gone" | "rejected" | "expired" | "removed";

/** The email: accepted by the mail service, waiting for the devices (10 minutes), being retried, or failed for good. */
export type EmailOutcome = "sent" | "waiting" | "retrying" | "failed";

export type Delivery = {
  status: DeliveryStatus;
  devices: { label: string | null; status: DeviceOutcome; at: string; reason: string | null }[];
  email: { status: EmailOutcome; at: string; reason: string | null } | null;
};

/** GET /api/push/devices: one of the person's push subscriptions. */
export type Device = {
  id: number;
  /** As the browser described itself when subscribing ("Chrome on Android"); null for older devices. */
  label: string | null;
  createdAt: string;
  lastDeliveredAt: string | null;
  lastFailure: { at: string; reason: string } | null;
  /** This is the browser that asked (its endpoint was given as ?endpoint=). */
  current: boolean;
};

/** POST /api/push/devices/:id/test: what the push service said. gone also removes the device. */
export type DeviceTestResult = { result: "delivered" | "gone" | "rejected" | "retry"; message: string };

/**
 * Why a nudge reached no one, one reason for each way it could have: no device had notifications
 * on, or none accepted it; and the email: the address isn't confirmed, nudge emails are turned
 * off, the email failed, or none was sent though all is set up now (it wasn't then).
 */
export type MissedReason = "no_device" | "devices_refused" | "email_unconfirmed" | "email_off" | "email_failed" | "email_not_sent";

/** The order reasons are listed in: the devices', then the email's. */
const REASON_ORDER: readonly MissedReason[] = [
  "no_device",
  "devices_refused",
  "email_unconfirmed",
  "email_off",
  "email_failed",
  "email_not_sent",
];

/**
 * What can carry a nudge to the person now: how many devices have notifications on, and whether
 * nudge emails can go (on: a confirmed address with either email switch on).
 */
export type Channels = { devices: number; email: "on" | "unconfirmed" | "off" };

/**
 * Why one nudge reached no one. The record says what the devices did and whether an email was
 * tried; when none was, what can reach the person now says why (the record keeps no reason for
 * an email never tried). Shared by the API's count and history's rows, so both say the same.
 */
export function missedReasons({ devices, email }: Pick<Delivery, "devices" | "email">, channels: Channels): MissedReason[] {
  const device: MissedReason = devices.length === 0 ? "no_device" : "devices_refused";
  if (email) return email.status === "failed" ? [device, "email_failed"] : [device];
  return [device, channels.email === "on" ? "email_not_sent" : channels.email === "off" ? "email_off" : "email_unconfirmed"];
}

/** Every reason any of these nudges reached no one, each once, in REASON_ORDER. */
export function reasonsOf(nudges: Pick<Delivery, "devices" | "email">[], channels: Channels): MissedReason[] {
  const found = new Set(nudges.flatMap((n) => missedReasons(n, channels)));
  return REASON_ORDER.filter((reason) => found.has(reason));
}

/**
 * GET /api/delivery/missed: nudges of the last 7 days that reached no one, when the first and the
 * last of them went out (null with none), why, and what can reach the person now.
 */
export type MissedNudges = {
  count: number;
  since: string;
  firstAt: string | null;
  lastAt: string | null;
  reasons: MissedReason[];
  channels: Channels;
};
