// Values as each vCard version writes them. 3.0 and 4.0 escape TEXT (RFC 2426 §4, RFC 6350
// §3.4: \\ \, \; \n \N), and each value is unescaped exactly once, here. vCard 2.1 has no
// escapes but "\;" inside a structured value (N, ADR, ORG): a 2.1 NOTE or FN is taken as written,
// commas and backslashes included.

export type Version = "2.1" | "3.0" | "4.0";

const lineBreaks = (text: string) => text.replace(/\r\n|\r/g, "\n");

/** RFC 6350 §3.4's escapes undone; a backslash before anything else stays as written. */
const unescapeText = (text: string) => text.replace(/\\([\\,;nN])/g, (_, c: string) => (c === "n" || c === "N" ? "\n" : c));

/** The parts between unescaped separators, each still escaped. */
function split(text: string, separator: ";" | ","): string[] {
  const parts: string[] = [];
  let from = 0;
  for (let i = 0; i < text.length; i++) {
    if (text[i] === "\\") i++;
    else if (text[i] === separator) {
      parts.push(text.slice(from, i));
      from = i + 1;
    }
  }
  parts.push(text.slice(from));
  return parts;
}

/** One TEXT value (FN, NOTE, TITLE, EMAIL): never split, whatever commas it holds. */
export const textValue = (text: string, version: Version) => lineBreaks(version === "2.1" ? text : unescapeText(text));

/** A structured value's components (N, ADR, ORG), split at unescaped ";" only. */
export const components = (text: string, version: Version) =>
  split(text, ";").map((part) => lineBreaks(version === "2.1" ? part.replace(/\\;/g, ";") : unescapeText(part)));

/** A list value's items (CATEGORIES, NICKNAME), split at unescaped ",". */
export const listItems = (text: string, version: Version) =>
  version === "2.1" ? text.split(",") : split(text, ",").map((part) => lineBreaks(unescapeText(part)));

/**
 * A TEL value as a number a person reads: vCard 4's "tel:+1-418-656-9254;ext=102" is
 * "+1-418-656-9254 ext. 102" (the extension kept, written as phone libraries read it).
 */
export function phoneValue(text: string): string {
  const value = text.trim();
  if (!/^tel:/i.test(value)) return value;
  const [number = "", ...params] = value.slice(4).split(";");
  const ext = params.map((p) => /^ext=(.+)$/i.exec(p)?.[1]).find(Boolean);
  return ext ? `${number} ext. ${ext}` : number;
}
