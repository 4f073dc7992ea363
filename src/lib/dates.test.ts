import { describe, expect, it } from "vitest";
import { formatDate, relativeTime, truncate, weekOrder } from "./dates";
import { addDays, addMonths, fromLocalInputValue, minScheduleInput, toLocalInputValue } from "./local-time";

// Local-time constructors keep these tests true in any time zone the suite runs in.
const at = (y: number, mo: number, d: number, h = 0, mi = 0, s = 0) => new Date(y, mo - 1, d, h, mi, s);

describe("formatDate", () => {
  it("reads 'Month day, year at time' in local time", () => {
    expect(formatDate(at(2026, 11, 28, 9, 30).toISOString())).toBe("November 28, 2026 at 9:30 AM");
    expect(formatDate(at(2027, 1, 5, 21, 5))).toBe("January 5, 2027 at 9:05 PM");
    expect(formatDate(at(2026, 6, 1, 0, 0))).toBe("June 1, 2026 at 12:00 AM");
  });

  it("gives an empty string for a value that is not a date", () => {
    expect(formatDate("not a date")).toBe("");
  });
});

describe("relativeTime", () => {
  const now = at(2026, 3, 10, 10, 0); // Tuesday 10:00

  // What a time reads as, seen from `now` (or from the third value).
  it.each<[string, Date, Date?]>([
    // "just now" and "in less than a minute" inside a minute
    ["just now", at(2026, 3, 10, 9, 59, 30)],
    ["in less than a minute", now],
    ["in less than a minute", at(2026, 3, 10, 10, 0, 45)],
    // minutes within the hour
    ["in 1 minute", at(2026, 3, 10, 10, 1)],
    ["in 45 minutes", at(2026, 3, 10, 10, 45)],
    ["5 minutes ago", at(2026, 3, 10, 9, 55)],
    // hours within a few hours, even across midnight
    ["in 3 hours", at(2026, 3, 10, 13, 0)],
    ["2 hours ago", at(2026, 3, 10, 7, 30)],
    ["in 2 hours", at(2026, 3, 11, 1, 0), at(2026, 3, 10, 23, 0)],
    // today, tomorrow and yesterday with the time
    ["Today at 6:15 PM", at(2026, 3, 10, 18, 15)],
    ["Tomorrow at 9:00 AM", at(2026, 3, 11, 9, 0)],
    ["Yesterday at 8:00 AM", at(2026, 3, 9, 8, 0)],
    // calendar days, then weeks, months and years
    ["in 2 days", at(2026, 3, 12, 9, 0)],
    ["3 days ago", at(2026, 3, 7, 12, 0)],
    ["in 2 weeks", at(2026, 3, 24, 10, 0)],
    ["in 2 months", at(2026, 5, 10, 10, 0)],
    ["1 month ago", at(2026, 2, 3, 10, 0)],
    ["in 2 years", at(2028, 3, 10, 10, 0)],
  ])("reads %j", (text, when, from = now) => {
    expect(relativeTime(when, from)).toBe(text);
  });

  it("accepts ISO strings and defaults to the current time", () => {
    expect(relativeTime(at(2026, 3, 10, 13, 0).toISOString(), now)).toBe("in 3 hours");
    expect(relativeTime(addDays(new Date(), 3).toISOString())).toBe("in 3 days");
    expect(relativeTime("garbage", now)).toBe("");
  });
});

describe("datetime-local values", () => {
  it("writes YYYY-MM-DDTHH:mm in local time", () => {
    expect(toLocalInputValue(at(2026, 1, 2, 3, 4, 59))).toBe("2026-01-02T03:04");
    expect(toLocalInputValue(at(2026, 12, 31, 23, 59))).toBe("2026-12-31T23:59");
  });

  it("reads them back, and refuses blanks and impossible dates", () => {
    expect(fromLocalInputValue("2026-11-28T09:30")).toEqual(at(2026, 11, 28, 9, 30));
    expect(fromLocalInputValue("2026-11-28T09:30:15")).toEqual(at(2026, 11, 28, 9, 30, 15));
    expect(fromLocalInputValue("")).toBeNull();
    expect(fromLocalInputValue("2026-02-30T09:00")).toBeNull();
    expect(fromLocalInputValue("tomorrow")).toBeNull();
  });

  it("sets the schedule minimum one minute from now", () => {
    expect(minScheduleInput(at(2026, 3, 10, 10, 0, 30))).toBe("2026-03-10T10:01");
    expect(minScheduleInput(at(2026, 12, 31, 23, 59, 10))).toBe("2027-01-01T00:00");
  });
});

describe("quick-action dates", () => {
  it("adds days at the same wall-clock time, across months and years", () => {
    expect(addDays(at(2026, 3, 10, 9, 30), 7)).toEqual(at(2026, 3, 17, 9, 30));
    expect(addDays(at(2026, 12, 30, 8, 0), 3)).toEqual(at(2027, 1, 2, 8, 0));
    expect(addDays(at(2026, 3, 10), -1)).toEqual(at(2026, 3, 9));
  });

  it("adds months, clamping to the end of a shorter month", () => {
    expect(addMonths(at(2026, 3, 10, 9, 30), 1)).toEqual(at(2026, 4, 10, 9, 30));
    expect(addMonths(at(2026, 1, 31, 12, 0), 1)).toEqual(at(2026, 2, 28, 12, 0));
    expect(addMonths(at(2028, 1, 31), 1)).toEqual(at(2028, 2, 29));
    expect(addMonths(at(2026, 12, 15), 1)).toEqual(at(2027, 1, 15));
    expect(addMonths(at(2026, 5, 31), 1)).toEqual(at(2026, 6, 30));
  });

  it("does not change the date it was given", () => {
    const start = at(2026, 1, 31);
    addMonths(start, 1);
    addDays(start, 1);
    expect(start).toEqual(at(2026, 1, 31));
  });
});

describe("truncate", () => {
  it("keeps short text and cuts long text at 50 characters plus '...'", () => {
    expect(truncate("Say hi")).toBe("Say hi");
    expect(truncate("x".repeat(50))).toBe("x".repeat(50));
    expect(truncate("y".repeat(51))).toBe(`${"y".repeat(50)}...`);
    expect(truncate("abcdef", 3)).toBe("abc...");
  });
});

describe("weekOrder", () => {
  it("starts the week where the shown language's calendars do", async () => {
    const { i18n } = await import("@lingui/core");
    const order = (locale: string) => {
      i18n.load(locale, {});
      i18n.activate(locale);
      return weekOrder();
    };
    try {
      expect(order("en")).toEqual([0, 1, 2, 3, 4, 5, 6]);
      expect(order("pt-BR")).toEqual([0, 1, 2, 3, 4, 5, 6]);
      expect(order("de")).toEqual([1, 2, 3, 4, 5, 6, 0]);
      expect(order("es")).toEqual([1, 2, 3, 4, 5, 6, 0]);
      expect(order("ar")).toEqual([6, 0, 1, 2, 3, 4, 5]);
    } finally {
      i18n.activate("en");
    }
  });
});
