// Phone numbers in the SPA (issue 21): reading and formatting them is @contracts/phone-numbers,
// imported where it is used.

/** A region's name as people say it ("GB" → "United Kingdom"); the code itself where the browser has no name. */
export function regionName(region: string) {
  try {
    return new Intl.DisplayNames(["en"], { type: "region" }).of(region) ?? region;
  } catch {
    return region;
  }
}
