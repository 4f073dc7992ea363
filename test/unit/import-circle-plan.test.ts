// How an import plans circles (worker/contacts/import-plan.ts with import-circle-plan.ts), without a
// database: which names are made, which are found, which are left out at the 50-circle limit,
// and that only rows carried out make circles.
import { describe, expect, it } from "vitest";
import { circleKey } from "@contracts/circles";
import { planImport, type Existing, type PlannedRow } from "../../worker/contacts/import-plan";

const row = (name: string, email: string, circles: string[], extra: Partial<PlannedRow> = {}): PlannedRow => ({
  name,
  email,
  circles,
  phoneNumber: null,
  phoneTyped: null,
  ...extra,
});
const known = (...names: string[]) => new Map(names.map((name) => [circleKey(name), { name }]));
const ana: Existing = {
  id: 7,
  name: "Ana",
  phoneNumber: null,
  phoneTyped: null,
  email: "ana@example.com",
  notes: null,
  hasBirthday: false,
  circles: [circleKey("Family")],
};

describe("planning an import's circles", () => {
  it("finds circles ignoring ASCII case only, as SQLite's NOCASE does, and makes the rest once", () => {
    const plan = planImport(
      [row("Ben", "ben@example.com", ["family", "Ärzte"]), row("Chloé", "chloe@example.com", ["ärzte", "FAMILY", "Work"])],
      [],
      "skip",
      known("Family", "Ärzte"),
    );
    // "ärzte" is not "Ärzte" to SQLite: a circle of its own.
    expect(plan.newCircles).toEqual(["ärzte", "Work"]);
    expect(plan.created.map((t) => t.joins)).toEqual([
      ["family", "Ärzte"],
      ["ärzte", "family", "work"],
    ]);
  });

  it("makes new circles in the order the file first names them, up to 50, and names the rest", () => {
    const full = known(...Array.from({ length: 49 }, (_, i) => `C${i}`));
    const plan = planImport(
      [row("Ben", "ben@example.com", ["B", "A"]), row("Chloé", "chloe@example.com", ["A", "c3", "D"])],
      [],
      "skip",
      full,
    );
    expect(plan.newCircles).toEqual(["B"]);
    expect(plan.circlesLeftOut).toEqual(["A", "D"]);
    expect(plan.created.map((t) => t.joins)).toEqual([["b"], ["c3"]]);
  });

  it("a skipped match makes no circle, but its groups past the limit are still named", () => {
    const plan = planImport([row("Ana", "ana@example.com", ["Friends"])], [ana], "skip", known("Family"));
    expect(plan.rows).toEqual([{ status: "merge", contactId: 7, contactName: "Ana", adds: ["circles"] }]);
    expect(plan.newCircles).toEqual([]);
    expect(plan.changed).toEqual([]);
    const full = known("Family", ...Array.from({ length: 49 }, (_, i) => `C${i}`));
    const skipped = planImport([row("Ana", "ana@example.com", ["Friends"])], [ana], "skip", full);
    expect(skipped.rows[0]).toMatchObject({ status: "same" });
    expect(skipped.circlesLeftOut).toEqual(["Friends"]);
  });

  it("a merge only adds circles: those the contact is in stay, and joining none it lacks is nothing new", () => {
    const plan = planImport([row("Ana", "ana@example.com", ["Friends", "family"])], [ana], "merge", known("Family"));
    expect(plan.changed.map((t) => [[...t.circles], t.joins])).toEqual([[["family", "friends"], ["friends"]]]);
    const same = planImport([row("Ana", "ana@example.com", ["FAMILY"])], [ana], "merge", known("Family"));
    expect(same.rows[0]).toMatchObject({ status: "same", adds: [] });
  });
});
