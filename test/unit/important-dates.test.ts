import { describe, expect, it } from "vitest";
import { importantDateSchema, nextDateNudge, parseDate } from "../../worker/contracts/important-dates";

const iso = (ms: number) => new Date(ms).toISOString();

describe("nextDateNudge", () => {
  it("is on the day at 09:00, this year if still ahead, else next year", () => {
    expect(iso(nextDateNudge(3, 14, 0, Date.parse("2027-03-01T00:00:00Z")).at)).toBe("2027-03-14T09:00:00.000Z");
    expect(iso(nextDateNudge(3, 14, 0, Date.parse("2027-03-14T09:00:00Z")).at)).toBe("2028-03-14T09:00:00.000Z");
    expect(iso(nextDateNudge(1, 2, 0, Date.parse("2027-12-31T12:00:00Z")).at)).toBe("2028-01-02T09:00:00.000Z");
  });

  it("comes the lead time early, across month and year ends", () => {
    expect(nextDateNudge(3, 2, 5, Date.parse("2027-01-10T00:00:00Z"))).toEqual({
      at: Date.parse("2027-02-25T09:00:00Z"),
      occursOn: "2027-03-02",
    });
    expect(nextDateNudge(1, 3, 7, Date.parse("2027-06-01T00:00:00Z"))).toEqual({
      at: Date.parse("2027-12-27T09:00:00Z"),
      occursOn: "2028-01-03",
    });
  });

  it("a 29 February date is on 28 February in other years", () => {
    expect(nextDateNudge(2, 29, 0, Date.parse("2027-01-01T00:00:00Z")).occursOn).toBe("2027-02-28");
    expect(nextDateNudge(2, 29, 0, Date.parse("2027-03-01T00:00:00Z")).occursOn).toBe("2028-02-29");
  });

  it("arrives at 09:00 in the given time zone, on either side of DST", () => {
    expect(iso(nextDateNudge(1, 15, 0, Date.parse("2027-01-01T00:00:00Z"), "America/New_York").at)).toBe("2027-01-15T14:00:00.000Z");
    expect(iso(nextDateNudge(7, 15, 0, Date.parse("2027-01-01T00:00:00Z"), "America/New_York").at)).toBe("2027-07-15T13:00:00.000Z");
  });

  it("arrives at the person's time of day, and just after a DST gap that swallows it", () => {
    const jan = Date.parse("2027-01-01T00:00:00Z");
    expect(iso(nextDateNudge(7, 15, 0, jan, "Europe/Berlin", 18 * 60 + 30).at)).toBe("2027-07-15T16:30:00.000Z");
    // 14 March 2027 in New York and 28 March in Berlin skip 02:00–03:00: 02:30 is read as 03:30 that day.
    expect(iso(nextDateNudge(3, 14, 0, jan, "America/New_York", 150).at)).toBe("2027-03-14T07:30:00.000Z");
    expect(iso(nextDateNudge(3, 31, 3, jan, "Europe/Berlin", 150).at)).toBe("2027-03-28T01:30:00.000Z");
    // A heads-up the day before the change, at 23:30, stays on its own day.
    expect(iso(nextDateNudge(3, 29, 1, jan, "Europe/Berlin", 23 * 60 + 30).at)).toBe("2027-03-28T21:30:00.000Z");
  });
});

describe("importantDateSchema", () => {
  it("takes a real date and a lead time of 0–60 days", () => {
    expect(importantDateSchema.parse({ label: " Birthday ", date: "1990-02-28" })).toEqual({
      label: "Birthday",
      date: "1990-02-28",
      leadDays: 0,
    });
    expect(parseDate("1991-02-29")).toBeNull();
    expect(importantDateSchema.safeParse({ label: "Birthday", date: "1991-02-29" }).error?.issues[0]?.message).toBe(
      "date is not a real calendar date",
    );
    expect(importantDateSchema.safeParse({ label: "Birthday", date: "14/03/1990" }).error?.issues[0]?.message).toBe(
      "date must look like 1990-03-14",
    );
    expect(importantDateSchema.safeParse({ label: "Birthday", date: "1990-03-14", leadDays: 61 }).error?.issues[0]?.message).toBe(
      "leadDays must be at most 60",
    );
  });
});
