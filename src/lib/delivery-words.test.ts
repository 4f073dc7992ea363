import { describe, expect, it } from "vitest";
import type { Delivery } from "@contracts/delivery";
import { deliveryLines, deliverySummary, deviceName, missedText } from "./delivery-words";

const at = "2026-03-10T09:00:00.000Z";
const device = (
  status: Delivery["devices"][number]["status"],
  label: string | null = "Chrome on Android",
  reason: string | null = null,
) => ({ label, status, at, reason });

describe("a sent nudge's delivery, in words", () => {
  it("says nothing while pending or for nudges sent before delivery was recorded", () => {
    expect(deliverySummary(null)).toBeNull();
  });

  it("counts the devices that got it", () => {
    expect(
      deliverySummary({ status: "delivered", devices: [device("delivered"), device("delivered", "Safari on iPhone")], email: null })?.text,
    ).toBe("Delivered to 2 devices");
    expect(deliverySummary({ status: "delivered", devices: [device("delivered"), device("gone")], email: null })).toEqual({
      tone: "ok",
      text: "Delivered to 1 device",
      needsFix: false,
    });
  });

  it("says why it went by email: no device had notifications on, or none accepted it", () => {
    const email = { status: "sent" as const, at, reason: null };
    expect(deliverySummary({ status: "emailed", devices: [], email })?.text).toBe("Sent by email — no device had notifications on");
    expect(deliverySummary({ status: "emailed", devices: [device("gone")], email })?.text).toBe("Sent by email — no device accepted it");
  });

  it("says what fixes a nudge that reached no one, and that a retry is under way", () => {
    expect(deliverySummary({ status: "not_delivered", devices: [], email: null })).toEqual({
      tone: "problem",
      text: "Not delivered — turn on notifications or confirm your email",
      needsFix: true,
    });
    expect(deliverySummary({ status: "retrying", devices: [device("retrying")], email: null })).toEqual({
      tone: "pending",
      text: "Still trying to deliver…",
      needsFix: false,
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

  it("names unnamed devices and counts missed nudges", () => {
    expect(deviceName(null)).toBe("Unknown browser");
    expect(deviceName("  ")).toBe("Unknown browser");
    expect(missedText(1)).toBe("1 nudge last week reached no device");
    expect(missedText(2)).toBe("2 nudges last week reached no device");
  });
});
