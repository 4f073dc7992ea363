// npm test's "i18n" stage: every text a person reads goes through the catalogs, the catalogs
// hold exactly the messages the code has (none missing, none unused), every language translates
// every message, and each translation keeps its English's placeholders and tags.
import { execFileSync } from "node:child_process";
import { relative } from "node:path";
import { getConfig } from "@lingui/conf";
import { getCatalogs } from "@lingui/cli/api";
import { PSEUDO_LANGUAGE, SOURCE_LANGUAGE } from "../../worker/contracts/languages.ts";
import { placeholderMismatches, unknownFormats } from "./placeholders.ts";
import { untranslated } from "./untranslated.ts";

// Where a person's texts are written: the app, and the Worker's refusals, mail, pushes and pages.
const SCANNED = ["src", "worker"];
// Not read by a person, or not yet in a catalog (each with its reason).
const EXEMPT = [
  /\.test\.tsx?$/,
  /^src\/route-tree\.gen\.ts$/,
  // Strings that are data, not texts: column names and the CSV header a file must have.
  /^worker\/contracts\/contact-file\//,
  // The models' instructions: written for a model, in English, whatever the person's language.
  /^worker\/ai\/prompt\.ts$/,
  /^worker\/drafts\/prompt\.ts$/,
  // Time zones and the countries they are in: data.
  /^worker\/contacts\/zone-regions\.ts$/,
  // The built-in composer's starter messages: they are drafts of what a person sends, not app
  // texts, and are English for now (each language needs its own set, not a translation).
  /^worker\/drafts\/composer\.ts$/,
  // Why a model's drafts were refused (logged), and the facts' labels a model is given and a
  // draft cites: English for now, as the drafts evaluation runs these files in Node, without
  // Lingui's macros.
  /^worker\/drafts\/(check|facts)\.ts$/,
];

const failures: string[] = [];

const files = execFileSync("git", ["ls-files", "--cached", "--others", "--exclude-standard", ...SCANNED], { encoding: "utf8" })
  .split("\n")
  .filter((f) => /\.tsx?$/.test(f) && !f.endsWith(".d.ts") && !EXEMPT.some((re) => re.test(f)));
const found = files.flatMap((file) => untranslated(file));
for (const f of found) failures.push(`${f.file}:${f.line}  ${JSON.stringify(f.text)}  (${f.why})`);
console.log(`texts outside the catalogs: ${found.length} in ${files.length} files`);

const lingui = (...args: string[]) => {
  try {
    execFileSync("npx", ["lingui", ...args, "--workers", "1"], { encoding: "utf8", stdio: "pipe" });
    return null;
  } catch (error) {
    return String((error as { stdout?: string }).stdout ?? error);
  }
};
const translated = (getConfig().locales as string[]).filter((l) => l !== SOURCE_LANGUAGE && l !== PSEUDO_LANGUAGE);
const sync = lingui("check", "sync", "--clean");
if (sync) failures.push(`catalogs differ from the code's messages (run npm run i18n:extract):\n${sync}`);

let mismatched = 0;
const unfilled = new Map<string, number>();
for (const catalog of await getCatalogs(getConfig())) {
  const all = (await catalog.readAll()) as Record<string, Record<string, { message?: string; translation?: string }>>;
  const source = all[SOURCE_LANGUAGE] ?? {};
  for (const [id, entry] of Object.entries(source)) {
    const english = entry.message ?? entry.translation ?? id;
    // A literal brace is read as a placeholder: put such text in as a value (t`must be ${"{ a, b }"}`).
    const odd = unknownFormats(english);
    if (odd.length) failures.push(`${catalog.path}: ${JSON.stringify(english)} has ${odd.join(" ")}, which ICU cannot format`);
    const translations = Object.fromEntries(translated.map((l) => [l, all[l]?.[id]?.translation ?? ""]));
    for (const [locale, text] of Object.entries(translations)) {
      const key = relative(process.cwd(), catalog.path.replace("{locale}", locale));
      if (!text) unfilled.set(key, (unfilled.get(key) ?? 0) + 1);
    }
    for (const m of placeholderMismatches(english, translations)) {
      mismatched++;
      failures.push(
        `${catalog.path.replace("{locale}", m.locale)}: ${JSON.stringify(english)} has ${m.english.join(" ") || "no placeholders"}, the ${m.locale} has ${m.translated.join(" ") || "none"}`,
      );
    }
  }
}
console.log(`translations whose placeholders differ: ${mismatched}`);
const missing = [...unfilled].map(([path, count]) => `${path}.po: ${count} untranslated`);
console.log(`untranslated messages: ${missing.length ? `\n  ${missing.join("\n  ")}` : "none"}`);
if (missing.length) failures.push(`messages without a translation:\n  ${missing.join("\n  ")}`);

if (failures.length) {
  console.error(failures.join("\n"));
  console.error(`\ni18n check failed: ${failures.length} problem(s). docs/i18n.md says how to add and translate a message.`);
  process.exit(1);
}
console.log("i18n check passed");
