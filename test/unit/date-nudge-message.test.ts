import { describe, expect, it } from "vitest";
import { dateNudgeMessage, daysBefore, sayDay } from "../../worker/contracts/date-nudge-message";

describe("sayDay: a day as people say it", () => {
  // 5 March 2027 is a Friday.
  it("today and tomorrow", () => {
    expect(sayDay("2027-03-05", "2027-03-05")).toBe("today");
    expect(sayDay("2027-03-05", "2027-03-04")).toBe("tomorrow");
  });

  it("the weekday within the week, and next week's on the same weekday as today", () => {
    expect(sayDay("2027-03-05", "2027-03-03")).toBe("on Friday");
    expect(sayDay("2027-03-05", "2027-02-27")).toBe("on Friday");
    expect(sayDay("2027-03-05", "2027-02-26")).toBe("next Friday");
  });

  it("further out, the date itself: 'next Friday' said on a Wednesday is read two ways", () => {
    expect(sayDay("2027-03-05", "2027-02-24")).toBe("on March 5");
    expect(sayDay("2027-03-14", "2027-01-13")).toBe("on March 14");
  });

  it("counts calendar days across month and year ends, and a leap day", () => {
    expect(sayDay("2028-01-01", "2027-12-31")).toBe("tomorrow");
    expect(sayDay("2028-03-01", "2028-02-23")).toBe("next Wednesday");
    expect(sayDay("2028-02-29", "2028-02-27")).toBe("on Tuesday");
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
