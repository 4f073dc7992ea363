import { afterEach, describe, expect, it } from "vitest";
import { presetValues, QUICK_ACTION_PRESETS } from "@/features/nudges/quick-action-presets";
import { addDays, deviceTimeZone, formatDate, fromLocalInputValue, relativeTime, setAppTimeZone, toLocalInputValue } from "./dates";

const preset = (label: string) => QUICK_ACTION_PRESETS.find((p) => p.label === label)!;

describe("dates in the user's time zone, whatever this device's zone", () => {
  afterEach(() => setAppTimeZone(deviceTimeZone()));

  it("shows and reads the datetime-local value in that zone", () => {
    setAppTimeZone("Asia/Tokyo");
    expect(toLocalInputValue(new Date("2027-01-10T23:30:00Z"))).toBe("2027-01-11T08:30");
    expect(fromLocalInputValue("2027-01-11T08:30")!.toISOString()).toBe("2027-01-10T23:30:00.000Z");
    expect(formatDate("2027-01-10T23:30:00Z")).toBe("January 11, 2027 at 8:30 AM");
    setAppTimeZone("America/New_York");
    // 02:30 is skipped on 14 March 2027 there: it reads as 03:30 EDT.
    expect(fromLocalInputValue("2027-03-14T02:30")!.toISOString()).toBe("2027-03-14T07:30:00.000Z");
    expect(fromLocalInputValue("2027-02-29T10:00")).toBeNull();
  });

  it("quick-action presets land on the zone's calendar days, keeping the hour across DST", () => {
    setAppTimeZone("Asia/Tokyo");
    // 23:30Z on the 10th is 08:30 on the 11th in Tokyo: tomorrow is the 12th.
    expect(presetValues(preset("Work Follow-up"), new Date("2027-01-10T23:30:00Z")).remindAt).toBe("2027-01-12T08:30");
    setAppTimeZone("America/New_York");
    // Saturday 13 March 2027, 09:00 EST; a week later is 09:00 EDT.
    expect(presetValues(preset("Weekly Check-in"), new Date("2027-03-13T14:00:00Z")).remindAt).toBe("2027-03-20T09:00");
    expect(addDays(new Date("2027-03-13T14:00:00Z"), 1).toISOString()).toBe("2027-03-14T13:00:00.000Z");
    // Jan 31 + 1 month is Feb 28 in a non-leap year.
    expect(presetValues(preset("Birthday"), new Date("2027-01-31T15:00:00Z")).remindAt).toBe("2027-02-28T10:00");
  });

  it("says Today/Tomorrow by the zone's midnight", () => {
    const now = new Date("2027-01-10T20:00:00Z");
    const later = new Date("2027-01-11T03:00:00Z");
    setAppTimeZone("UTC");
    expect(relativeTime(later, now)).toBe("Tomorrow at 3:00 AM");
    setAppTimeZone("America/Los_Angeles");
    expect(relativeTime(later, now)).toBe("Today at 7:00 PM");
  });
});
