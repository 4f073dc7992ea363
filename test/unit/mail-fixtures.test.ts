// Real mail files (test/fixtures/mail/README.md says where each comes from) read by postal-mime,
// the parser the mail-in handler uses, and held to an independent reading: Python's email
// package (test/support/mail-reference.py). What mail-in keeps of a mail is its subject, date and
// addresses, so those are what must agree.
import { execFileSync } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import PostalMime, { type Address } from "postal-mime";
import { describe, expect, it } from "vitest";
import { forwardedDate, forwardedHeaders, looksForwarded } from "../../worker/mail-in/forwarded";

const folder = fileURLToPath(new URL("../fixtures/mail/", import.meta.url));
const referenceScript = fileURLToPath(new URL("../support/mail-reference.py", import.meta.url));
const files = readdirSync(folder).filter((f) => f.endsWith(".eml"));

type Reference = { subject: string | null; from: string[]; to: string[]; cc: string[]; date: string | null; messageId: string | null };
const reference = (file: string): Reference => JSON.parse(execFileSync("python3", [referenceScript, folder + file], { encoding: "utf8" }));
const addresses = (list: Address[] | undefined) =>
  (list ?? []).flatMap((a) => (a.group ? a.group : [a])).map((m) => m.address.toLowerCase());
const oneLine = (text: string | undefined) => (text === undefined ? null : text.split(/\s+/).filter(Boolean).join(" "));

describe("postal-mime beside Python's email package", () => {
  it("has the five kinds of mail the issue names", () => {
    expect(files.toSorted()).toEqual([
      "alternative-enmime.eml",
      "encoded-subject-enmime.eml",
      "forwarded-gmail-qemu-devel.eml",
      "html-enmime.eml",
      "plain-mailparser.eml",
    ]);
  });

  for (const file of files) {
    it(`reads ${file} as the reference does`, async () => {
      const expected = reference(file);
      const email = await PostalMime.parse(readFileSync(folder + file));
      expect(oneLine(email.subject)).toBe(expected.subject);
      // A From with two mailboxes (RFC 5322 allows it with a Sender): postal-mime keeps the first.
      expect(email.from?.address?.toLowerCase()).toBe(expected.from[0]);
      expect(addresses(email.to)).toEqual(expected.to);
      expect(addresses(email.cc)).toEqual(expected.cc);
      expect(email.date).toBe(expected.date);
      expect(email.messageId ?? null).toBe(expected.messageId);
    });
  }

  it("finds the original sender, subject and date in Gmail's forwarded block", async () => {
    const email = await PostalMime.parse(readFileSync(`${folder}forwarded-gmail-qemu-devel.eml`));
    const original = forwardedHeaders(email.text ?? "");
    expect(original?.from).toEqual({ email: "laurent@vivier.eu", name: "Laurent Vivier" });
    expect(original?.subject).toBe("Re: about the current status of Multi-process QEMU / out-of-process emulation");
    expect(original?.to).toEqual(["yu.zhang@ionos.com"]);
    // Gmail writes the time without a zone (the forwarder's): read as local time, which is UTC in the Worker.
    expect(new Date(forwardedDate(original?.date ?? "")).toISOString()).toBe(new Date(2022, 5, 3, 16, 14).toISOString());
  });
});

// The header block each mail app writes above a forwarded mail, as email-forward-parser's test
// suite keeps them (test/fixtures/mail/README.md): the same mail forwarded from six apps.
const blocks = fileURLToPath(new URL("../fixtures/mail/forwarded-blocks/", import.meta.url));
const block = (file: string) => readFileSync(blocks + file, "utf8");

describe("the forwarded block, as each mail app writes it", () => {
  // marked: the text alone says it is a forward. New Outlook writes "From: … Date: …" as any
  // quoted reply does, so only its "FW:" subject tells.
  const apps: [file: string, app: string, date: string | null, marked: boolean][] = [
    ["gmail_en_body.txt", "Gmail", "Wed, Oct 27, 2021 at 9:31 AM", true],
    ["apple_mail_en_body.txt", "Apple Mail (quoted with >)", null, true],
    ["thunderbird_en_body.txt", "Thunderbird (Subject before From)", "2021-11-03T14:51:30.000Z", true],
    ["outlook_2013_en_body.txt", "Outlook 2013 ([mailto:] addresses, CRLF)", "25 October 2021 11:17", true],
    ["outlook_live_en_body_variant_1.txt", "Outlook on the web", "Wednesday, October 27, 2021 15:14", true],
    ["new_outlook_2019_en_body.txt", "new Outlook (no blank line before the text)", "Thursday, 28 October 2021 at 12:46", false],
  ];
  for (const [file, app, date, marked] of apps) {
    it(`reads ${app}'s`, () => {
      const text = block(file);
      const original = forwardedHeaders(text);
      expect(original?.from).toEqual({ email: "john.doe@acme.com", name: "John Doe" });
      expect(original?.subject).toBe("Integer consequat non purus");
      expect(original?.to).toContain("bessie.berry@acme.com");
      // The text is never read into a header: it starts "Aenean quis diam urna".
      expect(JSON.stringify(original)).not.toContain("Aenean");
      // A zone name like EEST is not one a date parser knows: the forwarding mail's date is used.
      const at = forwardedDate(original?.date ?? "");
      if (date === null) expect(at).toBeNaN();
      else if (date.endsWith("Z")) expect(new Date(at).toISOString()).toBe(date);
      else expect(new Date(at).toISOString()).toBe(new Date(date.replace(" at ", " ")).toISOString());
      expect(looksForwarded("FW: Integer consequat non purus", text)).toBe(true);
      expect(looksForwarded("Integer consequat non purus", text)).toBe(marked);
    });
  }

  it("takes Outlook's block under a reply's subject for the quoted mail, not a forward", () => {
    expect(looksForwarded("RE: Integer consequat non purus", block("outlook_2013_en_body.txt"))).toBe(false);
    expect(looksForwarded("AW: Integer consequat non purus", block("outlook_live_en_body_variant_1.txt"))).toBe(false);
    expect(looksForwarded("Re: Integer consequat non purus", block("gmail_en_body.txt"))).toBe(true);
  });
});
