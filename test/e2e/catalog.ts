// A language's words as its catalogs have them, for the tests that use the app in that language:
// `words("Create Account")` is what the Spanish page must show where the English one says "Create
// Account", read from the same .po files the build compiles. A message with no translation fails
// the test that asks for it: the page would show English there.
import { readFileSync } from "node:fs";
import { parsePoFile } from "@lingui/format-po";

export type Words = (english: string, values?: Record<string, string>) => string;

function translations(path: string) {
  const found = new Map<string, string>();
  for (const item of parsePoFile(readFileSync(path, "utf8")).items) {
    if (item.msgid && item.msgstr[0]) found.set(item.msgid, item.msgstr[0]);
  }
  return found;
}

/** The app's (src) and the Worker's words in `language`, placeholders filled from `values`. */
export function catalog(language: string): Words {
  const app = translations(`src/locales/${language}.po`);
  const worker = translations(`worker/locales/${language}.po`);
  return (english, values = {}) => {
    const translated = app.get(english) ?? worker.get(english);
    if (!translated) throw new Error(`"${english}" has no ${language} translation`);
    return translated.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
  };
}
