// Every language's Worker catalog, compiled at build time by the Lingui Vite plugin (all of them:
// one Worker answers everyone). One i18n per language, made on first use and kept: nothing on it
// changes per request, so requests share it.
import { type I18n, setupI18n } from "@lingui/core";
import type { Language } from "../contracts/languages";
import { messages as ar } from "../locales/ar.po";
import { messages as de } from "../locales/de.po";
import { messages as en } from "../locales/en.po";
import { messages as es } from "../locales/es.po";
import { messages as fr } from "../locales/fr.po";
import { messages as ptBR } from "../locales/pt-BR.po";

const CATALOGS: Record<Language, I18n["messages"]> = { en, es, "pt-BR": ptBR, de, fr, ar };

const made = new Map<Language, I18n>();

/** Lingui's i18n for a language: `i18nFor(lang)._(msg\`…\`)` writes a text in it. */
export function i18nFor(language: Language): I18n {
  let i18n = made.get(language);
  if (!i18n) {
    i18n = setupI18n({ locale: language, messages: { [language]: CATALOGS[language] } });
    made.set(language, i18n);
  }
  return i18n;
}
