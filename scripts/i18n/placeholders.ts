// Every translation must carry the same placeholders ({name}, {count, plural, …}) and the same
// element tags (<0>…</0>) as its English: a missing {name} drops a person's name from a sentence,
// an extra one shows as "{name}", a lost tag loses a link.
import { compileMessage } from "@lingui/message-utils/compileMessage";

// A compiled message is a list of parts: text, [name], or [name, "plural" | "select" | …, {case: parts}].
type Part = string | [string, string?, Record<string, Parts | string | number | null>?];
type Parts = Part[] | string;

/** The names a compiled message interpolates, plus its tags, sorted: the message's shape. */
function shape(message: string): string[] {
  const names = new Set<string>();
  const walk = (parts: Parts): void => {
    for (const part of typeof parts === "string" ? [parts] : parts) {
      if (typeof part === "string") {
        for (const tag of part.matchAll(/<\/?(\d+)\/?>/g)) names.add(`<${tag[1]}>`);
        continue;
      }
      names.add(`{${part[0]}}`);
      for (const choice of Object.values(part[2] ?? {})) if (choice !== null && typeof choice === "object") walk(choice);
      for (const choice of Object.values(part[2] ?? {})) if (typeof choice === "string") walk(choice);
    }
  };
  walk(compileMessage(message) as Parts);
  return [...names].sort();
}

const FORMATS = new Set(["plural", "select", "selectordinal", "number", "date", "time"]);

/** Placeholders whose format ICU doesn't have ("{ start, end }" reads as {start} formatted as "end"): they fail when shown. */
export function unknownFormats(message: string): string[] {
  const odd: string[] = [];
  const walk = (parts: Parts): void => {
    for (const part of typeof parts === "string" ? [parts] : parts) {
      if (typeof part === "string") continue;
      if (part[1] !== undefined && !FORMATS.has(part[1])) odd.push(`{${part[0]}, ${part[1]}}`);
      for (const choice of Object.values(part[2] ?? {})) if (choice !== null && typeof choice === "object") walk(choice);
    }
  };
  walk(compileMessage(message) as Parts);
  return odd;
}

export type Mismatch = { id: string; locale: string; english: string[]; translated: string[] };

/** The translations whose placeholders or tags differ from the English message's. */
export function placeholderMismatches(source: string, translations: Record<string, string>): Omit<Mismatch, "id">[] {
  const english = shape(source);
  return Object.entries(translations)
    .filter(([, text]) => text)
    .map(([locale, text]) => ({ locale, english, translated: shape(text) }))
    .filter((m) => m.english.join() !== m.translated.join());
}
