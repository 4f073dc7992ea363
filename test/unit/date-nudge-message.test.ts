import { i18n } from "@lingui/core";
import { describe, expect, it } from "vitest";
import { dateNudgeMessage, daysBefore, sayDay } from "../../worker/contacts/date-nudge-message";

describe("sayDay: a day as people say it", () => {
  // 5 March 2027 is a Friday.
  it.each([
    { when: "today", on: "2027-03-05", from: "2027-03-05", says: { day: "today" } },
    { when: "tomorrow", on: "2027-03-05", from: "2027-03-04", says: { day: "tomorrow" } },
    { when: "within the week, its weekday", on: "2027-03-05", from: "2027-03-03", says: { day: "weekday", words: "Friday" } },
    { when: "within the week, its weekday", on: "2027-03-05", from: "2027-02-27", says: { day: "weekday", words: "Friday" } },
    {
      when: "next week's, on the same weekday as today",
      on: "2027-03-05",
      from: "2027-02-26",
      says: { day: "next-weekday", words: "Friday" },
    },
    // Said on a Wednesday (24 February), "next Friday" would read two ways.
    { when: "further out, the date itself", on: "2027-03-05", from: "2027-02-24", says: { day: "date", words: "March 5" } },
    { when: "further out, the date itself", on: "2027-03-14", from: "2027-01-13", says: { day: "date", words: "March 14" } },
    { when: "calendar days across a year's end", on: "2028-01-01", from: "2027-12-31", says: { day: "tomorrow" } },
    {
      when: "calendar days across a leap February's end",
      on: "2028-03-01",
      from: "2028-02-23",
      says: { day: "next-weekday", words: "Wednesday" },
    },
    { when: "a leap day", on: "2028-02-29", from: "2028-02-27", says: { day: "weekday", words: "Tuesday" } },
  ])("$when: $on, seen from $from", ({ on, from, says }) => {
    expect(sayDay(on, from)).toEqual(says);
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

  it("is written in the language of whoever it is made for, its weekday and date by Intl", async () => {
    const es = await import("../../worker/locales/es.po");
    i18n.loadAndActivate({ locale: "es", messages: es.messages });
    try {
      expect(sayDay("2027-03-05", "2027-03-03")).toEqual({ day: "weekday", words: "viernes" });
      expect(sayDay("2027-03-14", "2027-01-13")).toEqual({ day: "date", words: "14 de marzo" });
    } finally {
      i18n.activate("en");
    }
  });

  it("keeps a German label's capital: every German noun has one", () => {
    i18n.load("de", {});
    i18n.activate("de");
    try {
      expect(dateNudgeMessage("Ana", "Geburtstag", 0, "2027-03-05")).toContain("Geburtstag");
    } finally {
      i18n.activate("en");
    }
  });

  it("counts the heads-up's day back from the date", () => {
    expect(daysBefore("2027-03-02", 5)).toBe("2027-02-25");
    expect(daysBefore("2028-01-03", 7)).toBe("2027-12-27");
  });
});
