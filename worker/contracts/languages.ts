// The languages Nudge speaks. Adding one is its catalogs (lingui extract writes them) plus its line
// here; docs/i18n.md says how.

export const LANGUAGES = {
  en: { name: "English", dir: "ltr" },
  es: { name: "Español", dir: "ltr" },
  "pt-BR": { name: "Português (Brasil)", dir: "ltr" },
  de: { name: "Deutsch", dir: "ltr" },
  fr: { name: "Français", dir: "ltr" },
  ar: { name: "العربية", dir: "rtl" },
} as const;

export type Language = keyof typeof LANGUAGES;
export const LANGUAGE_CODES = Object.keys(LANGUAGES) as [Language, ...Language[]];
export const SOURCE_LANGUAGE: Language = "en";
/** Accented and 40 % longer English: the fit tests' stand-in for the longest translation. Never offered. */
export const PSEUDO_LANGUAGE = "pseudo";

export const isLanguage = (value: unknown): value is Language => typeof value === "string" && Object.hasOwn(LANGUAGES, value);

/**
 * The best of `wanted` (most preferred first, as navigator.languages or a parsed Accept-Language)
 * that Nudge speaks: an exact tag, else the same language in another region ("pt-PT" → pt-BR,
 * "es-MX" → es), else English.
 */
export function bestLanguage(wanted: readonly string[]): Language {
  for (const tag of wanted) {
    const exact = LANGUAGE_CODES.find((code) => code.toLowerCase() === tag.toLowerCase());
    if (exact) return exact;
    const base = tag.split("-")[0]?.toLowerCase();
    const sameLanguage = LANGUAGE_CODES.find((code) => code.split("-")[0]?.toLowerCase() === base);
    if (sameLanguage) return sameLanguage;
  }
  return SOURCE_LANGUAGE;
}

/** An Accept-Language header's tags, most preferred first (q=0 dropped). */
export function acceptedLanguages(header: string | null | undefined): string[] {
  if (!header) return [];
  return header
    .split(",")
    .map((part, index) => {
      const [tag = "", ...params] = part.trim().split(";");
      const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
      return { tag: tag.trim(), q: q ? Number(q.slice(2)) : 1, index };
    })
    .filter((entry) => entry.tag && entry.tag !== "*" && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map((entry) => entry.tag);
}
