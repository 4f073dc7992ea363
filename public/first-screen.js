// Runs before the page is drawn (index.html's first script). The theme: mirrors src/lib/theme.tsx,
// so the first paint already has it (no flash). The first screen: a visitor opening the landing
// page sees it as the build rendered it into index.html; anyone else (.app-page), the loading
// screen until the app has their page (src/index.css shows one of the two). The language: the
// landing page was rendered in English, so a visitor shown another language (src/lib/i18n.ts
// picks it the same way) waits for the app's own page instead, and <html lang dir> are right from
// the first paint.
(() => {
  try {
    const choice = localStorage.getItem("nudge-theme") || "system";
    const root = document.documentElement;
    const dark = choice === "dark" || (choice === "system" && matchMedia("(prefers-color-scheme: dark)").matches);
    root.classList.add(choice === "system" ? "system" : choice);
    if (dark) root.classList.add("dark");
    const language = shownLanguage();
    root.lang = language === "pseudo" ? "en-XA" : language;
    if (language === "ar") root.dir = "rtl";
    if (location.pathname !== "/" || localStorage.getItem("auth_token") !== null || language !== "en") root.classList.add("app-page");
  } catch {}
})();

/** The device's chosen language, else the browser's best match: worker/contracts/languages.ts's LANGUAGES and bestLanguage. */
function shownLanguage() {
  const LANGUAGES = ["en", "es", "pt-BR", "de", "fr", "ar"];
  const saved = localStorage.getItem("language");
  if (saved && (LANGUAGES.includes(saved) || saved === "pseudo")) return saved;
  for (const tag of navigator.languages?.length ? navigator.languages : [navigator.language]) {
    const exact = LANGUAGES.find((code) => code.toLowerCase() === tag.toLowerCase());
    const sameLanguage = LANGUAGES.find((code) => code.split("-")[0] === tag.split("-")[0].toLowerCase());
    if (exact || sameLanguage) return exact || sameLanguage;
  }
  return "en";
}
