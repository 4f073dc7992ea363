import { fetchCalendarObjects, isCollectionDirty } from "tsdav";
import { t } from "@lingui/core/macro";
import { davClient } from "../carddav/dav-client";
import { guardedFetch, privateHosts, RefusedAddress } from "../carddav/guard";
import { CalendarError, type Window } from "./events";

export { CalendarError };

/** An ICS file larger than this is refused: Google's secret address of a busy calendar is ~1 MB. */
export const MAX_ICS_BYTES = 5 * 1024 * 1024;

export type Source = { kind: "ics" | "caldav"; url: string; username: string | null; password: string | null };
export type Version = { etag: string | null; ctag: string | null };
export type Fetched = { status: "unchanged" } | { status: "changed"; texts: string[]; version: Version };

function explain(error: unknown, url: string): CalendarError {
  if (error instanceof CalendarError) return error;
  if (error instanceof RefusedAddress) return new CalendarError(error.message);
  const host = new URL(url).host;
  if (error instanceof Error && (error.name === "TimeoutError" || error.name === "AbortError"))
    return new CalendarError(t`${host} took too long to answer. Try again later.`);
  if (error instanceof TypeError) return new CalendarError(t`Couldn't reach ${host}. Check the address.`);
  console.warn(`Calendar ${host}:`, error);
  return new CalendarError(t`${host} doesn't answer as a calendar. Check the address.`);
}

function refusedStatus(status: number, host: string): CalendarError | null {
  if (status === 401 || status === 403)
    return new CalendarError(t`${host} refused the user name or password. iCloud and Fastmail need an app password.`);
  if (status === 404 || status === 410) return new CalendarError(t`${host} has no calendar at this address. Check the address.`);
  if (status >= 400) return new CalendarError(t`${host} answered ${status}. Try again later.`);
  return null;
}

/** The body as text, refused past MAX_ICS_BYTES without reading the rest. */
async function capped(response: Response): Promise<string> {
  if (Number(response.headers.get("content-length") ?? 0) > MAX_ICS_BYTES) {
    await response.body?.cancel();
    throw new CalendarError(t`This calendar is too large to read (over 5 MB).`);
  }
  const reader = response.body?.getReader();
  if (!reader) return "";
  const parts: Uint8Array[] = [];
  let size = 0;
  for (let read = await reader.read(); !read.done; read = await reader.read()) {
    size += read.value.byteLength;
    if (size > MAX_ICS_BYTES) {
      await reader.cancel();
      throw new CalendarError(t`This calendar is too large to read (over 5 MB).`);
    }
    parts.push(read.value);
  }
  const whole = new Uint8Array(size);
  let at = 0;
  for (const part of parts) {
    whole.set(part, at);
    at += part.byteLength;
  }
  return new TextDecoder().decode(whole);
}

async function pullIcs(source: Source, known: Version, allowed: Set<string>): Promise<Fetched> {
  const host = new URL(source.url).host;
  const headers: Record<string, string> = { Accept: "text/calendar" };
  if (known.etag) headers["If-None-Match"] = known.etag;
  const response = await guardedFetch(allowed)(source.url, { headers });
  if (response.status === 304) return { status: "unchanged" };
  const refused = refusedStatus(response.status, host);
  if (refused) {
    await response.body?.cancel();
    throw refused;
  }
  const text = await capped(response);
  if (!/BEGIN:VCALENDAR/i.test(text.slice(0, 4096))) throw new CalendarError(t`This address doesn't give a calendar (an .ics file).`);
  return { status: "changed", texts: [text], version: { etag: response.headers.get("etag"), ctag: null } };
}

const basic = (source: Source) => ({ Authorization: `Basic ${btoa(`${source.username ?? ""}:${source.password ?? ""}`)}` });

async function pullCalDav(source: Source, known: Version, allowed: Set<string>, window: Window): Promise<Fetched> {
  let status = 0;
  const fetch = guardedFetch(allowed, (response) => {
    if (response.status >= 400) status = response.status;
  });
  const headers = basic(source);
  const check = await isCollectionDirty({ collection: { url: source.url, ctag: known.ctag ?? undefined }, headers, fetch });
  if (status) throw refusedStatus(status, new URL(source.url).host)!;
  if (known.ctag && !check.isDirty) return { status: "unchanged" };
  const objects = await fetchCalendarObjects({
    calendar: { url: source.url },
    timeRange: { start: new Date(window.from).toISOString(), end: new Date(window.to).toISOString() },
    headers,
    fetch,
  });
  if (status) throw refusedStatus(status, new URL(source.url).host)!;
  const texts = objects.map((o) => (typeof o.data === "string" ? o.data : "")).filter(Boolean);
  return { status: "changed", texts, version: { etag: null, ctag: check.newCtag ?? null } };
}

/** The calendar's events when they changed since `known`; throws a CalendarError when it can't. */
export async function fetchCalendar(source: Source, known: Version, privateSetting: string | undefined, window: Window): Promise<Fetched> {
  const allowed = privateHosts(privateSetting);
  try {
    return source.kind === "ics" ? await pullIcs(source, known, allowed) : await pullCalDav(source, known, allowed, window);
  } catch (error) {
    throw explain(error, source.url);
  }
}

/**
 * Signs in to a CalDAV account and finds the calendar to read (the first that holds events), so
 * the address kept is the calendar's own and a pull needs no discovery.
 */
export async function findCalDavCalendar(server: { url: string; username: string; password: string }, privateSetting: string | undefined) {
  const { client, rejected } = davClient(server, "caldav", privateSetting);
  try {
    await client.login();
    const found = await client.fetchCalendars();
    if (rejected()) throw refusedStatus(401, new URL(server.url).host)!;
    const calendar = found.find((c) => !c.components || c.components.includes("VEVENT"));
    if (!calendar) throw new CalendarError(t`No calendar with events was found for this account.`);
    return calendar.url;
  } catch (error) {
    if (rejected()) throw refusedStatus(401, new URL(server.url).host)!;
    throw explain(error, server.url);
  }
}
