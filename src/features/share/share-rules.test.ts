import { describe, expect, it } from "vitest";
import { historyTitle, noteText, nudgeMessage, sharedParts } from "./share-rules";

describe("what the share sheet keeps", () => {
  it("keeps each piece once, wherever the sharing app put the link", () => {
    const url = "https://example.com/lisbon";
    expect(sharedParts({ title: "Lisbon guide", text: `Look at this ${url}`, url })).toEqual(["Lisbon guide", `Look at this ${url}`]);
    expect(sharedParts({ text: "  ", url })).toEqual([url]);
    expect(sharedParts({})).toEqual([]);
  });

  it("makes one line for the history, cut to 200 characters", () => {
    expect(historyTitle({ title: "Lisbon guide", text: "For your trip\nin May" })).toBe("Shared: Lisbon guide — For your trip in May");
    const long = historyTitle({ text: "word ".repeat(100) });
    expect([...long]).toHaveLength(200);
    expect(long.endsWith("…")).toBe(true);
  });

  it("keeps the line breaks in a note, and one line in a nudge", () => {
    expect(noteText({ title: "Recipe", text: "Flour\nEggs" })).toBe("Recipe\nFlour\nEggs");
    expect(nudgeMessage({ title: "Recipe", text: "Flour\nEggs" })).toBe("Recipe Flour Eggs");
  });
});
