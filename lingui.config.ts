// Lingui: messages are written in English in the code (the t/msg macros and <Trans>), `lingui
// extract` gathers them into one catalog per language and side, and the Vite plugin compiles the
// catalog a page or the Worker imports. docs/i18n.md has the workflow.
import { defineConfig } from "@lingui/conf";
import { formatter } from "@lingui/format-po";
import { LANGUAGE_CODES, PSEUDO_LANGUAGE, SOURCE_LANGUAGE } from "./worker/contracts/languages";

export default defineConfig({
  sourceLocale: SOURCE_LANGUAGE,
  locales: [...LANGUAGE_CODES, PSEUDO_LANGUAGE],
  // 40 % longer, padded with en spaces: as wide as a letter and a place a line may break, as a
  // translation's spaces are (plain spaces would collapse and add nothing).
  pseudoLocale: { locale: PSEUDO_LANGUAGE, extend: 0.4, extendCharacter: "\u2002" },
  fallbackLocales: { default: SOURCE_LANGUAGE },
  catalogs: [
    // What the browser shows: the app, and the contracts' validation messages it shares.
    { path: "<rootDir>/src/locales/{locale}", include: ["<rootDir>/src", "<rootDir>/worker/contracts"] },
    // What the Worker writes: API errors, mail, push, pages, the calendar feed, the support agent.
    { path: "<rootDir>/worker/locales/{locale}", include: ["<rootDir>/worker"] },
  ],
  // Every macro's runtime i18n goes through one object that the Worker points at the request's
  // language (worker/i18n/active.ts); in the browser it is Lingui's own.
  runtimeConfigModule: { i18n: ["#i18n", "i18n"] },
  format: formatter({ lineNumbers: false }),
  orderBy: "message",
});
