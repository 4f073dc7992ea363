import { describe, expect, it } from "vitest";
import { contactTitle } from "../../worker/contacts/contact-title";

describe("the history's title for a text, call or done", () => {
  it("names the act, with the message quoted when there is one", () => {
    expect(contactTitle("call")).toBe("Called");
    expect(contactTitle("done", "Ask about the move")).toBe('Nudge done: "Ask about the move"');
  });

  it("fits 200 characters: a long message is cut with an ellipsis, on whole characters", () => {
    const title = contactTitle("text", "😀".repeat(300));
    expect([...title].length).toBeLessThanOrEqual(200);
    expect(title).toMatch(/^Texted: "😀+…"$/u);
    expect(contactTitle("text", "one\n\n  two")).toBe('Texted: "one two"');
  });
});
