import { describe, expect, it } from "vitest";
import { escapeText, foldLine } from "../../worker/contracts/content-line";
import { calendar, icsDateTime } from "../../worker/calendar/ical";

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

  // Values are escaped by whoever builds the event; the writer still never lets a CR or LF in one
  // start a line of its own (a URI value can't be escaped, and a missed escape would inject).
  it("never writes a line of a value's own, nor any control character but a tab", () => {
    const injected =
      "https://a.test/x\r\nATTENDEE;CN=Evil:mailto:evil@x.test\r\nBEGIN:VALARM\nACTION:DISPLAY\rEND:VALARM\u0000\u000b\u0085";
    const text = calendar("Nudge\r\nX-EVIL:1", [
      { UID: "a@nudge", URL: injected, DESCRIPTION: { params: "LANGUAGE=en\r\nX-EVIL=1", value: "two\nlines" } },
    ]);
    const lines = text.slice(0, -2).replace(/\r\n /g, "").split("\r\n");
    expect(lines).toEqual([
      "BEGIN:VCALENDAR",
      "VERSION:2.0",
      "PRODID:-//Nudge//Keep in touch//EN",
      "CALSCALE:GREGORIAN",
      "METHOD:PUBLISH",
      "X-WR-CALNAME:Nudge\\nX-EVIL:1",
      "BEGIN:VEVENT",
      "UID:a@nudge",
      "URL:https://a.test/xATTENDEE;CN=Evil:mailto:evil@x.testBEGIN:VALARMACTION:DISPLAYEND:VALARM",
      "DESCRIPTION;LANGUAGE=enX-EVIL=1:twolines",
      "END:VEVENT",
      "END:VCALENDAR",
    ]);
    expect(text.replace(/\r\n/g, "")).not.toMatch(/[\u0000-\u0008\u000a-\u001f\u007f-\u009f]/);
  });

  it("ends every line with CRLF and writes UTC times", () => {
    expect(icsDateTime(Date.parse("2027-03-14T09:05:07.123Z"))).toBe("20270314T090507Z");
    const text = calendar("Nudge", [{ UID: "a@nudge", SUMMARY: "Hi" }]);
    expect(text.endsWith("END:VCALENDAR\r\n")).toBe(true);
    expect(text.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
  });
});
