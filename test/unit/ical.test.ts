import { describe, expect, it } from "vitest";
import { escapeText, foldLine } from "../../worker/contracts/content-line";
import { calendar, icsDateTime } from "../../worker/ical";

const octets = (s: string) => new TextEncoder().encode(s).length;

describe("iCalendar writing", () => {
  it("escapes TEXT", () => {
    expect(escapeText("Lunch; then coffee, maybe\nat 3 \\ 4")).toBe("Lunch\\; then coffee\\, maybe\\nat 3 \\\\ 4");
  });

  it("folds at 75 octets without splitting a UTF-8 character", () => {
    const line = `DESCRIPTION:${"Zoë 🎂 ".repeat(30)}`;
    const folded = foldLine(line);
    const pieces = folded.split("\r\n");
    expect(pieces.length).toBeGreaterThan(3);
    for (const piece of pieces) expect(octets(piece)).toBeLessThanOrEqual(75);
    expect(pieces.slice(1).every((p) => p.startsWith(" "))).toBe(true);
    expect(pieces.map((p, i) => (i === 0 ? p : p.slice(1))).join("")).toBe(line);
    expect(foldLine("SUMMARY:short")).toBe("SUMMARY:short");
  });

  it("ends every line with CRLF and writes UTC times", () => {
    expect(icsDateTime(Date.parse("2027-03-14T09:05:07.123Z"))).toBe("20270314T090507Z");
    const text = calendar("Nudge", [{ UID: "a@nudge", SUMMARY: "Hi" }]);
    expect(text.endsWith("END:VCALENDAR\r\n")).toBe(true);
    expect(text.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
  });
});
