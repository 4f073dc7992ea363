import { describe, expect, it } from "vitest";
import { lineText, multilineText } from "../../worker/contracts/free-text";

// Every C0 and C1 control character, DEL included, and the Unicode line and paragraph separators.
const controls = [...Array.from({ length: 0x20 }, (_, i) => i), ...Array.from({ length: 0x21 }, (_, i) => 0x7f + i), 0x2028, 0x2029].map(
  (c) => String.fromCharCode(c),
);

describe("free text", () => {
  it("keeps a one-line field on one line: line breaks and tabs become a space, other control characters go", () => {
    const line = lineText(() => "Name is required");
    expect(line.parse("Ana\r\nBcc: x")).toBe("Ana Bcc: x");
    expect(line.parse("Ana\tSouza\u0000\u001b\u009b")).toBe("Ana Souza");
    for (const c of controls) expect(line.parse(`a${c}b`), `U+${c.charCodeAt(0).toString(16)}`).toMatch(/^ab$|^a b$/);
    expect(line.parse("Zoë 🎂 Ça")).toBe("Zoë 🎂 Ça");
  });

  it("keeps a multi-line field's line breaks as \\n, dropping every other control character", () => {
    const text = multilineText(() => "Message is required");
    expect(text.parse("One\r\nTwo\rThree\nFour\u2028Five")).toBe("One\nTwo\nThree\nFour\nFive");
    expect(text.parse("Tab\there\u0000\u0007\u007f\u0085")).toBe("Tab here\n");
    for (const c of controls) expect(text.parse(`a${c}b`), `U+${c.charCodeAt(0).toString(16)}`).toMatch(/^ab$|^a b$|^a\nb$/);
  });

  it("still chains the field's own checks, after the cleaning", () => {
    const name = lineText(() => "Name is required")
      .trim()
      .min(1, "Name is required")
      .max(5, "Name must be at most 5 characters");
    expect(name.safeParse("\r\n\u0000\t").error?.issues[0]?.message).toBe("Name is required");
    expect(name.parse(" Ana\u0000\u0000\u0000 ")).toBe("Ana");
    expect(name.safeParse(42).error?.issues[0]?.message).toBe("Name is required");
  });
});
