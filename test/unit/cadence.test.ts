import { describe, expect, it } from "vitest";
import { addCadence, cadenceState, checkInDue } from "../../worker/contracts/cadence";

const utc = (iso: string) => Date.parse(iso);
const iso = (ms: number) => new Date(ms).toISOString();

describe("addCadence", () => {
  it.each([
    ["2027-01-31T09:00:00.000Z", 1, "2027-02-28T09:00:00.000Z"],
    ["2028-01-31T09:00:00.000Z", 1, "2028-02-29T09:00:00.000Z"],
    ["2027-03-31T09:00:00.000Z", 1, "2027-04-30T09:00:00.000Z"],
    ["2027-01-31T09:00:00.000Z", 2, "2027-03-31T09:00:00.000Z"],
    ["2027-11-30T23:30:00.000Z", 3, "2028-02-29T23:30:00.000Z"],
    ["2027-12-31T00:00:00.000Z", 12, "2028-12-31T00:00:00.000Z"],
  ])("%s + %i month(s) = %s (clamped to the month's end)", (from, every, expected) => {
    expect(iso(addCadence(utc(from), { every, unit: "month" }))).toBe(expected);
  });

  it("days and weeks cross month and year ends", () => {
    expect(iso(addCadence(utc("2027-02-27T12:00:00Z"), { every: 2, unit: "day" }))).toBe("2027-03-01T12:00:00.000Z");
    expect(iso(addCadence(utc("2027-12-28T12:00:00Z"), { every: 1, unit: "week" }))).toBe("2028-01-04T12:00:00.000Z");
  });

  it("keeps the local time across the spring DST change (a 23-hour day)", () => {
    // New York, Sat 13 Mar 2027 09:00 EST (-5); DST starts Sun 14 Mar.
    const from = utc("2027-03-13T14:00:00Z");
    const next = addCadence(from, { every: 1, unit: "day" }, "America/New_York");
    expect(iso(next)).toBe("2027-03-14T13:00:00.000Z"); // 09:00 EDT (-4)
    expect(next - from).toBe(23 * 3_600_000);
  });

  it("keeps the local time across the autumn DST change, for weeks and months too", () => {
    // Berlin, Sat 30 Oct 2027 18:00 CEST (+2); DST ends Sun 31 Oct.
    const from = utc("2027-10-30T16:00:00Z");
    expect(iso(addCadence(from, { every: 1, unit: "day" }, "Europe/Berlin"))).toBe("2027-10-31T17:00:00.000Z");
    expect(iso(addCadence(from, { every: 1, unit: "week" }, "Europe/Berlin"))).toBe("2027-11-06T17:00:00.000Z");
    expect(iso(addCadence(from, { every: 1, unit: "month" }, "Europe/Berlin"))).toBe("2027-11-30T17:00:00.000Z");
  });

  it("a local time skipped by DST lands just after the gap", () => {
    // New York 02:30 does not exist on 14 Mar 2027: it becomes 03:30 EDT.
    const from = utc("2027-03-13T07:30:00Z"); // Sat 02:30 EST
    expect(iso(addCadence(from, { every: 1, unit: "day" }, "America/New_York"))).toBe("2027-03-14T07:30:00.000Z");
  });
});

describe("cadenceState", () => {
  const now = utc("2027-06-01T12:00:00Z");
  const day = 86_400_000;
  it("is due once the time has come, drifting within the last quarter of the cadence (at most 7 days), fine before", () => {
    expect(cadenceState(now, { every: 2, unit: "week" }, now)).toBe("due");
    expect(cadenceState(now - day, { every: 2, unit: "week" }, now)).toBe("due");
    expect(cadenceState(now + 3 * day, { every: 2, unit: "week" }, now)).toBe("drifting");
    expect(cadenceState(now + 4 * day, { every: 2, unit: "week" }, now)).toBe("fine");
    expect(cadenceState(now + 7 * day, { every: 6, unit: "month" }, now)).toBe("drifting");
    expect(cadenceState(now + 8 * day, { every: 6, unit: "month" }, now)).toBe("fine");
    expect(cadenceState(now + day / 4, { every: 1, unit: "day" }, now)).toBe("drifting");
    expect(cadenceState(now + day / 4 + 1, { every: 1, unit: "day" }, now)).toBe("fine");
  });
});

describe("checkInDue", () => {
  const iso = (ms: number) => new Date(ms).toISOString();
  it("is at 09:00 in the user's zone on the day the cadence comes round, whatever time the contact was", () => {
    // 23:30 on 10 January in Tokyo (14:30Z): a week later is 17 January, 09:00 Tokyo = 00:00Z.
    expect(iso(checkInDue(Date.parse("2027-01-10T14:30:00Z"), { every: 1, unit: "week" }, "Asia/Tokyo"))).toBe("2027-01-17T00:00:00.000Z");
    // The same instant is 10 January in UTC: the check-in is 17 January, 09:00Z.
    expect(iso(checkInDue(Date.parse("2027-01-10T14:30:00Z"), { every: 1, unit: "week" }))).toBe("2027-01-17T09:00:00.000Z");
  });

  it("comes at the person's time of day, a skipped one just after the DST gap", () => {
    // Berlin, 10 January + 1 week at 18:30 CET = 17:30Z.
    expect(iso(checkInDue(Date.parse("2027-01-10T10:00:00Z"), { every: 1, unit: "week" }, "Europe/Berlin", 18 * 60 + 30))).toBe(
      "2027-01-17T17:30:00.000Z",
    );
    // New York, 7 March + 1 week is 14 March, when 02:30 doesn't exist: 03:30 EDT = 07:30Z.
    expect(iso(checkInDue(Date.parse("2027-03-07T15:00:00Z"), { every: 1, unit: "week" }, "America/New_York", 150))).toBe(
      "2027-03-14T07:30:00.000Z",
    );
  });

  it("keeps 09:00 local across a DST change and month ends", () => {
    // New York, 10 March 2027 (EST) + 1 week = 17 March (EDT): 09:00 EDT is 13:00Z.
    expect(iso(checkInDue(Date.parse("2027-03-10T20:00:00Z"), { every: 1, unit: "week" }, "America/New_York"))).toBe(
      "2027-03-17T13:00:00.000Z",
    );
    // 31 January + 1 month is 28 February (Berlin, UTC+1).
    expect(iso(checkInDue(Date.parse("2027-01-31T10:00:00Z"), { every: 1, unit: "month" }, "Europe/Berlin"))).toBe(
      "2027-02-28T08:00:00.000Z",
    );
  });
});
