// Every time zone this browser knows, labelled with its current UTC offset ("Asia/Tokyo (GMT+9)").
import { deviceTimeZone } from "@/lib/local-time";

export type ZoneOption = { value: string; label: string };

const offsetOf = (timeZone: string, at: Date) =>
  new Intl.DateTimeFormat("en-US", { timeZone, timeZoneName: "shortOffset" }).formatToParts(at).find((p) => p.type === "timeZoneName")
    ?.value ?? "";

/** The zones to choose from, always including UTC, the device's own and the one saved. */
export function timeZoneOptions(saved: string, now = new Date()): ZoneOption[] {
  const names = new Set(["UTC", ...Intl.supportedValuesOf("timeZone"), deviceTimeZone(), saved]);
  return [...names].sort().map((value) => ({ value, label: `${value.replaceAll("_", " ")} (${offsetOf(value, now)})` }));
}
