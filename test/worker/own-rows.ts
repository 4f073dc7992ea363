import { env } from "cloudflare:workers";
import { api, signUp } from "./helpers";
import { sealPassword } from "../../worker/carddav/secret";
import { accountOf, FIXTURE_PERSON, makeBook } from "./carddav-helpers";
import { FIXTURE_CALENDAR, ics, icsUrl, publish } from "./calendar-helpers";
import { browserSubscription } from "./push-helpers";
import type { Owned } from "./route-access";

/** A signed-up user with one row of every kind a route can address by id. */
export async function userWithRows(label = "owner") {
  const user = await signUp({ name: `${label} person` });
  const call = async (path: string, body: unknown) => {
    const res = await api(path, { token: user.token, body });
    if (res.status !== 201) throw new Error(`${path}: ${res.status} ${res.text}`);
    return res.json.id as number;
  };
  const nudge = await call("/api/reminder", {
    targetName: "Ana",
    message: "Ask about the new job",
    remindAt: new Date(Date.now() + 3_600_000).toISOString(),
  });
  // A nudge already delivered (what Nudge History acts on), sent by hand rather than by the scheduler.
  const sentNudge = await call("/api/reminder", {
    targetName: "Ben",
    message: "Send the photos",
    remindAt: new Date(Date.now() + 3_600_000).toISOString(),
  });
  await env.DB.prepare("UPDATE reminders SET sent = 1, sentAt = ? WHERE id = ?").bind(Date.now(), sentNudge).run();
  const contact = await call("/api/contacts", { name: "Ana Souza", phoneNumber: "+1 555 0100" });
  const note = await call(`/api/contacts/${contact}/bookmarks`, { note: "Loves jazz" });
  const contactDate = await call(`/api/contacts/${contact}/dates`, { label: "Birthday", date: "1990-03-14" });
  // A calendar event that named Ana, waiting on Today for a yes (queued as a pull would).
  const review = await env.DB.prepare(
    "INSERT INTO interaction_reviews (userId, kind, source, sourceRef, at, title, contactId) VALUES (?, 'meeting', 'calendar', ?, ?, 'Lunch with Ana', ?) RETURNING id",
  )
    .bind(user.id, `event-${crypto.randomUUID()}`, Date.now() - 86_400_000, contact)
    .first<{ id: number }>();
  const template = await call("/api/templates", { name: "Birthday", text: "Happy birthday, {first_name}!" });
  const circle = await call("/api/circles", { name: "Family" });
  const inCircle = await api(`/api/contacts/${contact}`, {
    method: "PUT",
    token: user.token,
    body: { name: "Ana Souza", circleIds: [circle] },
  });
  if (inCircle.status !== 200) throw new Error(`circle membership: ${inCircle.status} ${inCircle.text}`);
  const sub = await browserSubscription();
  const device = await call("/api/subscribe", {
    endpoint: sub.endpoint,
    p256dh: sub.keys.p256dh,
    auth: sub.keys.auth,
    label: "Test phone",
  });
  await connectAddressBook(user.id);
  await connectCalendar(user.id);
  const supportRequest = await api("/api/support", { token: user.token, body: { type: "support", message: "How do I snooze a nudge?" } });
  if (supportRequest.status !== 201) throw new Error(`/api/support: ${supportRequest.status} ${supportRequest.text}`);
  const own: Owned = {
    userId: user.id,
    nudge,
    sentNudge,
    contact,
    note,
    contactDate,
    review: review!.id,
    template,
    circle,
    device,
    supportRequest: supportRequest.json.requestId,
    ...(await adminRows(user.id)),
  };
  return { ...user, own };
}

/** A connected address book (on the test CardDAV server), written as a connect would write it. */
async function connectAddressBook(userId: number) {
  await makeBook(FIXTURE_PERSON);
  const { url, username, password } = accountOf(FIXTURE_PERSON);
  await env.DB.prepare("INSERT INTO address_books (userId, url, username, password, nextSyncAt) VALUES (?, ?, ?, ?, ?)")
    .bind(userId, url, username, await sealPassword(env.CARDDAV_KEY, userId, password), Date.now() + 3_600_000)
    .run();
}

/** A connected calendar (an empty secret ICS address on the test ICS server), written as a connect would write it. */
async function connectCalendar(userId: number) {
  await publish(FIXTURE_CALENDAR, ics([]));
  await env.DB.prepare("INSERT INTO calendars (userId, kind, url, shownUrl, nextSyncAt) VALUES (?, 'ics', ?, 'http://127.0.0.1/…', ?)")
    .bind(userId, await sealPassword(env.CARDDAV_KEY, userId, icsUrl(FIXTURE_CALENDAR)), Date.now() + 3_600_000)
    .run();
}

/**
 * Rows the admin routes address by id. The campaign is written by a separate author (so the
 * user can still delete their account) and targets only this user: sending it in a test reaches
 * only their device on the local push service.
 */
async function adminRows(userId: number) {
  const author = await env.DB.prepare("INSERT INTO users (email, name, password) VALUES (?, 'Campaign author', 'unusable') RETURNING id")
    .bind(`author-${crypto.randomUUID()}@nudge.test`)
    .first<{ id: number }>();
  const knowledge = await env.DB.prepare(
    "INSERT INTO knowledge_base (title, content, category, priority) VALUES ('Snoozing', 'Edit the nudge and pick a later time.', 'faq', 1) RETURNING id",
  ).first<{ id: number }>();
  const campaign = await env.DB.prepare(
    "INSERT INTO push_campaigns (title, message, targetType, targetUserIds, createdBy) VALUES ('Hello', 'News', 'user', ?, ?) RETURNING id",
  )
    .bind(String(userId), author!.id)
    .first<{ id: number }>();
  return { knowledge: knowledge!.id, campaign: campaign!.id };
}

/**
 * Where the database stands, as text: equal digests mean no row of any table was inserted,
 * updated or deleted in between. Tables named in `except` are left out (bookkeeping a route
 * writes by design even when it refuses). A trigger on every table counts the rows each
 * statement writes (installed once per database, below), so a digest is one small query however
 * many rows the database holds: the fuzzer takes two per request it sends, and reading every row
 * (the six languages' help articles among them) made digesting most of its time.
 */
export async function databaseDigest(except: string[] = []) {
  installed ??= installWriteCounters();
  await installed;
  const { results } = await env.DB.prepare(`SELECT name, writes FROM ${COUNTERS} ORDER BY name`).all<{ name: string; writes: number }>();
  return results
    .filter((t) => !except.includes(t.name))
    .map((t) => `${t.name}:${t.writes}`)
    .join("\n");
}

const COUNTERS = "test_table_writes";
let installed: Promise<void> | undefined;

/** A counter per table and the triggers that keep it: every row a statement inserts, updates or deletes adds one. */
async function installWriteCounters() {
  const { results } = await env.DB.prepare(
    "SELECT name, sql FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '_cf_%' AND name NOT LIKE 'd1_%' ORDER BY name",
  ).all<{ name: string; sql: string }>();
  // Full-text indexes (virtual tables and their shadow tables) only mirror the real tables.
  const virtual = results.filter((t) => /^CREATE VIRTUAL TABLE/i.test(t.sql)).map((t) => t.name);
  const tables = results
    .map((t) => t.name)
    .filter((name) => name !== COUNTERS && !virtual.some((v) => name === v || name.startsWith(`${v}_`)));
  const statements = [`CREATE TABLE IF NOT EXISTS ${COUNTERS} (name TEXT PRIMARY KEY, writes INTEGER NOT NULL DEFAULT 0)`];
  for (const name of tables) {
    statements.push(`INSERT OR IGNORE INTO ${COUNTERS} (name) VALUES ('${name}')`);
    for (const event of ["INSERT", "UPDATE", "DELETE"])
      statements.push(
        `CREATE TRIGGER IF NOT EXISTS "${COUNTERS}_${name}_${event}" AFTER ${event} ON "${name}" BEGIN UPDATE ${COUNTERS} SET writes = writes + 1 WHERE name = '${name}'; END`,
      );
  }
  await env.DB.batch(statements.map((sql) => env.DB.prepare(sql)));
}
