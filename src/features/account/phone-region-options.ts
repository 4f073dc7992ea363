// The phone regions to choose from (issue 21), by name with their country code, and the first
// choice: following the time zone, as a person who never chose does.
import { t } from "@lingui/core/macro";
import { phoneRegions } from "@contracts/phone-numbers";
import { regionName } from "@/lib/phone-numbers";
import type { ZoneOption } from "./time-zone-options";

/** The option that follows the time zone (the API's phoneRegion null). */
export const FROM_TIME_ZONE = "time-zone";

/** `following`: the region the time zone gives (null: none), when the person follows it; undefined when they chose one. */
export function phoneRegionOptions(following: string | null | undefined): ZoneOption[] {
  const regions = phoneRegions()
    .map(({ region, callingCode }) => ({ value: region, label: `${regionName(region)} (+${callingCode})` }))
    .sort((a, b) => a.label.localeCompare(b.label));
  const region = following ? regionName(following) : null;
  const follow =
    following === undefined
      ? t`Same as my time zone`
      : region
        ? t`Same as my time zone (${region})`
        : t`Same as my time zone (none: numbers need their + code)`;
  return [{ value: FROM_TIME_ZONE, label: follow }, ...regions];
}
