// Message drafts' pure parts (issue 42): the facts made from a history, the composer's drafts and
// the checks a model's drafts are held to.
import { describe, expect, it } from "vitest";
import { fillTemplate, unfilled } from "../../worker/contracts/template-fill";
import { checkDrafts } from "../../worker/drafts/check";
import { composeDrafts, fillTemplates } from "../../worker/drafts/composer";
import { contextOf, nextOccurrence, type History } from "../../worker/drafts/facts";

const NOW = Date.UTC(2026, 10, 28, 12); // 28 Nov 2026, noon UTC
const DAY = 86_400_000;
const empty: History = { nudge: null, contact: null, notes: [], logged: [], dates: [] };
const ana = { id: 1, name: "Ana Souza", lastContactAt: null, reachBy: null, checkInReminderId: null };

describe("the facts of a history", () => {
  it("says when a date comes round next and the age only when the year is a real one", () => {
    expect(nextOccurrence("1990-12-01", NOW, "UTC")).toMatchObject({ days: 3, age: 36 });
    expect(nextOccurrence("1990-11-27", NOW, "UTC")).toMatchObject({ days: 364, age: 37 });
    // iPhone writes a birthday without a year as 1604.
    expect(nextOccurrence("1604-11-28", NOW, "UTC")).toMatchObject({ days: 0, age: null });
    // Already the 29th in Auckland.
    expect(nextOccurrence("1990-11-28", NOW, "Pacific/Auckland").days).toBe(364);
  });

  it("labels each fact in the person's words, counts days since the last contact and reads a birthday nudge's purpose", () => {
    const context = contextOf(
      { targetName: "Ana", nudgeId: 9 },
      {
        ...empty,
        contact: ana,
        nudge: { id: 9, message: "Wish Ana a happy birthday", briefRef: null },
        notes: [{ id: 3, note: "Started a new job at Acme", createdAt: Date.UTC(2026, 10, 12) }],
        logged: [{ id: 4, title: "Coffee", at: NOW - 20 * DAY }],
        dates: [{ id: 5, label: "Birthday", date: "1990-12-01", reminderId: 9, headsUp: null }],
      },
      "UTC",
      NOW,
    );
    expect(context.purpose).toBe("birthday");
    expect(context.values).toEqual({ first_name: "Ana", days_since: "20", age: "36", date: "1 Dec" });
    expect(context.facts.map((f) => [f.ref, f.label])).toEqual([
      ["nudge:9", "this nudge: Wish Ana a happy birthday"],
      ["note:3", "your note of 12 Nov: Started a new job at Acme"],
      ["interaction:4", "Coffee on 8 Nov"],
      ["date:5", "their Birthday on 1 Dec"],
    ]);
  });

  it("leaves out a date that is months away, unless it is the nudge's own", () => {
    const far = { id: 5, label: "Anniversary", date: "2010-06-01", reminderId: null, headsUp: null };
    expect(contextOf({ targetName: "Ana" }, { ...empty, contact: ana, dates: [far] }, "UTC", NOW).facts).toEqual([]);
  });
});

describe("the composer", () => {
  it("writes one draft per tone, each fitting an SMS, however long the note or the name", () => {
    const context = contextOf(
      { targetName: "Maximiliana-Alexandrina", channel: "sms" },
      {
        ...empty,
        contact: { ...ana, name: "Maximiliana-Alexandrina Worthington-Smythe" },
        notes: [
          { id: 3, note: `Training for the Lisbon marathon and ${"also writing a very long thesis ".repeat(10)}`, createdAt: NOW - DAY },
        ],
      },
      "UTC",
      NOW,
    );
    const drafts = composeDrafts(context);
    expect(drafts.map((d) => d.tone)).toEqual(["warm", "brief", "playful"]);
    for (const draft of drafts) {
      expect(draft.text.length).toBeLessThanOrEqual(160);
      expect(unfilled(draft.text)).toEqual([]);
      expect(draft.uses.length).toBeGreaterThan(0);
    }
    expect(drafts[0]!.text).toMatch(/^Hi Maximiliana-Alexandrina! I was thinking of you and remembered: training for the Lisbon marathon/);
  });

  it("keeps a note's own capitals (iPhone, NYC) and falls back to the starters with nothing known", () => {
    const withNote = contextOf(
      { targetName: "Ana" },
      { ...empty, contact: ana, notes: [{ id: 3, note: "iPhone broke in NYC.", createdAt: NOW }] },
      "UTC",
      NOW,
    );
    expect(composeDrafts(withNote)[0]!.text).toBe("Hi Ana! I was thinking of you and remembered: iPhone broke in NYC. How's it going?");
    const nothing = composeDrafts(contextOf({ targetName: "Zoë" }, empty, "UTC", NOW));
    expect(nothing.map((d) => d.text)).toEqual([
      "Hi Zoë, you've been on my mind. How are you doing?",
      "Hey Zoë, how are things?",
      "Zoë! It's been too long. Coffee soon?",
    ]);
    expect(nothing[0]!.uses).toEqual([{ kind: "template", id: 0, label: "one of Nudge's starters" }]);
  });

  it("meets a sensitive note only in the warm tone, gently, and never repeats its words", () => {
    const context = contextOf(
      { targetName: "José", purpose: "follow-up" },
      { ...empty, contact: ana, notes: [{ id: 3, note: "His dad is in hospital after a stroke", createdAt: NOW }] },
      "UTC",
      NOW,
    );
    const drafts = composeDrafts(context);
    expect(drafts[0]).toMatchObject({
      tone: "warm",
      text: "Hi Ana, I've been thinking of you. How are you holding up?",
      uses: [{ kind: "note", id: 3 }],
    });
    for (const draft of drafts) expect(draft.text).not.toContain("hospital");
    expect(drafts.slice(1).flatMap((d) => d.uses.map((u) => u.kind))).not.toContain("note");
  });

  it("wishes a happy birthday on the day, and before it says the day is coming", () => {
    const onDay = (date: string) =>
      composeDrafts(
        contextOf(
          { targetName: "Ana", purpose: "birthday" },
          { ...empty, contact: ana, dates: [{ id: 5, label: "Birthday", date, reminderId: null, headsUp: null }] },
          "UTC",
          NOW,
        ),
      );
    expect(onDay("1996-11-28").map((d) => d.text)).toEqual([
      "Happy birthday, Ana! I hope your day is full of good people and good food.",
      "Happy birthday, Ana!",
      "Happy birthday, Ana! 30 looks great on you.",
    ]);
    expect(onDay("1604-11-29").map((d) => d.text)).toEqual([
      "Hi Ana, your birthday is coming up tomorrow. Any plans to celebrate?",
      "Ana, your birthday is nearly here! Any plans?",
      "Ana! The birthday countdown is on. Party plans?",
    ]);
  });

  it("greets by the name a person is called: a title keeps its name", () => {
    const greet = (name: string) => composeDrafts(contextOf({ targetName: name }, empty, "UTC", NOW))[1]!.text;
    expect(greet("Uncle Raj")).toBe("Hey Uncle Raj, how are things?");
    expect(greet("Dr. Mei Lin")).toBe("Hey Dr. Mei, how are things?");
    expect(greet("Ana Souza")).toBe("Hey Ana, how are things?");
  });

  it("fills the person's templates, leaving out one that needs a value it doesn't have", () => {
    const context = contextOf({ targetName: "Ana" }, { ...empty, contact: { ...ana, lastContactAt: NOW - 3 * DAY } }, "UTC", NOW);
    const filled = fillTemplates(
      [
        { id: 1, name: "Days", text: "{first_name}, {days_since} days already!" },
        { id: 2, name: "Age", text: "Happy {age}, {first_name}" },
      ],
      context,
    );
    expect(filled.map((t) => t.text)).toEqual(["Ana, 3 days already!"]);
  });
});

describe("a model's drafts", () => {
  const context = contextOf(
    { targetName: "Ana", channel: "sms" },
    { ...empty, contact: ana, notes: [{ id: 3, note: "New job at Acme", createdAt: NOW }] },
    "UTC",
    NOW,
  );
  const answer = (drafts: unknown[]) => JSON.stringify({ drafts });

  it("keep the refs the context holds, one draft per tone, and drop the rest", () => {
    const drafts = checkDrafts(
      answer([
        { tone: "warm", text: "Hi Ana, how's Acme?", uses: ["note:3", "note:77"] },
        { tone: "warm", text: "A second warm one", uses: ["note:3"] },
        { tone: "brief", text: "Ana, lunch at Nopa again?", uses: ["interaction:12"] },
        { tone: "playful", text: "Happy {age}th!", uses: ["note:3"] },
        { tone: "playful", text: "x".repeat(161), uses: ["note:3"] },
      ]),
      context,
    );
    expect(drafts).toEqual([
      { tone: "warm", text: "Hi Ana, how's Acme?", uses: [{ kind: "note", id: 3, label: expect.stringContaining("New job at Acme") }] },
    ]);
  });

  it("are refused whole when not the schema's JSON or when none holds up", () => {
    expect(() => checkDrafts("Sure! Here are three drafts…", context)).toThrow("not the drafts schema");
    expect(() => checkDrafts(answer([{ tone: "stern", text: "Hi", uses: ["note:3"] }]), context)).toThrow("not the drafts schema");
    expect(() => checkDrafts(answer([{ tone: "warm", text: "Hi", uses: [] }]), context)).toThrow("None of the model's drafts");
  });
});

describe("templates", () => {
  it("fill only the placeholders they have values for", () => {
    expect(fillTemplate("Hi {first_name}, {age} today! {mood}", { first_name: "Ana" })).toBe("Hi Ana, {age} today! {mood}");
    expect(unfilled("Hi Ana, {age} today! {mood}")).toEqual(["age"]);
  });
});
