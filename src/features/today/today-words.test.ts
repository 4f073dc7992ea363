import { describe, expect, it } from "vitest";
import type { DeliveryStatus } from "@contracts/delivery";
import { setAppTimeZone } from "@/lib/local-time";
import { nudgeWhen } from "./today-words";

// Issue 38: Today tells a sent nudge's story in History's words, never "Nudged you" for one that
// reached no one.
describe("a nudge on Today: when it was due, and how a sent one went out", () => {
  setAppTimeZone("UTC");
  const now = new Date("2026-03-10T12:00:00.000Z");
  const remindAt = new Date(now.getTime() - 6 * 60_000).toISOString();
  it.each<[boolean, DeliveryStatus | null, string]>([
    [true, "not_delivered", "Due 6 minutes ago · Not delivered"],
    [true, "delivered", "Due 6 minutes ago · Delivered"],
    [true, "emailed", "Due 6 minutes ago · Sent by email"],
    [true, "retrying", "Due 6 minutes ago · Still trying to deliver…"],
    [true, null, "Due 6 minutes ago · Sent"],
    [false, null, "6 minutes ago"],
  ])("sent %s, %s: %s", (sent, delivery, words) => {
    expect(nudgeWhen({ remindAt, sent, delivery }, now)).toBe(words);
  });

  it("reads as the end of a sentence for a time earlier today", () => {
    const morning = new Date("2026-03-10T05:00:00.000Z").toISOString();
    expect(nudgeWhen({ remindAt: morning, sent: true, delivery: "not_delivered" }, now)).toBe("Due today at 5:00 AM · Not delivered");
  });
});
