// The region a person's phone numbers are read in (issue 21): the one they chose in Account, else
// the country of their time zone. Server-side only: the table is the whole tz database's, more
// than the SPA should download for one answer, so it gets the answer in the account settings.
import { isPhoneRegion } from "../contracts/phone-numbers";
import { ZONES_BY_REGION } from "./zone-regions";

const REGION_OF_ZONE = new Map(
  Object.entries(ZONES_BY_REGION)
    .filter(([region]) => isPhoneRegion(region))
    .flatMap(([region, zones]) => zones.split(" ").map((zone) => [zone, region] as const)),
);

/** The country a time zone is in ("Europe/London" → "GB"); null for zones of no country (UTC, Etc/GMT+5). */
export const regionOfZone = (timeZone: string | null) => (timeZone === null ? null : (REGION_OF_ZONE.get(timeZone) ?? null));

/** The region numbers are read in: the chosen one, else the time zone's, else none (only numbers with their +country code read). */
export const phoneRegionOf = (row: { phoneRegion: string | null; timeZone: string | null }) =>
  row.phoneRegion ?? regionOfZone(row.timeZone);
