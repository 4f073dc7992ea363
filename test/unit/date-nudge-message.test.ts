import { describe, expect, it } from "vitest";
import { dateNudgeMessage, daysBefore, sayDay } from "../../worker/contracts/date-nudge-message";

describe("sayDay: a day as people say it", () => {
  // 5 March 2027 is a Friday.
  it.each([
    { when: "today", on: "2027-03-05", from: "2027-03-05", says: "today" },
    { when: "tomorrow", on: "2027-03-05", from: "2027-03-04", says: "tomorrow" },
    { when: "within the week, its weekday", on: "2027-03-05", from: "2027-03-03", says: "on Friday" },
    { when: "within the week, its weekday", on: "2027-03-05", from: "2027-02-27", says: "on Friday" },
    { when: "next week's, on the same weekday as today", on: "2027-03-05", from: "2027-02-26", says: "next Friday" },
    // Said on a Wednesday (24 February), "next Friday" would read two ways.
    { when: "further out, the date itself", on: "2027-03-05", from: "2027-02-24", says: "on March 5" },
    { when: "further out, the date itself", on: "2027-03-14", from: "2027-01-13", says: "on March 14" },
    { when: "calendar days across a year's end", on: "2028-01-01", from: "2027-12-31", says: "tomorrow" },
    { when: "calendar days across a leap February's end", on: "2028-03-01", from: "2028-02-23", says: "next Wednesday" },
    { when: "a leap day", on: "2028-02-29", from: "2028-02-27", says: "on Tuesday" },
  ])("$when: $on, seen from $from, is '$says'", ({ on, from, says }) => {
    expect(sayDay(on, from)).toBe(says);
  });
});

describe("dateNudgeMessage", () => {
  it("says the person's date on the day, and as a heads-up the day it comes", () => {
    expect(dateNudgeMessage("Ana", "Birthday", 0, "2027-03-05")).toBe("Ana's birthday is today");
    expect(dateNudgeMessage("Ana", "Birthday", 7, "2027-03-05")).toBe("Ana's birthday is next Friday");
    expect(dateNudgeMessage("Ana", "Birthday", 1, "2027-03-05")).toBe("Ana's birthday is tomorrow");
    expect(dateNudgeMessage("Ana", "Birthday", 3, "2027-03-05")).toBe("Ana's birthday is on Friday");
    expect(dateNudgeMessage("Ana", "Birthday", 30, "2027-03-14")).toBe("Ana's birthday is on March 14");
  });

  it("reads the label inside the sentence, keeping names as written", () => {
    expect(dateNudgeMessage("Ana", "Wedding anniversary", 0, "2027-03-05")).toBe("Ana's wedding anniversary is today");
    expect(dateNudgeMessage("Ana", "Mother's Day", 0, "2027-03-05")).toBe("Ana's Mother's Day is today");
    expect(dateNudgeMessage("Ana", "PhD defense", 0, "2027-03-05")).toBe("Ana's PhD defense is today");
  });

  it("counts the heads-up's day back from the date", () => {
    expect(daysBefore("2027-03-02", 5)).toBe("2027-02-25");
    expect(daysBefore("2028-01-03", 7)).toBe("2027-12-27");
  });
});
