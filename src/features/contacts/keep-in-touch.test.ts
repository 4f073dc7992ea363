import { describe, expect, it } from "vitest";
import { setAppTimeZone } from "@/lib/local-time";
import { aContact } from "./contact-fixture";
import { keepInTouch, keepInTouchView, stateCounts } from "./keep-in-touch";

// Check-ins are due at 09:00 in the user's zone; these tests count in UTC.
setAppTimeZone("UTC");

const now = new Date("2027-06-15T12:00:00.000Z");
const contact = (id: number, name: string, lastContactAt: string | null, cadence?: [number, "day" | "week" | "month"]) =>
  aContact({
    id,
    name,
    lastContactAt,
    cadenceEvery: cadence?.[0] ?? null,
    cadenceUnit: cadence?.[1] ?? null,
    createdAt: "2027-01-01T00:00:00.000Z",
    updatedAt: "2027-01-01T00:00:00.000Z",
  });

const ana = contact(1, "Ana", "2027-05-01T12:00:00.000Z", [1, "month"]); // due 1 Jun 09:00: overdue
const ben = contact(2, "Ben", "2027-06-09T12:00:00.000Z", [1, "week"]); // due 16 Jun 09:00: within a quarter week (1.75 days) → drifting
const cleo = contact(3, "Cleo", "2027-06-14T12:00:00.000Z", [3, "month"]); // due 14 Sep: fine
const dan = contact(4, "Dan", null); // no cadence
const eve = contact(5, "Eve", null, [1, "month"]); // never contacted: counts from when added → overdue since Feb

describe("keep-in-touch states", () => {
  it("counts from the last contact, or from when the contact was added", () => {
    expect(keepInTouch(ana, now)).toEqual({
      cadence: { every: 1, unit: "month" },
      dueAt: Date.parse("2027-06-01T09:00:00.000Z"),
      state: "due",
    });
    expect(keepInTouch(ben, now)?.state).toBe("drifting");
    expect(keepInTouch(cleo, now)?.state).toBe("fine");
    expect(keepInTouch(dan, now)).toBeNull();
    expect(keepInTouch(eve, now)?.dueAt).toBe(Date.parse("2027-02-01T09:00:00.000Z"));
  });

  it("filters by state, orders most overdue first, and counts each state", () => {
    const all = [ana, ben, cleo, dan, eve];
    expect(keepInTouchView(all, "all", false, now).map((c) => c.name)).toEqual(["Ana", "Ben", "Cleo", "Dan", "Eve"]);
    expect(keepInTouchView(all, "all", true, now).map((c) => c.name)).toEqual(["Eve", "Ana", "Ben", "Cleo", "Dan"]);
    expect(keepInTouchView(all, "due", true, now).map((c) => c.name)).toEqual(["Eve", "Ana"]);
    expect(keepInTouchView(all, "drifting", false, now).map((c) => c.name)).toEqual(["Ben"]);
    expect(keepInTouchView(all, "fine", false, now).map((c) => c.name)).toEqual(["Cleo"]);
    expect(stateCounts(all, now)).toEqual({ due: 2, drifting: 1, fine: 1 });
  });
});
