// What the pseudo-locale shows for an English message: Lingui's own pseudo-localization with the
// project's options (lingui.config.ts), the function the build applies to the pseudo catalog. The
// fit tests find buttons and dialogs by these names. Lingui does not export it from its package,
// so it is loaded by its file.
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
import config from "../../lingui.config";
import { PSEUDO_LANGUAGE } from "../../worker/contracts/languages";

type Pseudolocalize = (message: string, options?: object) => string;
const file = pathToFileURL(resolve("node_modules/@lingui/cli/dist/api/pseudoLocalize.js")).href;
const { default: pseudolocalize } = (await import(file)) as { default: Pseudolocalize };
const options = [config.pseudoLocale]
  .flat()
  .find((p): p is object & { locale: string } => typeof p === "object" && p.locale === PSEUDO_LANGUAGE);

/** The pseudo-locale's text for `english`, placeholders filled from `values`, as a page shows it. */
export const pseudo = (english: string, values: Record<string, string> = {}) =>
  pseudolocalize(english, options)
    .replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole)
    .trim();
