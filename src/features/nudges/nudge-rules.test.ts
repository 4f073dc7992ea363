import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { phoneNumber as apiPhone, url as apiLink } from "@contracts/nudges";
import { checkSchedule, isOverdue, emptyNudgeForm, toNewNudge, toNudgeChanges, type NudgeFormValues } from "./nudge-rules";
import { editFormSchema, placeholderProblem, scheduleFormSchema } from "./nudge-schemas";
import { presetValues, quickActionPresets } from "./quick-action-presets";
import { noRepeat } from "./repeat-rules";

const now = new Date(2026, 2, 10, 10, 0);
const filled: NudgeFormValues = {
  targetName: "  Ana  ",
  message: " Say hi ",
  remindAt: "2026-03-10T10:05",
  phoneNumber: "",
  url: "",
  ...noRepeat,
};

describe("schedule form rules (docs/product.md#schedule-form)", () => {
  it("asks for the missing fields first, after trimming", () => {
    const missing = { ok: false, title: "Missing Information", description: "Please fill in all required fields." };
    expect(checkSchedule(emptyNudgeForm, now)).toEqual(missing);
    expect(checkSchedule({ ...filled, targetName: "   " }, now)).toEqual(missing);
    expect(checkSchedule({ ...filled, message: "\n" }, now)).toEqual(missing);
    expect(checkSchedule({ ...filled, remindAt: "" }, now)).toEqual(missing);
  });

  it("then wants a date in the future", () => {
    const invalid = { ok: false, title: "Invalid Date", description: "Please select a future date and time." };
    expect(checkSchedule({ ...filled, remindAt: "2026-03-10T10:00" }, now)).toEqual(invalid);
    expect(checkSchedule({ ...filled, remindAt: "2020-01-01T09:00" }, now)).toEqual(invalid);
    expect(checkSchedule(filled, now)).toEqual({ ok: true, remindAt: new Date(2026, 2, 10, 10, 5) });
  });

  it("sends trimmed text and an ISO date, with phone and link only when filled", () => {
    const at = new Date(2026, 2, 10, 10, 5);
    expect(toNewNudge(filled, at, 7)).toEqual({ userId: 7, targetName: "Ana", message: "Say hi", remindAt: at.toISOString() });
    expect(toNewNudge({ ...filled, phoneNumber: " +1 555 0100 ", url: " https://a.example " }, at, 7)).toMatchObject({
      phoneNumber: "+1 555 0100",
      url: "https://a.example",
    });
  });

  it("checks phone and link as the API does, and lets them be blank", () => {
    expect(scheduleFormSchema.safeParse(filled).success).toBe(true);
    const bad = scheduleFormSchema.safeParse({ ...filled, phoneNumber: "call me", url: "example.com" });
    expect(bad.error?.issues.map((i) => i.path[0])).toEqual(["phoneNumber", "url"]);
  });

  // The form's checks are written apart from the API's (which bring the whole of zod): any text
  // gets the same answer from both, the first of the API's messages or none.
  it("answers any phone or link with the API's own message", () => {
    const apiSays = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
      result.success ? undefined : result.error?.issues[0]?.message;
    const formSays = (values: Partial<NudgeFormValues>, field: "phoneNumber" | "url") =>
      scheduleFormSchema.safeParse({ ...filled, ...values }).error?.issues.find((i) => i.path[0] === field)?.message;
    const char = fc.constantFrom(..."0123456789+ -().x#;=ab/:.?&é", "\t", "\n", "\r\n", "\u0000", "\u007f", "\u0085", "\u2028", "\u00a0");
    const text = fc.oneof(fc.string({ unit: char, maxLength: 40 }), fc.string({ maxLength: 40 }));
    const start = fc.constantFrom("", " ", "http://", "https://", "HTTPS://a.example/", "ftp://a.example", "mailto:", "https://a b");
    const link = fc.oneof(
      fc.tuple(start, text).map(([a, b]) => a + b),
      fc.integer({ min: 2020, max: 2040 }).map((n) => `https://a.example/${"x".repeat(n)}`),
    );
    const phone = fc.oneof(
      text,
      fc.nat({ max: 40 }).map((n) => "1".repeat(n)),
    );
    fc.assert(
      fc.property(phone, link, (phoneNumber, url) => {
        expect(formSays({ phoneNumber }, "phoneNumber")).toBe(apiSays(apiPhone.safeParse(phoneNumber)));
        expect(formSays({ url }, "url")).toBe(apiSays(apiLink.safeParse(url)));
      }),
      { numRuns: 2000 },
    );
  });
});

describe("a template's placeholders left in the message", () => {
  it("stop the schedule form beside the message, naming each one left", () => {
    const result = scheduleFormSchema.safeParse({ ...filled, message: "Happy {age}th, Ana! See you {date}" });
    expect(result.error?.issues.map((i) => [i.path[0], i.message])).toEqual([
      ["message", "Replace {age} and {date} with your own words before scheduling"],
    ]);
  });

  it("stop an edit too, and let words in braces that are no placeholder through", () => {
    expect(placeholderProblem("Bring the {cake}", "saving")).toBeNull();
    const result = editFormSchema.safeParse({ ...filled, remindAt: "2030-01-01T09:00", message: "Hi {first_name}" });
    expect(result.error?.issues.map((i) => i.message)).toEqual(["Replace {first_name} with your own words before saving"]);
  });
});

describe("pending nudge status", () => {
  it("is Overdue from the moment it is due, Scheduled before", () => {
    expect(isOverdue(new Date(2026, 2, 10, 10, 0).toISOString(), now)).toBe(true);
    expect(isOverdue(new Date(2026, 2, 10, 9, 0).toISOString(), now)).toBe(true);
    expect(isOverdue(new Date(2026, 2, 10, 10, 1).toISOString(), now)).toBe(false);
  });
});

describe("edit form rules", () => {
  it("reports each problem beside its field", () => {
    const result = editFormSchema.safeParse({ ...emptyNudgeForm, remindAt: "2020-01-01T09:00" });
    const messages = Object.fromEntries(result.error!.issues.map((i) => [i.path[0], i.message]));
    expect(messages).toEqual({
      targetName: "Person's name is required",
      message: "Message is required",
      remindAt: "Please select a future date and time.",
    });
  });

  it("turns a cleared phone or link into null so the server removes it, and so a nudge that doesn't repeat", () => {
    const at = new Date(2030, 0, 1, 9, 0);
    expect(toNudgeChanges({ ...filled, remindAt: "2030-01-01T09:00" }, at, 3)).toEqual({
      userId: 3,
      targetName: "Ana",
      message: "Say hi",
      remindAt: at.toISOString(),
      phoneNumber: null,
      url: null,
      recurrence: null,
    });
  });
});

describe("quick actions (docs/product.md#quick-actions)", () => {
  it("offers the four presets with their offsets", () => {
    const dates = Object.fromEntries(quickActionPresets().map((p) => [p.label, presetValues(p, now).remindAt]));
    expect(dates).toEqual({
      "Weekly Check-in": "2026-03-17T10:00",
      Birthday: "2026-04-10T10:00",
      "Work Follow-up": "2026-03-11T10:00",
      "Just Because": "2026-03-13T10:00",
    });
  });

  it("prefills a message and clears the name and link", () => {
    for (const preset of quickActionPresets()) {
      const values = presetValues(preset, now);
      expect(values.message.length).toBeGreaterThan(10);
      expect(values.targetName).toBe("");
      expect(values.url).toBe("");
    }
  });
});
