// The calendars the worker tests connect: a secret ICS address on the local ICS server
// (test/support/ics-server.ts) and a CalDAV calendar on Radicale (global-setup.ts), with events
// written as the calendar apps write them.
import { inject } from "vitest";
import { calendarOn } from "../support/calendar-events";
import { carddavUrl } from "./carddav-helpers";

const icsBase = () => inject("icsServerUrl");
/** The empty calendar every route-table fixture user has connected (own-rows.ts). */
export const FIXTURE_CALENDAR = "fixture-calendar";
export const icsUrl = (name: string) => `${icsBase()}/${name}.ics`;

/** Publishes (or replaces) the calendar at the secret address `name`. */
export async function publish(name: string, body: string) {
  const res = await fetch(icsUrl(name), { method: "PUT", body });
  if (res.status !== 204) throw new Error(`publish failed: ${res.status}`);
}

/** How many times the address was fetched. */
export const fetchesOf = async (name: string) => Number(await (await fetch(`${icsBase()}/_count/${name}.ics`)).text());

/** A person's calendar on the worker tests' Radicale. */
export const caldavOf = (person: string) => calendarOn(carddavUrl(), person);
export { ics, type TestEvent } from "../support/calendar-events";
