// The feed's VTIMEZONEs, read by ical.js (an independent RFC 5545 reader), must give the offset
// the runtime's time zone data gives, at every moment from the first year on and for years past
// the last one written out: zones with yearly rules north and south, a half-hour change, none at all.
import ICAL from "ical.js";
import { afterEach, describe, expect, it } from "vitest";
import { atLocalTime } from "../../worker/contracts/time-zone";
import { vtimezone } from "../../worker/calendar/vtimezone";

const ZONES = ["Europe/Berlin", "America/New_York", "Australia/Sydney", "Australia/Lord_Howe", "America/Santiago", "Asia/Tokyo", "UTC"];

/** The moment ical.js places a wall-clock time in the zone the VTIMEZONE defines, as an event's DTSTART;TZID is read. */
const zoneOf = (lines: string[]) => new ICAL.Timezone(new ICAL.Component(ICAL.parse(`${lines.join("\r\n")}\r\n`)));
function readAt(zone: ICAL.Timezone, [year, month, day, hour]: number[]): number {
  return new ICAL.Time({ year, month, day, hour, minute: 0, second: 0, isDate: false }, zone).toJSDate().getTime();
}

afterEach(() => ICAL.TimezoneService.reset());

describe("vtimezone", () => {
  // Noon and 20:00 every few days: clear of the hours a change skips or repeats. ical.js expands
  // zone rules up to 2037 only (its own limit), so that is where the check ends.
  it.each(ZONES)("%s: from 2024 to 2037, a time of day falls on the runtime's moment", (timeZone) => {
    const lines = vtimezone(timeZone, 2024, 2027);
    const zone = zoneOf(lines);
    expect(lines[0]).toBe("BEGIN:VTIMEZONE");
    expect(lines[1]).toBe(`TZID:${timeZone}`);
    for (let day = Date.UTC(2024, 0, 1); day < Date.UTC(2038, 0, 1); day += 3 * 86_400_000) {
      const d = new Date(day);
      for (const hour of [12, 20]) {
        const wall = [d.getUTCFullYear(), d.getUTCMonth() + 1, d.getUTCDate(), hour];
        expect(readAt(zone, wall), `${timeZone} ${wall.join("-")}`).toBe(atLocalTime(wall[0]!, wall[1]!, wall[2]!, hour, 0, timeZone));
      }
    }
  });

  it("writes a zone that keeps a yearly rule as two observances with RRULEs after the years spelled out", () => {
    const lines = vtimezone("Europe/Berlin", 2026, 2026);
    expect(lines.filter((l) => l.startsWith("RRULE:"))).toEqual([
      "RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU",
      "RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU",
    ]);
    expect(lines).toContain("DTSTART:20260329T020000");
    expect(lines).toContain("TZOFFSETTO:+0200");
  });
});
