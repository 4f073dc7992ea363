// A chosen file, checked before anything is parsed: a file the import can't use gets a message
// that says what is wrong with it, and nothing is sent.
import { intlLocale } from "@/lib/dates";
import { t } from "@lingui/core/macro";
import { MAX_PREVIEW } from "@contracts/contact-import";
import { readTable, type Table } from "./csv";
import { readVcards } from "@contracts/contact-file/vcard";
import type { ReadResult } from "@contracts/contact-file/person";

/** Larger than any address book's export without photos (5 000 cards are about 2 MB). */
export const MAX_FILE_MB = 20;

export type FileRead = { kind: "vcard"; result: ReadResult } | { kind: "csv"; table: Table } | { kind: "refused"; message: string };

const refused = (message: string): FileRead => ({ kind: "refused", message });

/** The file's text: UTF-8 (with or without a BOM), UTF-16 with a BOM, else Windows-1252 (older Outlook). */
function decode(bytes: Uint8Array) {
  if (isUtf16(bytes)) return new TextDecoder(bytes[0] === 0xff ? "utf-16le" : "utf-16be").decode(bytes);
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder("windows-1252").decode(bytes);
  }
}

const isUtf16 = (bytes: Uint8Array) => (bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff);
// A NUL byte is never in a text export: a photo, an archive, a spreadsheet.
const isBinary = (bytes: Uint8Array) => !isUtf16(bytes) && bytes.subarray(0, 65536).includes(0);
/** Starts with BEGIN:VCARD, after a UTF-8 BOM and blank lines. */
const startsAsVcard = (bytes: Uint8Array) => /^(?:\xef\xbb\xbf)?\s*BEGIN:VCARD/i.test(String.fromCharCode(...bytes.subarray(0, 64)));

export async function readContactsFile(file: File): Promise<FileRead> {
  const name = file.name;
  if (file.size === 0) return refused(t`${name} is empty.`);
  if (file.size > MAX_FILE_MB * 1024 * 1024) {
    const mb = Math.round(file.size / 1024 / 1024);
    return refused(t`${name} is ${mb} MB; Nudge reads files up to ${MAX_FILE_MB} MB. Export your contacts without photos, or in parts.`);
  }
  const bytes = new Uint8Array(await file.arrayBuffer());
  if (isBinary(bytes)) return refused(t`${name} isn't a text file. Choose a .vcf or .csv export of your contacts.`);
  if (!bytes.some((b) => b > 0x20)) return refused(t`${name} is empty.`);
  // UTF-16 is the one encoding the vCard reader doesn't take as bytes: ASCII isn't ASCII in it.
  const wide = isUtf16(bytes) ? decode(bytes) : null;
  if (/\.(vcf|vcard)$/i.test(file.name) || (wide === null ? startsAsVcard(bytes) : /^\uFEFF?\s*BEGIN:VCARD/i.test(wide))) {
    // The vCard reader takes the bytes: each value is decoded in its own charset (issue 39).
    const result = readVcards(wide ?? bytes);
    if (result.rows.length > MAX_PREVIEW) return refused(tooMany(file.name, result.rows.length));
    return { kind: "vcard", result };
  }
  const text = wide ?? decode(bytes);
  const table = readTable(text);
  if (table.headers.length < 2) return refused(t`${name} has no header row naming its columns. Export it again as a CSV with headers.`);
  if (table.records.length > MAX_PREVIEW) return refused(tooMany(file.name, table.records.length));
  return { kind: "csv", table };
}

function tooMany(name: string, count: number) {
  const counted = count.toLocaleString(intlLocale());
  const most = MAX_PREVIEW.toLocaleString(intlLocale());
  return t`${name} has ${counted} contacts; Nudge imports up to ${most} at a time. Split the file and import each part.`;
}
