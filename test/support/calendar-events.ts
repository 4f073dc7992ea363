// Calendar events as the calendar apps write them, and a person's calendar on the test CalDAV
// server (Radicale, test/support/radicale.ts) written over CalDAV as a phone would. Plain fetch, so
// both the worker tests (in workerd) and the e2e tests use it.
import { radicaleAccount } from "./radicale-users";

export type TestEvent = {
  uid: string;
  summary: string;
  start: number;
  end: number;
  attendees?: string[];
  organizer?: string;
  status?: string;
  rrule?: string;
  tzid?: string;
};

const stamp = (ms: number) =>
  new Date(ms)
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d+Z$/, "Z");

export function vevent(e: TestEvent) {
  return [
    "BEGIN:VEVENT",
    `UID:${e.uid}`,
    `DTSTAMP:${stamp(Date.now())}`,
    e.tzid ? `DTSTART;TZID=${e.tzid}:${stamp(e.start).slice(0, -1)}` : `DTSTART:${stamp(e.start)}`,
    e.tzid ? `DTEND;TZID=${e.tzid}:${stamp(e.end).slice(0, -1)}` : `DTEND:${stamp(e.end)}`,
    `SUMMARY:${e.summary}`,
    e.organizer && `ORGANIZER;CN=Organizer:mailto:${e.organizer}`,
    ...(e.attendees ?? []).map((a) => `ATTENDEE;CN=Someone;PARTSTAT=ACCEPTED:mailto:${a}`),
    e.status && `STATUS:${e.status}`,
    e.rrule && `RRULE:${e.rrule}`,
    "END:VEVENT",
  ]
    .filter(Boolean)
    .join("\r\n");
}

export const ics = (events: TestEvent[]) =>
  ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//Nudge tests//EN", ...events.map(vevent), "END:VCALENDAR", ""].join("\r\n");

/** A person's calendar on Radicale, written over CalDAV as a phone would. */
export function calendarOn(base: string, person: string) {
  const { account, dav } = radicaleAccount(base, person);
  return {
    account,
    async make() {
      // Extended MKCOL (RFC 5689): workerd's fetch sends no MKCALENDAR.
      const res = await dav("calendar/", {
        method: "MKCOL",
        headers: { "Content-Type": "application/xml" },
        body: `<?xml version="1.0"?><D:mkcol xmlns:D="DAV:" xmlns:C="urn:ietf:params:xml:ns:caldav"><D:set><D:prop>
      <D:resourcetype><D:collection/><C:calendar/></D:resourcetype><D:displayname>Work</D:displayname>
      <C:supported-calendar-component-set><C:comp name="VEVENT"/></C:supported-calendar-component-set></D:prop></D:set></D:mkcol>`,
      });
      if (res.status !== 201 && res.status !== 405 && res.status !== 409)
        throw new Error(`MKCALENDAR failed: ${res.status} ${await res.text()}`);
    },
    async put(event: TestEvent) {
      const res = await dav(`calendar/${event.uid}.ics`, {
        method: "PUT",
        headers: { "Content-Type": "text/calendar" },
        body: ics([event]),
      });
      if (res.status !== 201 && res.status !== 204) throw new Error(`PUT failed: ${res.status} ${await res.text()}`);
    },
    async delete(uid: string) {
      const res = await dav(`calendar/${uid}.ics`, { method: "DELETE" });
      if (res.status !== 200 && res.status !== 204) throw new Error(`DELETE failed: ${res.status}`);
    },
  };
}
