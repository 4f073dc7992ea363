import { describe, expect, it } from "vitest";
import type { Delivery, MissedReason, Channels } from "@contracts/delivery";
import { deliveryLines, deliverySummary, deviceName, missedBody, missedTitle } from "./delivery-words";

const at = "2026-03-10T09:00:00.000Z";
const device = (
  status: Delivery["devices"][number]["status"],
  label: string | null = "Chrome on Android",
  reason: string | null = null,
) => ({ label, status, at, reason });

describe("a sent nudge's delivery, in words", () => {
  const channels: Channels = { devices: 1, email: "on" };
  it("says nothing while pending or for nudges sent before delivery was recorded", () => {
    expect(deliverySummary(null, channels)).toBeNull();
  });

  it("counts the devices that got it", () => {
    expect(
      deliverySummary(
        { status: "delivered", devices: [device("delivered"), device("delivered", "Safari on iPhone")], email: null },
        channels,
      )?.text,
    ).toBe("Delivered to 2 devices");
    expect(deliverySummary({ status: "delivered", devices: [device("delivered"), device("gone")], email: null }, channels)).toEqual({
      tone: "ok",
      text: "Delivered to 1 device",
      reasons: [],
    });
  });

  it("says why it went by email: no device had notifications on, or none accepted it", () => {
    const email = { status: "sent" as const, at, reason: null };
    expect(deliverySummary({ status: "emailed", devices: [], email }, channels)?.text).toBe(
      "Sent by email — no device had notifications on",
    );
    expect(deliverySummary({ status: "emailed", devices: [device("gone")], email }, channels)?.text).toBe(
      "Sent by email — no device accepted it",
    );
  });

  it("says a retry is under way", () => {
    expect(deliverySummary({ status: "retrying", devices: [device("retrying")], email: null }, channels)).toEqual({
      tone: "pending",
      text: "Still trying to deliver…",
      reasons: [],
    });
  });

  it("lists each device and the email, with the reason when it didn't arrive", () => {
    const lines = deliveryLines({
      status: "emailed",
      devices: [
        device("delivered", "Chrome on Android", "ignored"),
        device("gone", null, "410 Gone"),
        device("rejected", "Firefox on Windows", "403 Forbidden"),
      ],
      email: { status: "sent", at, reason: null },
    });
    expect(lines.map(({ who, what, reason, ok }) => ({ who, what, reason, ok }))).toEqual([
      { who: "Chrome on Android", what: "Delivered", reason: null, ok: true },
      { who: "Unknown browser", what: "Notifications were turned off there, so the device was removed", reason: "410 Gone", ok: false },
      { who: "Firefox on Windows", what: "The browser's push service refused it", reason: "403 Forbidden", ok: false },
      { who: "Email", what: "Email sent", reason: null, ok: true },
    ]);
    expect(
      deliveryLines({ status: "not_delivered", devices: [], email: { status: "failed", at, reason: "Mailbox unavailable" } }),
    ).toMatchObject([{ who: "Email", what: "The email couldn't be sent", reason: "Mailbox unavailable", ok: false }]);
  });

  it("names unnamed devices", () => {
    expect(deviceName(null)).toBe("Unknown browser");
    expect(deviceName("  ")).toBe("Unknown browser");
  });
});

// Issue 38: a missed nudge's words come from its record and what can reach the person now, never
// a guess. Each row: the record, then what reaches them (devices, email), then the headline.
const ON: Channels = { devices: 0, email: "on" };
describe("a nudge that reached no one says why, from its record and what can reach the person now", () => {
  it.each<[string, Pick<Delivery, "devices" | "email">, Channels, string]>([
    [
      "no device, emails turned off from the email's link",
      { devices: [], email: null },
      { devices: 0, email: "off" },
      "Not delivered — no device had notifications on, and nudge emails are turned off",
    ],
    [
      "no device, address not confirmed",
      { devices: [], email: null },
      { devices: 0, email: "unconfirmed" },
      "Not delivered — no device had notifications on, and your email address isn't confirmed yet",
    ],
    [
      "a device refused it, emails off",
      { devices: [device("rejected")], email: null },
      { devices: 1, email: "off" },
      "Not delivered — no device accepted it, and nudge emails are turned off",
    ],
    [
      "no device, the email failed",
      { devices: [], email: { status: "failed", at, reason: "Mailbox unavailable" } },
      ON,
      "Not delivered — no device had notifications on, and the email didn't get through",
    ],
    [
      "no device, and emails have been turned on since",
      { devices: [], email: null },
      ON,
      "Not delivered — no device had notifications on, and no email was sent",
    ],
  ])("%s", (_, record, channels, text) => {
    expect(deliverySummary({ status: "not_delivered", ...record }, channels)).toMatchObject({ tone: "problem", text });
  });

  it("offers the fix for each reason, and none for a nudge that got through", () => {
    expect(deliverySummary({ status: "not_delivered", devices: [], email: null }, { devices: 0, email: "off" })?.reasons).toEqual([
      "no_device",
      "email_off",
    ]);
    expect(deliverySummary({ status: "delivered", devices: [device("delivered")], email: null }, ON)?.reasons).toEqual([]);
  });
});

describe("the missed-nudges notice", () => {
  const now = new Date("2026-03-10T12:00:00.000Z");
  const ago = (minutes: number) => new Date(now.getTime() - minutes * 60_000).toISOString();
  it.each<[number, string, string, string]>([
    [1, ago(6), ago(6), "1 nudge reached no device 6 minutes ago"],
    [1, ago(0), ago(0), "1 nudge reached no device just now"],
    [1, ago(3 * 24 * 60), ago(3 * 24 * 60), "1 nudge reached no device 3 days ago"],
    [2, ago(90), ago(6), "2 nudges reached no device today"],
    [3, ago(24 * 60), ago(6), "3 nudges reached no device since yesterday"],
    [2, ago(5 * 24 * 60), ago(6), "2 nudges reached no device in the past week"],
  ])("%i nudge(s), the first %s: %s", (count, firstAt, lastAt, title) => {
    expect(missedTitle({ count, firstAt, lastAt }, now)).toBe(title);
  });

  it.each<[MissedReason[], number, string]>([
    [["no_device", "email_off"], 1, "No device had notifications on, and nudge emails are turned off."],
    [["devices_refused", "email_unconfirmed"], 1, "No device accepted it, and your email address isn't confirmed yet."],
    [["devices_refused", "email_failed"], 2, "No device accepted them, and the emails didn't get through."],
    [["no_device", "devices_refused", "email_not_sent"], 2, "No device took them, and no emails were sent."],
  ])("%j for %i: %s", (reasons, count, body) => {
    expect(missedBody(reasons, count)).toBe(body);
  });
});
