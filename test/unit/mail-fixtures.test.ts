// Real mail files (test/fixtures/mail/README.md says where each comes from) read by postal-mime,
// the parser the mail-in handler uses, and held to an independent reading: Python's email
// package (test/support/mail-reference.py). What mail-in keeps of a mail is its subject, date and
// addresses, so those are what must agree.
import { execFileSync } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import PostalMime, { type Address } from "postal-mime";
import { describe, expect, it } from "vitest";
import { forwardedDate, forwardedHeaders } from "../../worker/mail-in/forwarded";

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
    expect(files.sort()).toEqual([
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
