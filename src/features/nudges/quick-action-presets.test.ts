// The quick-action presets land on the user's calendar days, whatever this device's time zone.
import { afterEach, describe, expect, it } from "vitest";
import { addDays, deviceTimeZone, setAppTimeZone } from "@/lib/local-time";
import { presetValues, quickActionPresets } from "./quick-action-presets";

const preset = (label: string) => quickActionPresets().find((p) => p.label === label)!;

describe("quick-action presets in the user's time zone", () => {
  afterEach(() => setAppTimeZone(deviceTimeZone()));

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
});

describe("the Quick Actions' purposes", () => {
  it("knows each Quick Action's purpose whatever language its label is shown in", () => {
    expect(quickActionPresets().map((p) => [p.label, p.purpose])).toEqual([
      ["Weekly Check-in", "check-in"],
      ["Birthday", "birthday"],
      ["Work Follow-up", "follow-up"],
      ["Just Because", "just-because"],
    ]);
  });
});
