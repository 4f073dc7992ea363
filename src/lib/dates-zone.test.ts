import { afterEach, describe, expect, it } from "vitest";
import { formatDate, relativeTime } from "./dates";
import { deviceTimeZone, fromLocalInputValue, setAppTimeZone, toLocalInputValue } from "./local-time";

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

  it("says Today/Tomorrow by the zone's midnight", () => {
    const now = new Date("2027-01-10T20:00:00Z");
    const later = new Date("2027-01-11T03:00:00Z");
    setAppTimeZone("UTC");
    expect(relativeTime(later, now)).toBe("Tomorrow at 3:00 AM");
    setAppTimeZone("America/Los_Angeles");
    expect(relativeTime(later, now)).toBe("Today at 7:00 PM");
  });
});
