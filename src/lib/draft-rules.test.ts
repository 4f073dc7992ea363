import { describe, expect, it } from "vitest";
import { fillTemplate, unfilled } from "@contracts/template-fill";
import { contactNamed, formValues } from "@/lib/draft-rules";

describe("what a schedule form tells the drafts", () => {
  it("finds the contact by their whole name, in any case, and nobody for a blank or partial name", () => {
    const contacts = [
      { id: 1, name: "Ana Souza" },
      { id: 2, name: "Bruno Lima" },
    ];
    expect(contactNamed(contacts, "  ana souza ")?.id).toBe(1);
    expect(contactNamed(contacts, "Ana")).toBeUndefined();
    expect(contactNamed(contacts, " ")).toBeUndefined();
    expect(contactNamed(null, "Ana Souza")).toBeUndefined();
  });
});

describe("filling a template from the schedule form", () => {
  const now = new Date("2026-11-28T12:00:00Z");

  it("fills the first name, the days since the last contact and the nudge's day", () => {
    const values = formValues("Ana Souza", "2026-11-16T09:00:00Z", "2026-12-05T10:00", now);
    expect(fillTemplate("Hi {first_name}, {days_since} days! See you {date}?", values)).toBe("Hi Ana, 12 days! See you December 5?");
  });

  it("leaves what it doesn't know, so the form can ask for it", () => {
    const text = fillTemplate("Happy {age}th, {first_name}! It's been {days_since} days", formValues("", null, "", now));
    expect(text).toBe("Happy {age}th, {first_name}! It's been {days_since} days");
    expect(unfilled(text)).toEqual(["age", "first_name", "days_since"]);
  });
});
