import { describe, expect, it } from "vitest";
import { describeRepeat, fromRecurrence, noRepeat, repeatChoices, toRecurrence } from "./repeat-rules";

// Monday 15 March 2027, the 3rd Monday of the month.
const date = new Date(2027, 2, 15, 9, 0);

describe("repeat choices and rules (issue 24)", () => {
  it("offers patterns said from the nudge's date", () => {
    expect(repeatChoices(date).map((c) => c.label)).toEqual([
      "Does not repeat",
      "Every day",
      "Every week on Monday",
      "Every weekday (Monday to Friday)",
      "Every month on the 15th",
      "Every month on the 3rd Monday",
      "Every year on March 15",
    ]);
    // The 29th of a month's 5th Monday is its last.
    expect(repeatChoices(new Date(2027, 2, 29, 9, 0)).find((c) => c.value === "monthly-weekday")?.label).toBe(
      "Every month on the last Monday",
    );
  });

  it("writes the rule the API takes, and reads it back for editing", () => {
    const cases = [
      [{ repeat: "weekly" }, "FREQ=WEEKLY;BYDAY=MO"],
      [{ repeat: "weekly", repeatEvery: "2", repeatEnds: "count", repeatCount: "6" }, "FREQ=WEEKLY;INTERVAL=2;BYDAY=MO;COUNT=6"],
      [{ repeat: "monthly-weekday", repeatEnds: "until", repeatUntil: "2027-12-31" }, "FREQ=MONTHLY;BYDAY=3MO;UNTIL=20271231"],
      [{ repeat: "weekdays" }, "FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR"],
      [{ repeat: "monthly-day" }, "FREQ=MONTHLY"],
      [{ repeat: "yearly" }, "FREQ=YEARLY"],
    ] as const;
    for (const [values, rule] of cases) {
      const form = { ...noRepeat, ...values };
      expect(toRecurrence(form, date)).toBe(rule);
      expect(fromRecurrence(rule, date)).toMatchObject(values);
    }
    expect(toRecurrence(noRepeat, date)).toBeNull();
    // A rule no pattern makes is kept as it is.
    expect(fromRecurrence("FREQ=MONTHLY;BYMONTHDAY=1,15", date)).toMatchObject({
      repeat: "custom",
      repeatRule: "FREQ=MONTHLY;BYMONTHDAY=1,15",
    });
    expect(toRecurrence(fromRecurrence("FREQ=MONTHLY;BYMONTHDAY=1,15", date), date)).toBe("FREQ=MONTHLY;BYMONTHDAY=1,15");
  });

  it("says what a rule means in the lists", () => {
    expect(describeRepeat("FREQ=WEEKLY;INTERVAL=2;BYDAY=MO,TH;COUNT=6")).toBe("Every 2 weeks on Monday and Thursday, 6 times");
    expect(describeRepeat("FREQ=MONTHLY;BYDAY=3MO;UNTIL=20271231")).toBe("Every month on the 3rd Monday, until Dec 31, 2027");
    expect(describeRepeat("FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR")).toBe("Every weekday");
    expect(describeRepeat("FREQ=MONTHLY;BYMONTHDAY=-1")).toBe("Every month on the last day");
    expect(describeRepeat("FREQ=DAILY")).toBe("Every day");
  });
});
