// A property's value bytes as text: quoted-printable undone (vCard 2.1, and 3.0 files written by
// 2.1 habits), then decoded in the charset the property declares (CHARSET=SHIFT_JIS,
// CHARSET=UTF-8), else in the card's: UTF-8 when every undeclared value of the card is UTF-8,
// else Windows-1252 (older Outlook and phones wrote their own code page and said nothing). The
// fallback is per card, never per file: one card in a code page leaves the others UTF-8.
import type { ContentLine } from "./vcard-lines";

const HEX = /^[0-9A-Fa-f]{2}$/;

function unQuotedPrintable(value: Uint8Array): Uint8Array {
  const out = new Uint8Array(value.length);
  let n = 0;
  for (let i = 0; i < value.length; i++) {
    const hex = value[i] === 0x3d ? String.fromCharCode(value[i + 1] ?? 0, value[i + 2] ?? 0) : "";
    if (HEX.test(hex)) {
      out[n++] = Number.parseInt(hex, 16);
      i += 2;
    } else out[n++] = value[i]!;
  }
  return out.subarray(0, n);
}

const isQuotedPrintable = (line: ContentLine) => line.params.get("ENCODING")?.some((e) => /^QUOTED-PRINTABLE$/i.test(e)) ?? false;

/** The decoder for a declared charset, or null when none is declared or it isn't one we know. */
function declared(line: ContentLine): TextDecoder | null {
  const charset = line.params.get("CHARSET")?.[0];
  if (!charset) return null;
  try {
    return new TextDecoder(charset.toLowerCase());
  } catch {
    return null;
  }
}

const utf8 = new TextDecoder("utf-8", { fatal: true, ignoreBOM: false });
const windows1252 = new TextDecoder("windows-1252");

/** The card's values as text, in its lines' order. */
export function decodeCard(lines: ContentLine[]): string[] {
  const bytes = lines.map((line) => (isQuotedPrintable(line) ? unQuotedPrintable(line.value) : line.value));
  const decoders = lines.map(declared);
  let fallback: TextDecoder = utf8;
  const texts: (string | null)[] = bytes.map((b, i) => {
    if (decoders[i]) return decoders[i]!.decode(b);
    try {
      return utf8.decode(b);
    } catch {
      fallback = windows1252;
      return null;
    }
  });
  if (fallback === utf8) return texts as string[];
  return bytes.map((b, i) => (decoders[i] ? texts[i]! : windows1252.decode(b)));
}
