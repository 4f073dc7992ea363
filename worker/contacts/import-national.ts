// A number written without its country code that couldn't be read as international (issue 38):
// the person has no region, or it isn't a number of theirs. An import still finds the contact it
// belongs to by reading it in the countries of the numbers at hand, so "(555) 010-2030" is the
// "+1 555 010 2030" they have, and "020 7946 0958" the "+44 20 7946 0958" (the trunk 0 read as
// that country reads it). Only numbers already there can match, so reading in several countries
// finds nobody who isn't.
import { getCountries, getCountryCallingCode, parsePhoneNumberFromString } from "libphonenumber-js/core";
import metadata from "libphonenumber-js/min/metadata";
import { phoneKey } from "../contracts/contacts";

const CALLING_CODES = new Set(getCountries(metadata).map((region) => getCountryCallingCode(region, metadata) as string));

/**
 * The country calling codes ("1", "44") of the numbers among these stored in E.164. Read off the
 * digits without parsing (an address book holds thousands): no code is the start of another.
 */
export function callingCodesOf(phones: (string | null)[]): string[] {
  const codes = new Set<string>();
  for (const phone of phones) {
    if (!phone?.startsWith("+")) continue;
    const code = [1, 2, 3].map((length) => phone.slice(1, 1 + length)).find((start) => CALLING_CODES.has(start));
    if (code) codes.add(code);
  }
  return [...codes];
}

/** The keys (phoneKey) of a number without its country code read in each of these countries; none for an international one. */
export function nationalKeys(phone: string | null, codes: string[]): string[] {
  if (!phone || phone.trim().startsWith("+")) return [];
  return codes.flatMap((code) => {
    const parsed = parsePhoneNumberFromString(phone, { defaultCallingCode: code, extract: false }, metadata);
    const key = parsed?.isPossible() ? phoneKey(parsed.number) : null;
    return key ? [key] : [];
  });
}
