// Phone numbers read in the person's region and shown one way everywhere (issue 21), for the
// Worker (what is stored) and the SPA (what is shown, the hint under a phone field).
// libphonenumber-js's core with its smallest ("min") metadata: reading, the possible lengths and
// formatting need no more. It is ~30 KB gzipped, so the SPA never imports this module into a
// first paint: src/lib/phone-format.ts loads it after that.
import {
  getCountries,
  getCountryCallingCode,
  isSupportedCountry,
  parsePhoneNumberFromString,
  type CountryCode,
} from "libphonenumber-js/core";
import metadata from "libphonenumber-js/min/metadata";

/** An ISO 3166 alpha-2 code the phone metadata knows ("GB", "US"). */
export const isPhoneRegion = (code: string): code is CountryCode =>
  /^[A-Z]{2}$/.test(code) && isSupportedCountry(code as CountryCode, metadata);

/** Every region numbers can be read in, with its country calling code ("44" for GB). */
export const phoneRegions = () =>
  getCountries(metadata).map((region) => ({ region, callingCode: getCountryCallingCode(region, metadata) }));

/**
 * The number in E.164 ("+442079460958") when the text reads as one: written with its country code,
 * or without it in `region`. "Reads as one" is a length that country's numbers can have, not a
 * range assigned today: new ranges open faster than any copy of the metadata is updated, and the
 * made-up 555 numbers people use in examples still dial as typed. Null when it doesn't read.
 */
export function toE164(typed: string, region: string | null): string | null {
  const defaultCountry = region !== null && isPhoneRegion(region) ? region : undefined;
  const parsed = parsePhoneNumberFromString(typed.trim(), { defaultCountry, extract: false }, metadata);
  return parsed?.isPossible() ? parsed.number : null;
}

/**
 * A stored number as every screen, email and feed shows it: E.164 in international format
 * ("+44 20 7946 0958"), whichever country it is in, so a number reads the same everywhere and on
 * every device; anything else (a number that didn't read) as it was typed.
 */
export function formatPhone(stored: string): string {
  if (!stored.startsWith("+")) return stored;
  const parsed = parsePhoneNumberFromString(stored, { extract: false }, metadata);
  return parsed?.isPossible() ? parsed.formatInternational() : stored;
}
