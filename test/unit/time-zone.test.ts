import { describe, expect, it } from "vitest";
import { accountSettingsSchema } from "../../worker/contracts/account-settings";
import { atLocalTime, deferPastQuietHours, formatClock, isTimeZone, parseClock, quietHoursEnd } from "../../worker/contracts/time-zone";

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());
const NIGHT = { start: parseClock("22:00"), end: parseClock("08:00") };
const LUNCH = { start: parseClock("12:00"), end: parseClock("13:30") };

describe("time zone names", () => {
  it("knows IANA names and refuses offsets, junk and unknown places", () => {
    for (const name of ["UTC", "Europe/Berlin", "America/New_York", "America/Argentina/Buenos_Aires", "Etc/GMT+5"])
      expect(isTimeZone(name)).toBe(true);
    for (const name of ["", "Mars/Olympus_Mons", "+02:00", "Europe/Berlin; drop", "utc offset"]) expect(isTimeZone(name)).toBe(false);
  });

  it("reads a wall-clock time in a zone, on both sides of a DST change", () => {
    expect(iso(atLocalTime(2027, 1, 15, 9, 0, "America/New_York"))).toBe("2027-01-15T14:00:00.000Z");
    expect(iso(atLocalTime(2027, 7, 15, 9, 0, "America/New_York"))).toBe("2027-07-15T13:00:00.000Z");
    // 02:30 does not exist on 14 March 2027 in New York: it lands just after the gap.
    expect(iso(atLocalTime(2027, 3, 14, 2, 30, "America/New_York"))).toBe("2027-03-14T07:30:00.000Z");
  });
});

describe("quiet hours", () => {
  it("crossing midnight: 23:00 and 03:00 are inside 22:00–08:00 and end at 08:00 local; 08:00 and 21:59 are outside", () => {
    const tz = "Europe/Berlin"; // UTC+1 in January
    expect(iso(quietHoursEnd(Date.parse("2027-01-10T22:00:00Z"), NIGHT, tz))).toBe("2027-01-11T07:00:00.000Z"); // 23:00 → next morning
    expect(iso(quietHoursEnd(Date.parse("2027-01-11T02:00:00Z"), NIGHT, tz))).toBe("2027-01-11T07:00:00.000Z"); // 03:00 → same morning
    expect(iso(quietHoursEnd(Date.parse("2027-01-10T21:00:00Z"), NIGHT, tz))).toBe("2027-01-11T07:00:00.000Z"); // 22:00 exactly is inside
    expect(quietHoursEnd(Date.parse("2027-01-11T07:00:00Z"), NIGHT, tz)).toBeNull(); // 08:00 exactly is the end
    expect(quietHoursEnd(Date.parse("2027-01-10T20:59:00Z"), NIGHT, tz)).toBeNull(); // 21:59
  });

  it("within one day: 12:45 is inside 12:00–13:30, 13:30 is not", () => {
    expect(iso(quietHoursEnd(Date.parse("2027-06-01T12:45:00Z"), LUNCH, "UTC"))).toBe("2027-06-01T13:30:00.000Z");
    expect(quietHoursEnd(Date.parse("2027-06-01T13:30:00Z"), LUNCH, "UTC")).toBeNull();
    expect(quietHoursEnd(Date.parse("2027-06-01T11:59:59Z"), LUNCH, "UTC")).toBeNull();
  });

  it("ends at 08:00 local across DST changes (the night is 9 or 11 hours long)", () => {
    const tz = "America/New_York";
    // Spring forward (14 March 2027, 02:00 → 03:00): 23:00 EST → 08:00 EDT is 12:00Z.
    expect(iso(quietHoursEnd(Date.parse("2027-03-14T04:00:00Z"), NIGHT, tz))).toBe("2027-03-14T12:00:00.000Z");
    // Fall back (7 November 2027, 02:00 → 01:00): 23:00 EDT → 08:00 EST is 13:00Z.
    expect(iso(quietHoursEnd(Date.parse("2027-11-07T03:00:00Z"), NIGHT, tz))).toBe("2027-11-07T13:00:00.000Z");
    // 01:30 happens twice that night; both are inside and end at the same 08:00.
    expect(iso(quietHoursEnd(Date.parse("2027-11-07T05:30:00Z"), NIGHT, tz))).toBe("2027-11-07T13:00:00.000Z");
    expect(iso(quietHoursEnd(Date.parse("2027-11-07T06:30:00Z"), NIGHT, tz))).toBe("2027-11-07T13:00:00.000Z");
  });

  it("always ends after the time asked about, even when the end happens twice (fall back)", () => {
    // 7 November 2027 in New York: 01:00–01:59 EDT, then 01:00–01:59 again in EST.
    const short = { start: parseClock("01:00"), end: parseClock("01:30") };
    const secondPass = Date.parse("2027-11-07T06:15:00Z"); // 01:15 EST
    expect(iso(quietHoursEnd(secondPass, short, "America/New_York"))).toBe("2027-11-07T06:30:00.000Z");
    const firstPass = Date.parse("2027-11-07T05:15:00Z"); // 01:15 EDT
    expect(iso(quietHoursEnd(firstPass, short, "America/New_York"))).toBe("2027-11-07T05:30:00.000Z");
  });

  it("defers only what falls inside, and nothing without quiet hours", () => {
    const late = Date.parse("2027-01-10T23:00:00Z");
    expect(iso(deferPastQuietHours(late, NIGHT, "UTC"))).toBe("2027-01-11T08:00:00.000Z");
    expect(deferPastQuietHours(late, null, "UTC")).toBe(late);
    const noon = Date.parse("2027-01-10T12:00:00Z");
    expect(deferPastQuietHours(noon, NIGHT, "UTC")).toBe(noon);
    // The same instant is 18:00 in New York: outside.
    expect(deferPastQuietHours(late, NIGHT, "America/New_York")).toBe(late);
  });

  it("reads and writes clock times", () => {
    expect(parseClock("00:00")).toBe(0);
    expect(parseClock("22:30")).toBe(1350);
    expect(formatClock(480)).toBe("08:00");
    expect(formatClock(1439)).toBe("23:59");
  });
});

describe("accountSettingsSchema", () => {
  it("takes a zone, quiet hours, or null to turn them off", () => {
    expect(accountSettingsSchema.parse({ timeZone: "Asia/Tokyo" })).toEqual({ timeZone: "Asia/Tokyo" });
    expect(accountSettingsSchema.parse({ quietHours: { start: "22:00", end: "07:30" } })).toEqual({
      quietHours: { start: "22:00", end: "07:30" },
    });
    expect(accountSettingsSchema.parse({ quietHours: null })).toEqual({ quietHours: null });
  });

  it("says what is wrong", () => {
    const message = (input: unknown) => accountSettingsSchema.safeParse(input).error?.issues[0]?.message;
    expect(message({ timeZone: "Mars/Base" })).toMatch(/not a known time zone/);
    expect(message({ quietHours: { start: "25:00", end: "08:00" } })).toMatch(/24-hour clock/);
    expect(message({ quietHours: { start: "08:00", end: "08:00" } })).toMatch(/different times/);
    expect(message({})).toMatch(/Send timeZone, quietHours or both/);
  });
});
