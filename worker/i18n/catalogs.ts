/// <reference types="vite/client" />
// Every language's Worker catalog, compiled at build time by the Lingui Vite plugin (all of them:
// one Worker answers everyone). One i18n per language, made on first use and kept: nothing on it
// changes per request, so requests share it.
import { type I18n, type Messages, setupI18n } from "@lingui/core";
import { LANGUAGE_CODES, type Language } from "../contracts/languages";

// Every worker/locales/<code>.po, so a new language needs no line here.
const compiled = import.meta.glob<Messages>("../locales/*.po", { eager: true, import: "messages" });
const catalogOf = (language: Language) => compiled[`../locales/${language}.po`] ?? {};

const made = new Map<Language, I18n>();

/** Lingui's i18n for a language: `i18nFor(lang)._(msg\`…\`)` writes a text in it. */
export function i18nFor(language: Language): I18n {
  let i18n = made.get(language);
  if (!i18n) {
    i18n = setupI18n({ locale: language, messages: { [language]: catalogOf(language) } });
    made.set(language, i18n);
  }
  return i18n;
}

/** The languages whose catalog the Worker has: all of LANGUAGES (worker/i18n tests check). */
export const catalogued = () => LANGUAGE_CODES.filter((code) => `../locales/${code}.po` in compiled);
