// public/first-screen.js picks the shown language before any module loads, so it repeats
// bestLanguage in plain script: the two must agree on every browser, or the first paint would be
// in one language and the app in another.
import { readFileSync } from "node:fs";
import { runInNewContext } from "node:vm";
import { describe, expect, it } from "vitest";
import { bestLanguage, LANGUAGE_CODES } from "../../worker/contracts/languages";

const script = readFileSync("public/first-screen.js", "utf8");

function firstScreen({ languages, saved = null, path = "/" }: { languages: string[]; saved?: string | null; path?: string }) {
  const classes = new Set<string>();
  const root = { lang: "en", dir: "", classList: { add: (c: string) => classes.add(c) } };
  const storage: Record<string, string | null> = { language: saved, "nudge-theme": null, auth_token: null };
  runInNewContext(script, {
    localStorage: { getItem: (key: string) => storage[key] ?? null },
    document: { documentElement: root },
    navigator: { languages, language: languages[0] },
    location: { pathname: path },
    matchMedia: () => ({ matches: false }),
  });
  return { lang: root.lang, dir: root.dir, landing: !classes.has("app-page") };
}

describe("the first paint's language", () => {
  it("knows every language the app speaks", () => {
    for (const code of LANGUAGE_CODES) expect(firstScreen({ languages: [code] }).lang).toBe(code);
  });

  const browsers = [["es-MX", "en"], ["pt-PT"], ["nl", "de-CH"], ["ar-EG"], ["en-GB", "fr"], ["ja"], ["fr-CA", "es"]];
  it.each(browsers)("is the app's choice for %s", (...languages) => {
    expect(firstScreen({ languages }).lang).toBe(bestLanguage(languages));
  });

  it("is right to left in Arabic, and keeps the English landing page for English only", () => {
    expect(firstScreen({ languages: ["ar"] })).toEqual({ lang: "ar", dir: "rtl", landing: false });
    expect(firstScreen({ languages: ["en-US"] })).toEqual({ lang: "en", dir: "", landing: true });
    expect(firstScreen({ languages: ["de"] }).landing).toBe(false);
  });

  it("follows the language chosen on this device over the browser's", () => {
    expect(firstScreen({ languages: ["en-US"], saved: "fr" }).lang).toBe("fr");
    expect(firstScreen({ languages: ["fr"], saved: "en" })).toEqual({ lang: "en", dir: "", landing: true });
    expect(firstScreen({ languages: ["en"], saved: "klingon" }).lang).toBe("en");
  });
});
