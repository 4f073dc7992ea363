// Real calendar exports from public test suites (test/fixtures/calendars, README.md says where
// each comes from), read as a pull reads them (worker/calendar/events.ts, ical.js) beside an
// independent reader: Debian's python3-vobject with dateutil (test/support/ics-reference.py).
// Each file is read over a window as long as the app's (90 days back, 14 ahead) placed where the
// file's events are, instead of rewriting the files' dates; the person's zone is UTC on both sides.
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { readCalendar } from "../../worker/calendar/events";

const DIR = fileURLToPath(new URL("../fixtures/calendars/", import.meta.url));
const REFERENCE = fileURLToPath(new URL("../support/ics-reference.py", import.meta.url));
const DAY = 24 * 60 * 60 * 1000;
const windowEnding = (iso: string) => ({ from: Date.parse(iso) - 104 * DAY, to: Date.parse(iso) });

/** Each file and the window read from it: where its recurring events, overrides and cancellations are. */
const FILES: Record<string, string> = {
  "apple-calendar-structured-location.ics": "2016-10-15T00:00:00Z",
  "exchange-2010-weekly.ics": "2020-06-30T00:00:00Z",
  "google-daily-unbounded.ics": "2026-12-01T00:00:00Z",
  "google-moved-occurrence.ics": "2023-10-01T00:00:00Z",
  "outlook-holidays-all-day.ics": "2009-12-31T00:00:00Z",
  "thunderbird-cancelled-occurrence.ics": "2020-03-01T00:00:00Z",
};

type Seen = { uid: string; start: number; end: number; allDay: boolean };
const read = (file: string, window: { from: number; to: number }) =>
  readCalendar([readFileSync(DIR + file, "utf8")], window, "UTC")
    .occurrences.map((o) => ({ uid: o.key.split("/")[0]!, start: o.start, end: o.end, allDay: o.allDay }))
    .sort((a, b) => a.start - b.start || a.uid.localeCompare(b.uid));
const reference = (file: string, window: { from: number; to: number }): Seen[] =>
  JSON.parse(execFileSync("/usr/bin/python3", [REFERENCE, DIR + file, String(window.from), String(window.to)]).toString());

describe("calendar exports read as vobject reads them", () => {
  for (const [file, end] of Object.entries(FILES))
    it(file, () => {
      const window = windowEnding(end);
      const expected = reference(file, window);
      expect(expected.length).toBeGreaterThan(0);
      expect(read(file, window)).toEqual(expected);
    });

  it("an unbounded daily rule stops at the window: one a day of the 104, not fourteen years of them", () => {
    expect(read("google-daily-unbounded.ics", windowEnding("2026-12-01T00:00:00Z"))).toHaveLength(104);
  });

  it("a cancelled occurrence (STATUS:CANCELLED override) is left out", () => {
    const starts = read("thunderbird-cancelled-occurrence.ics", windowEnding("2020-03-01T00:00:00Z")).map((o) => o.start);
    expect(starts).not.toContain(Date.parse("2020-01-29T21:00:00Z"));
    expect(starts).toHaveLength(2);
  });
});

// Files vobject can't read, checked against what the file says instead.
describe("calendar exports vobject can't read", () => {
  it("zimbra-recurrence-ids.ics (vobject: its VTIMEZONE has no TZID line): overrides move their occurrences", () => {
    const found = readCalendar(
      [readFileSync(`${DIR}zimbra-recurrence-ids.ics`, "utf8")],
      windowEnding("2012-12-31T00:00:00Z"),
      "UTC",
    ).occurrences;
    const starts = found.map((o) => new Date(o.start).toISOString());
    // RECURRENCE-ID 2012-10-02 10:00 Los Angeles moved to 15:00 (22:00 UTC); 1TU of November moved to the 6th 20:00.
    expect(starts).toContain("2012-10-02T22:00:00.000Z");
    expect(starts).not.toContain("2012-10-02T17:00:00.000Z");
    expect(starts).toContain("2012-11-07T04:00:00.000Z");
    expect(found.find((o) => o.start === Date.parse("2012-10-02T22:00:00Z"))?.emails.length).toBeGreaterThan(0);
  });

  it("google-birthday-all-day.ics (vobject: it refuses RDATE:20131210Z): whole days, each series once", () => {
    const found = readCalendar(
      [readFileSync(`${DIR}google-birthday-all-day.ics`, "utf8")],
      windowEnding("2014-01-31T00:00:00Z"),
      "UTC",
    ).occurrences;
    // The 2014 series reaches back to 2013 by its RDATE; the other series by its override of that day.
    expect(found.map((o) => [o.key, new Date(o.start).toISOString(), o.end - o.start, o.allDay])).toEqual([
      ["2014_BIRTHDAY_79d389868f96182e@google.com/2013-12-10", "2013-12-10T00:00:00.000Z", DAY, true],
      ["BIRTHDAY_79d389868f96182e@google.com/2013-12-10", "2013-12-10T00:00:00.000Z", DAY, true],
    ]);
  });
});
