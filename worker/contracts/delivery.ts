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

/** GET /api/delivery/missed: nudges of the last 7 days that reached no one. */
export type MissedNudges = { count: number; since: string };
