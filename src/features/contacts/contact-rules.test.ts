import { describe, expect, it } from "vitest";
import {
  contactFormSchema,
  emptyContactForm,
  findContact,
  matchesSearch,
  noteFormSchema,
  timeAgo,
  toContactFields,
  toNoteFields,
  type ContactFormValues,
} from "./contact-rules";
import { aContact } from "./contact-fixture";

const contact = (id: number, name: string, phoneNumber: string | null, email: string | null = null) =>
  aContact({ id, name, phoneNumber, email });

const people = [
  contact(1, "Ana Souza", "+1 (555) 010-2030", "ana@example.com"),
  contact(2, "Ben Okafor", null),
  contact(3, "ana souza", "5550109999"),
];

describe("contact form (docs/product.md#contacts)", () => {
  it("needs a name, and an email only when one is given", () => {
    const base = { ...emptyContactForm, name: "Ana" };
    expect(contactFormSchema.safeParse(base).success).toBe(true);
    expect(contactFormSchema.safeParse({ ...base, name: "  " }).error?.issues[0]?.message).toBe("Name is required");
    expect(contactFormSchema.safeParse({ ...base, email: "not-an-email" }).error?.issues[0]?.message).toBe("Invalid email address");
    expect(contactFormSchema.safeParse({ ...base, phoneNumber: "call me" }).success).toBe(false);
  });

  it("sends optional fields only when filled in, but sends blanks on an edit so they clear", () => {
    const values = { ...emptyContactForm, name: " Ana ", phoneNumber: " 555 0100 " };
    expect(toContactFields(values, false)).toEqual({ name: "Ana", phoneNumber: "555 0100" });
    expect(toContactFields(values, true)).toEqual({
      name: "Ana",
      phoneNumber: "555 0100",
      email: "",
      notes: "",
      cadenceEvery: null,
      cadenceUnit: null,
      reachBy: null,
      telegram: null,
      circleIds: [],
      nudgeTime: null,
    });
  });

  it("sends the contact's own time of day when set; an edit that empties it goes back to the account's", () => {
    const values = { ...emptyContactForm, name: "Ana", nudgeTime: "18:30" };
    expect(toContactFields(values, false)).toEqual({ name: "Ana", nudgeTime: "18:30" });
    expect(toContactFields({ ...values, nudgeTime: "" }, true)).toMatchObject({ nudgeTime: null });
    expect(contactFormSchema.safeParse(values).success).toBe(true);
    expect(contactFormSchema.safeParse({ ...values, nudgeTime: "6pm" }).error?.issues[0]?.message).toBe(
      "Enter a time like 18:30, or leave it empty for your account's time",
    );
  });

  it("sends a keep-in-touch cadence once a unit is picked, and checks its number", () => {
    const values: ContactFormValues = { ...emptyContactForm, name: "Ana", cadenceEvery: " 3 ", cadenceUnit: "week" };
    expect(toContactFields(values, false)).toEqual({ name: "Ana", cadenceEvery: 3, cadenceUnit: "week" });
    expect(contactFormSchema.safeParse(values).success).toBe(true);
    for (const cadenceEvery of ["0", "1.5", "", "366"]) {
      expect(contactFormSchema.safeParse({ ...values, cadenceEvery }).error?.issues[0]).toMatchObject({
        path: ["cadenceEvery"],
        message: "Enter a whole number from 1 to 365",
      });
    }
    // Without a unit the number is ignored.
    expect(contactFormSchema.safeParse({ ...values, cadenceEvery: "", cadenceUnit: "none" }).success).toBe(true);
  });
});

describe("the app they are messaged in", () => {
  const base = { ...emptyContactForm, name: "Ana" };
  it("needs what the chosen app reaches them by", () => {
    const problem = (values: object) => contactFormSchema.safeParse({ ...base, ...values }).error?.issues[0];
    expect(problem({ reachBy: "whatsapp" })).toMatchObject({
      path: ["phoneNumber"],
      message: "Add their phone number to message them there",
    });
    expect(problem({ reachBy: "email" })).toMatchObject({ path: ["email"], message: "Add their email to message them by email" });
    expect(problem({ reachBy: "telegram" })).toMatchObject({
      path: ["telegram"],
      message: "Add their Telegram username to message them there",
    });
    expect(problem({ reachBy: "telegram", telegram: "@a b" })?.message).toBe(
      "A Telegram username is 5 to 32 letters, digits or underscores, starting with a letter",
    );
    expect(problem({ reachBy: "telegram", telegram: "https://t.me/ana_souza" })).toBeUndefined();
  });

  it("sends the app (SMS as null) and the username without @", () => {
    expect(toContactFields({ ...base, reachBy: "telegram", telegram: " @ana_souza " }, false)).toMatchObject({
      reachBy: "telegram",
      telegram: "ana_souza",
    });
    expect(toContactFields({ ...base, reachBy: "sms" }, false)).not.toHaveProperty("reachBy");
    expect(toContactFields({ ...base, reachBy: "sms" }, true)).toMatchObject({ reachBy: null, telegram: null });
  });
});

describe("note form (docs/product.md#notes)", () => {
  it("needs a note; the category is optional", () => {
    expect(noteFormSchema.safeParse({ note: " ", category: "" }).error?.issues[0]?.message).toBe("Note is required");
    expect(toNoteFields({ note: " Starts new job ", category: "Work" })).toEqual({ note: "Starts new job", category: "Work" });
    expect(toNoteFields({ note: "Hi", category: "" })).toEqual({ note: "Hi" });
  });
});

describe("findContact", () => {
  it("matches phone digits first, then the name", () => {
    expect(findContact(people, "Someone", "15550102030")?.id).toBe(1);
    expect(findContact(people, "ANA SOUZA", "5550109999")?.id).toBe(3);
    expect(findContact(people, "ben okafor", null)?.id).toBe(2);
    expect(findContact(people, "Dana", "999")).toBeUndefined();
  });
});

describe("matchesSearch", () => {
  it("finds people by name, email or phone digits", () => {
    expect(people.filter((p) => matchesSearch(p, "souza")).map((p) => p.id)).toEqual([1, 3]);
    expect(people.filter((p) => matchesSearch(p, "example.com")).map((p) => p.id)).toEqual([1]);
    expect(people.filter((p) => matchesSearch(p, "010-2030")).map((p) => p.id)).toEqual([1]);
    expect(people.filter((p) => matchesSearch(p, "  ")).length).toBe(3);
  });
});

describe("timeAgo", () => {
  it("never puts something already logged in the future, even when the server's clock is ahead", () => {
    const now = new Date("2026-03-10T10:00:00Z");
    expect(timeAgo("2026-03-10T10:00:20Z", now)).toBe("just now");
    expect(timeAgo("2026-03-10T10:00:00Z", now)).toBe("just now");
    expect(timeAgo("2026-03-10T09:30:00Z", now)).toBe("30 minutes ago");
  });
});
