// Phone numbers read in the person's region and shown one way everywhere (issue 21), for the
// Worker (what is stored) and the SPA (what is shown, the hint under a phone field).
// libphonenumber-js's core with its smallest ("min") metadata: reading, the possible lengths and
// formatting need no more.
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
 * made-up 555 numbers people use in examples still dial as typed. Null when it doesn't read, and
 * when reading it would lose something typed:
 * - an extension ("x102", ";ext=102"): E.164 has no place for one, so the number is kept as typed;
 * - a reading that reads differently a second time: libphonenumber takes a 0 after some country
 *   codes for a trunk prefix and drops it, so "+49000000" read as +4900000, and that as +490000;
 *   stored so, each save of the form (which shows and sends the stored number) dropped another 0.
 */
export function toE164(typed: string, region: string | null): string | null {
  const defaultCountry = region !== null && isPhoneRegion(region) ? region : undefined;
  const parsed = parsePhoneNumberFromString(typed.trim(), { defaultCountry, extract: false }, metadata);
  if (!parsed?.isPossible() || parsed.ext) return null;
  return readsAsItself(parsed.number) ? parsed.number : null;
}

const readsAsItself = (e164: string) => parsePhoneNumberFromString(e164, { extract: false }, metadata)?.number === e164;

/**
 * A stored number as every screen, email and feed shows it: E.164 in international format
 * ("+44 20 7946 0958"), whichever country it is in, so a number reads the same everywhere and on
 * every device; anything else (a number that didn't read, one with an extension) as it was typed.
 * The format always reads back as the same number: the edit form shows it and sends it back.
 */
export function formatPhone(stored: string): string {
  if (!stored.startsWith("+")) return stored;
  const parsed = parsePhoneNumberFromString(stored, { extract: false }, metadata);
  if (!parsed?.isPossible() || parsed.ext || parsed.number !== stored) return stored;
  const formatted = parsed.formatInternational();
  return toE164(formatted, null) === stored ? formatted : stored;
}
