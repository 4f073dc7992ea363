// Where the app hands a language to Intl (dates, numbers, lists): the same locale in the browser and
// the Worker, so a date or a list reads the same on the page, in a push and in a mail.
import { PSEUDO_LANGUAGE, SOURCE_LANGUAGE } from "./languages";

const isEnglish = (language: string | undefined) => !language || language === SOURCE_LANGUAGE || language === PSEUDO_LANGUAGE;

/** The locale Intl writes a language's dates and numbers in: English as en-US, the spec's "November 28, 2026" (the pseudo-locale too). */
export const intlLocaleOf = (language: string | undefined) => (isEnglish(language) ? "en-US" : language!);

/**
 * Items joined as the language joins a list: "Ana, Ben and Cara", "Ana, Ben y Cara", "Ana وBen".
 * English without the serial comma, as the app has always written it (CLDR's en-GB).
 */
export const andList = (items: string[], language: string | undefined) =>
  new Intl.ListFormat(isEnglish(language) ? "en-GB" : language, { type: "conjunction" }).format(items);
