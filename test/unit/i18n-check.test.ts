// The i18n check's own rules (scripts/i18n): what it must catch, and what it must let through.
import { describe, expect, it } from "vitest";
import { placeholderMismatches, unknownFormats } from "../../scripts/i18n/placeholders";
import { untranslated } from "../../scripts/i18n/untranslated";

describe("the i18n check", () => {
  it("finds texts a person reads outside the catalogs, and passes those inside", () => {
    const source = `
      import { t } from "@lingui/core/macro";
      const early = t\`Made at load\`;
      export function Card({ name }) {
        toast({ title: "Saved" });
        fail(404, t\`Contact not found\`);
        return <div aria-label="Close dialog" className="flex gap-2"><Trans>Hello {name}</Trans><p>Plain words here</p></div>;
      }
      const schema = z.string().min(1, "Name is required");`;
    const found = untranslated("card.tsx", source).map((f) => f.text);
    expect(found.sort()).toEqual(["Close dialog", "Made at load", "Name is required", "Plain words here", "Saved"]);
  });

  it("finds a sentence wherever the code holds it, and lets through what a program reads", () => {
    const source = `
      import { t } from "@lingui/core/macro";
      const FALLBACK = "Please try again.";
      const DESTINATIONS = [["/pricing", "Continue to Pricing"]];
      export const notice = (wait) => \`Too many requests. Please wait \${wait} and try again.\`;
      export function explain(host) {
        console.error("Stripe request failed for this account", host);
        if (!host) throw new Error("The host is missing from the request");
        const ok = t\`Couldn't reach \${host}. Check the address.\`;
        // Not translated: the product identifier calendar programs read.
        const id = "PRODID:-//Nudge//Keep in touch//EN";
        const sql = "SELECT count(*) FROM limit_hits WHERE key = ?";
        return <p className="flex items-center gap-2 text-sm">{ok}</p>;
      }`;
    const found = untranslated("explain.tsx", source).map((f) => f.text);
    expect(found.sort()).toEqual(["Continue to Pricing", "Please try again.", "Too many requests. Please wait {} and try again."]);
  });

  it("finds a translation that drops or renames a placeholder or a tag", () => {
    const english = "Hi {name}, read the <0>guide</0>";
    expect(placeholderMismatches(english, { es: "Hola {name}, lee la <0>guía</0>" })).toEqual([]);
    expect(
      placeholderMismatches(english, { de: "Hallo {nom}, lies die <0>Anleitung</0>", fr: "Bonjour {name}, lisez le guide" }).map(
        (m) => m.locale,
      ),
    ).toEqual(["de", "fr"]);
    // Plural forms differ per language; the count they interpolate must not.
    const count = "{count, plural, one {# contact} other {# contacts}}";
    expect(
      placeholderMismatches(count, {
        ar: "{count, plural, zero {لا أحد} one {# جهة} two {جهتان} few {# جهات} many {# جهة} other {# جهة}}",
      }),
    ).toEqual([]);
  });

  it("finds literal braces ICU would read as a placeholder with a format it doesn't have", () => {
    expect(unknownFormats("quietHours must be { start, end } or null")).toEqual(["{start, end}"]);
    expect(unknownFormats("quietHours must be {0} or null")).toEqual([]);
    expect(unknownFormats("{count, plural, one {# note} other {# notes}}")).toEqual([]);
  });
});
