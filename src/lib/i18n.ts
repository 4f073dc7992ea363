// The language the app is shown in: the one chosen on this device, else the browser's best match
// (navigator.languages), until the account's own takes over once signed in (use-account-language.ts).
// Only the shown language's catalog is downloaded: each is its own chunk, imported when chosen.
import { i18n } from "@lingui/core";
import { bestLanguage, isLanguage, LANGUAGES, type Language, PSEUDO_LANGUAGE } from "@contracts/languages";

export type ShownLanguage = Language | typeof PSEUDO_LANGUAGE;

const STORAGE_KEY = "language";

const isShown = (value: unknown): value is ShownLanguage => isLanguage(value) || value === PSEUDO_LANGUAGE;

function stored(): string | null {
  try {
    return localStorage.getItem(STORAGE_KEY);
  } catch {
    return null;
  }
}

/** What this device shows before anyone signs in: its saved choice, else its browser's languages. */
export function deviceLanguage(): ShownLanguage {
  const saved = stored();
  if (isShown(saved)) return saved;
  return bestLanguage(navigator.languages?.length ? navigator.languages : [navigator.language]);
}

/** The language shown now (the Worker is told it with every request, as Accept-Language). */
export const shownLanguage = (): ShownLanguage => (isShown(i18n.locale) ? i18n.locale : "en");

/** Loads a language's catalog and shows it; <html lang dir> follow, and every mounted text re-renders. */
export async function showLanguage(language: ShownLanguage) {
  if (i18n.locale === language) return;
  const { messages } = await import(`../locales/${language}.po`);
  i18n.loadAndActivate({ locale: language, messages });
  const root = document.documentElement;
  root.lang = language === PSEUDO_LANGUAGE ? "en-XA" : language;
  root.dir = language === PSEUDO_LANGUAGE ? "ltr" : LANGUAGES[language].dir;
}

/** Shows a language and keeps it as this device's choice (for when no one is signed in). */
export function keepLanguage(language: ShownLanguage) {
  try {
    localStorage.setItem(STORAGE_KEY, language);
  } catch {
    // Private mode without storage: the choice lasts this visit.
  }
  return showLanguage(language);
}
