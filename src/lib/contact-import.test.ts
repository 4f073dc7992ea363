import { describe, expect, it } from "vitest";
import { parseContactLine, parseContactText } from "./contact-import";

describe("parseContactLine", () => {
  it("takes a space, dash or colon between name and phone", () => {
    expect(parseContactLine("Ana Souza 555 010 2030")).toEqual({ name: "Ana Souza", phoneNumber: "5550102030" });
    expect(parseContactLine("Ben Okafor - +1 (555) 010-2031")).toEqual({ name: "Ben Okafor", phoneNumber: "+15550102031" });
    expect(parseContactLine("Chen Wei: +44 20 7946 0958")).toEqual({ name: "Chen Wei", phoneNumber: "+442079460958" });
    expect(parseContactLine("  Dana-Levi:555.010.2032  ")).toEqual({ name: "Dana-Levi", phoneNumber: "5550102032" });
  });

  it("keeps names in any script and drops a trailing comma", () => {
    expect(parseContactLine("Zoë Ça, 555 0100")).toEqual({ name: "Zoë Ça", phoneNumber: "5550100" });
    expect(parseContactLine("李雷 13800138000")).toEqual({ name: "李雷", phoneNumber: "13800138000" });
  });

  it("skips lines that aren't a name and a phone", () => {
    for (const line of ["", "just some words", "5550100", "12 5550100", "Ana", "Ana 12", "Call Ana at 5pm", "Ana 555 0100 ext"]) {
      expect(parseContactLine(line), line).toBeNull();
    }
  });
});

describe("parseContactText", () => {
  it("reads one contact per line, skipping junk and repeated phones", () => {
    const text = "Ana Souza 555 010 2030\r\nnot a contact\n\nBen - 555-010-2031\nAna again: (555) 010 2030\rChen: 5550102032";
    expect(parseContactText(text)).toEqual({
      contacts: [
        { name: "Ana Souza", phoneNumber: "5550102030" },
        { name: "Ben", phoneNumber: "5550102031" },
        { name: "Chen", phoneNumber: "5550102032" },
      ],
    });
  });

  it("treats +1 555… and 1555… as the same phone", () => {
    expect(parseContactText("Ana +1 555 0100\nAna Two: 1-555-0100").contacts).toHaveLength(1);
  });

  it("says 'No Text Entered' for blank text", () => {
    expect(parseContactText("  \n ").error?.title).toBe("No Text Entered");
  });

  it("says 'No Valid Contacts Found' when no line matches", () => {
    const result = parseContactText("hello\nworld 12");
    expect(result.contacts).toEqual([]);
    expect(result.error?.title).toBe("No Valid Contacts Found");
  });

  it("refuses more than the API takes at once", () => {
    const text = Array.from({ length: 1001 }, (_, i) => `Person ${i}: 555${String(i).padStart(5, "0")}`).join("\n");
    expect(parseContactText(text).error?.title).toBe("Too Many Contacts");
  });
});
