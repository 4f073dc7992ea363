// The rows of one account, in the columns and formats the Worker writes (phones as E.164 with
// their digits as phoneKey, times in ms, tokens as SHA-256 hex), in an order their foreign keys
// allow. Two parts, seeded and measured apart: what the account holds at rest (`atRest`), and what
// a year of use adds (`yearOfUse`). The same code seeds the page-count database in Node and the
// measured accounts in workerd, so both hold the same kind of account.
import { PROFILE } from "./profile.ts";
import { HEX, type Random } from "./random.ts";
import * as W from "./words.ts";

export type SqlValue = string | number | null;
export type Row = Record<string, SqlValue>;
/** Takes each row as it is made, parents first; `update` sets columns of a row written before (by its id). */
export type RowSink = { insert: (table: string, row: Row) => void; update: (table: string, id: number, fields: Row) => void };
/** The next id of a table with an integer id, continuing from the highest the database holds. */
export type Ids = (table: string) => number;

export function idsAfter(highest: Record<string, number>): Ids {
  const last = { ...highest };
  return (table) => {
    last[table] = (last[table] ?? 0) + 1;
    return last[table];
  };
}

/** The tables with an integer id the rows take from Ids. */
export const ID_TABLES = [
  "users",
  "push_subscriptions",
  "circles",
  "contacts",
  "reminders",
  "contact_dates",
  "contact_bookmarks",
  "nudge_series",
  "address_books",
  "calendars",
  "interactions",
  "interaction_reviews",
  "message_templates",
  "ai_support_requests",
] as const;

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const YEAR = 365 * DAY;
// As the Worker stores it (db/check-ins.ts): matched to find check-ins, so kept word for word.
const CHECK_IN_MESSAGE = "Keep in touch: your check-in is due";

type Contact = {
  id: number;
  name: string;
  phoneNumber: string | null;
  phoneTyped: string | null;
  /** Own rhythm, else the shortest of its circles', in days. */
  rhythmDays: number | null;
};
type DateRow = { contact: Contact; label: string; headsUp: boolean };
type Series = { id: number; everyDays: number; message: string };
export type Device = { id: number; label: string | null };

/** What the year of use needs to know about the account at rest. */
export type AccountAtRest = {
  userId: number;
  devices: Device[];
  contacts: Contact[];
  dates: DateRow[];
  series: Series[];
  /** Meetings with contacts a month, when a calendar is connected (each logged, and briefed before). */
  meetingsPerMonth: number;
};

const hex = (rng: Random, length = 64) => rng.chars(length, HEX);
const nameOf = (rng: Random) => `${rng.pick(W.FIRST_NAMES)} ${rng.pick(W.LAST_NAMES)}`;
const emailOf = (rng: Random, name: string) =>
  `${name
    .normalize("NFD")
    .replace(/[^A-Za-z ]/g, "")
    .toLowerCase()
    .replace(/ /g, ".")}${rng.int(1, 99)}@${rng.pick(["gmail.com", "outlook.com", "icloud.com", "web.de", "proton.me"])}`;

// A mobile number of the person's region: E.164 as stored, and as it was typed.
const PHONES: Record<string, (rng: Random) => { e164: string; typed: string }> = {
  "Europe/Berlin": (rng) => {
    const n = `15${rng.int(1, 9)}${rng.int(1_000_000, 9_999_999)}`;
    return { e164: `+49${n}`, typed: `0${n.slice(0, 3)} ${n.slice(3)}` };
  },
  "America/New_York": (rng) => {
    const area = rng.int(201, 989);
    const line = rng.int(100, 199);
    return { e164: `+1${area}5550${line}`, typed: `(${area}) 555-0${line}` };
  },
  "America/Sao_Paulo": (rng) => {
    const n = `119${rng.int(1000_0000, 9999_9999)}`;
    return { e164: `+55${n}`, typed: `(11) ${n.slice(2, 7)}-${n.slice(7)}` };
  },
  "Europe/London": (rng) => {
    const n = rng.int(900_000, 900_999);
    return { e164: `+447700${n}`, typed: `07700 ${n}` };
  },
  "Asia/Tokyo": (rng) => {
    const n = `90${rng.int(1000_0000, 9999_9999)}`;
    return { e164: `+81${n}`, typed: `0${n.slice(0, 2)}-${n.slice(2, 6)}-${n.slice(6)}` };
  },
  "Europe/Lisbon": (rng) => {
    const n = `91${rng.int(1_000_000, 9_999_999)}`;
    return { e164: `+351${n}`, typed: `${n.slice(0, 3)} ${n.slice(3, 6)} ${n.slice(6)}` };
  },
};
const digits = (phone: string) => phone.replace(/\D/g, "");

function pickRhythm(rng: Random) {
  let at = rng.next();
  for (const r of PROFILE.rhythms) {
    at -= r.weight;
    if (at < 0) return r;
  }
  return PROFILE.rhythms[PROFILE.rhythms.length - 1]!;
}

/** A whole-minute time of day (09:00 by default, as the Worker places check-ins and dates) on the day `at` falls in. */
const atNine = (at: number) => Math.floor(at / DAY) * DAY + 9 * HOUR;

export type AtRestOptions = {
  contacts: number;
  now: number;
  /** An account that exists already (signed up through the API, its device subscribed): only its data is seeded. */
  existing?: { userId: number; devices: Device[] };
};

/** The account at rest: the person, their sessions and devices, contacts, circles, dates, pending nudges and links. */
export function atRest(sink: RowSink, next: Ids, rng: Random, { contacts: count, now, existing }: AtRestOptions): AccountAtRest {
  const P = PROFILE;
  const out = sink.insert;
  const timeZone = rng.pick(W.TIME_ZONES);
  const phoneOf = PHONES[timeZone]!;
  const joined = now - YEAR - rng.int(1, 60) * DAY;
  let userId: number;
  let devices: Device[];
  if (existing) {
    ({ userId, devices } = existing);
  } else {
    userId = next("users");
    const name = nameOf(rng);
    const paying = rng.chance(P.paying);
    const quiet = rng.chance(P.quietHours);
    const digest = rng.chance(P.digest);
    out("users", {
      id: userId,
      email: emailOf(rng, name).replace("@", `+${userId}@`),
      name,
      password: `scrypt$16384$8$5$${rng.chars(22)}$${rng.chars(43)}`,
      isVerified: 1,
      stripeCustomerId: paying ? `cus_${rng.chars(14)}` : null,
      stripeSubscriptionId: paying ? `sub_${rng.chars(24)}` : null,
      subscriptionStatus: paying ? "active" : "trialing",
      createdAt: joined,
      timeZone,
      quietStart: quiet ? 22 * 60 : null,
      quietEnd: quiet ? 7 * 60 : null,
      unsubscribeToken: rng.chars(43),
      nudgeTime: rng.chance(0.2) ? rng.pick([480, 510, 600, 1080]) : null,
      digestEvery: digest ? rng.pick(["daily", "weekly"]) : null,
      digestTime: digest ? 510 : null,
      language: rng.pick(["en", "en", "en", "de", "pt-BR", "es", "fr"]),
    });
    for (let i = rng.int(P.sessions[0], P.sessions[1]); i > 0; i--) {
      const created = now - rng.int(0, 29) * DAY;
      out("sessions", {
        tokenHash: hex(rng),
        userId,
        createdAt: created,
        lastUsedAt: created + rng.int(0, 13) * DAY,
        expiresAt: created + 30 * DAY,
      });
    }
    out("email_verifications", { tokenHash: hex(rng), userId, expiresAt: joined + DAY, usedAt: joined + HOUR, createdAt: joined });
    devices = [];
    for (let i = rng.int(P.devices[0], P.devices[1]); i > 0; i--) {
      const id = next("push_subscriptions");
      const label = rng.pick(W.DEVICE_LABELS);
      // The push services' own endpoint shapes (FCM, Mozilla, Apple), their lengths as issued.
      const endpoint = rng.pick([
        () => `https://fcm.googleapis.com/fcm/send/${rng.chars(11)}:APA91b${rng.chars(134)}`,
        () => `https://updates.push.services.mozilla.com/wpush/v2/gAAAAAB${rng.chars(180)}`,
        () => `https://web.push.apple.com/Q${rng.chars(42)}`,
      ])();
      out("push_subscriptions", {
        id,
        userId,
        endpoint,
        p256dh: `B${rng.chars(86)}`,
        auth: rng.chars(22),
        createdAt: joined + rng.int(0, 300) * DAY,
        label,
        lastDeliveredAt: now - rng.int(0, 3) * DAY,
        secretHash: hex(rng),
      });
      devices.push({ id, label });
    }
  }

  const circles = Array.from({ length: rng.int(P.circles[0], P.circles[1]) }, (_, i) => {
    const id = next("circles");
    const rhythm = rng.chance(P.circleRhythm) ? pickRhythm(rng) : null;
    out("circles", {
      id,
      userId,
      name: W.CIRCLE_NAMES[i % W.CIRCLE_NAMES.length]!,
      cadenceEvery: rhythm?.every ?? null,
      cadenceUnit: rhythm?.unit ?? null,
      createdAt: joined,
    });
    return { id, rhythmDays: rhythm?.days ?? null };
  });

  const pending = (fields: Row) => {
    const id = next("reminders");
    out("reminders", { id, userId, url: null, createdAt: now - rng.int(1, 90) * DAY, ...fields });
    return id;
  };

  const people: Contact[] = [];
  const dates: DateRow[] = [];
  for (let i = 0; i < count; i++) {
    const c = P.contact;
    const name = nameOf(rng);
    const phone = rng.chance(c.phone) ? phoneOf(rng) : null;
    const first = i < P.upTo;
    const own = rng.chance(first ? P.ownRhythm.first : P.ownRhythm.beyond) ? pickRhythm(rng) : null;
    const inCircle = rng.chance(first ? P.inCircle.first : P.inCircle.beyond);
    const inCircles = inCircle ? [rng.pick(circles), ...(rng.chance(c.inSecondCircle) ? [rng.pick(circles)] : [])] : [];
    const memberOf = [...new Set(inCircles)];
    const circleDays = memberOf.flatMap((m) => (m.rhythmDays === null ? [] : [m.rhythmDays]));
    const rhythmDays = own?.days ?? (circleDays.length ? Math.min(...circleDays) : null);
    const contact: Contact = {
      id: next("contacts"),
      name,
      phoneNumber: phone?.e164 ?? null,
      phoneTyped: phone?.typed ?? null,
      rhythmDays,
    };
    const lastContactAt = rng.chance(c.lastContactKnown) ? now - rng.int(1, 120) * DAY : null;
    // The pending check-in goes first: the contact points at it.
    const checkIn =
      rhythmDays === null
        ? null
        : pending({
            targetName: name,
            message: CHECK_IN_MESSAGE,
            phoneNumber: contact.phoneNumber,
            phoneTyped: contact.phoneTyped,
            remindAt: atNine(now + rng.int(2, Math.max(2, rhythmDays)) * DAY),
          });
    const createdAt = joined + rng.int(0, 30) * DAY;
    out("contacts", {
      id: contact.id,
      userId,
      name,
      phoneNumber: contact.phoneNumber,
      email: rng.chance(c.email) ? emailOf(rng, name) : null,
      notes: rng.chance(c.notes) ? rng.text(W.NOTE_SENTENCES, c.noteChars[0], c.noteChars[1]) : null,
      lastContactAt,
      createdAt,
      updatedAt: createdAt + rng.int(0, 300) * DAY,
      phoneKey: phone ? digits(phone.e164) : null,
      cadenceEvery: own?.every ?? null,
      cadenceUnit: own?.unit ?? null,
      checkInReminderId: checkIn,
      phoneTyped: contact.phoneTyped,
      reachBy: phone && rng.chance(c.otherApp) ? rng.pick(["whatsapp", "signal", "telegram"]) : null,
      telegram: rng.chance(c.telegram)
        ? `${name
            .split(" ")[0]!
            .normalize("NFD")
            .replace(/[^A-Za-z]/g, "")}_${rng.int(100, 999)}`
        : null,
      nudgeTime: rng.chance(c.ownTime) ? rng.pick([420, 720, 1140]) : null,
    });
    for (const circle of memberOf) out("contact_circles", { contactId: contact.id, circleId: circle.id, userId });
    for (const label of [...(rng.chance(c.birthday) ? ["Birthday"] : []), ...(rng.chance(c.otherDate) ? [rng.pick(W.DATE_LABELS)] : [])]) {
      const headsUp = rng.chance(c.headsUp);
      const leadDays = headsUp ? rng.pick([1, 3, 7]) : 0;
      const nextDay = now + rng.int(2 + leadDays, 364) * DAY;
      const day = new Date(nextDay).toISOString().slice(5, 10);
      const onDay = pending({
        targetName: name,
        message: `${name}'s ${label.toLowerCase()} is today`,
        phoneNumber: contact.phoneNumber,
        phoneTyped: contact.phoneTyped,
        remindAt: atNine(nextDay),
      });
      const early = headsUp
        ? pending({
            targetName: name,
            message: `${name}'s ${label.toLowerCase()} is ${rng.pick(["tomorrow", "on Friday", "next Monday"])}`,
            phoneNumber: contact.phoneNumber,
            phoneTyped: contact.phoneTyped,
            remindAt: atNine(nextDay - leadDays * DAY),
          })
        : null;
      out("contact_dates", {
        id: next("contact_dates"),
        contactId: contact.id,
        userId,
        label,
        date: `${rng.int(1950, 2005)}-${day}`,
        leadDays,
        reminderId: onDay,
        headsUpReminderId: early,
        createdAt,
      });
      dates.push({ contact, label, headsUp });
    }
    if (rng.chance(c.noteEntries))
      for (let n = rng.int(1, 3); n > 0; n--)
        out("contact_bookmarks", {
          id: next("contact_bookmarks"),
          contactId: contact.id,
          userId,
          note: rng.text(W.NOTE_SENTENCES, c.noteEntryChars[0], c.noteEntryChars[1]),
          category: rng.pick(["Personal", "Work", "Family", "Friends", null]),
          createdAt: createdAt + rng.int(0, 300) * DAY,
        });
    people.push(contact);
  }

  // One-off nudges waiting to be sent.
  for (let i = rng.int(P.pendingOneOffs[0], P.pendingOneOffs[1]); i > 0; i--) {
    const about = rng.pick(people.length ? people : [null]);
    pending({
      targetName: about?.name ?? nameOf(rng),
      message: rng.text(W.MESSAGE_PARTS, 40, 120),
      phoneNumber: about?.phoneNumber ?? null,
      phoneTyped: about?.phoneTyped ?? null,
      remindAt: now + rng.int(2, 40) * DAY + rng.int(0, 23) * HOUR,
    });
  }

  // Repeating nudges: the series and its one waiting occurrence point at each other, so the series
  // is written first without it, and names it once the occurrence is written.
  const series: Series[] = [];
  if (rng.chance(P.series))
    for (let i = rng.int(1, 2); i > 0; i--) {
      const weekly = rng.chance(0.5);
      const about = rng.pick(people.length ? people : [null]);
      const id = next("nudge_series");
      const message = rng.text(W.MESSAGE_PARTS, 40, 120);
      const first = new Date(joined + rng.int(0, 60) * DAY).toISOString().slice(0, 10);
      out("nudge_series", {
        id,
        userId,
        recurrence: weekly ? rng.pick(["FREQ=WEEKLY;BYDAY=MO", "FREQ=WEEKLY;INTERVAL=2;BYDAY=FR"]) : "FREQ=MONTHLY;BYMONTHDAY=1",
        startSlot: `${first}T09:00`,
        pendingId: null,
        pendingSlot: `${new Date(now + 3 * DAY).toISOString().slice(0, 10)}T09:00`,
        targetName: about?.name ?? nameOf(rng),
        message,
        phoneNumber: about?.phoneNumber ?? null,
        phoneTyped: about?.phoneTyped ?? null,
        url: null,
        createdAt: joined,
      });
      const waiting = pending({
        targetName: about?.name ?? "Me",
        message,
        phoneNumber: about?.phoneNumber ?? null,
        phoneTyped: about?.phoneTyped ?? null,
        remindAt: atNine(now + 3 * DAY),
        seriesId: id,
      });
      sink.update("nudge_series", id, { pendingId: waiting });
      series.push({ id, everyDays: weekly ? 7 : 30, message });
    }

  if (rng.chance(P.addressBook) && people.length) {
    const bookId = next("address_books");
    const host = rng.pick(["contacts.icloud.com", "dav.fastmail.com", "nextcloud.example.org"]);
    out("address_books", {
      id: bookId,
      userId,
      url: `https://${host}/${rng.int(100000000, 999999999)}/carddavhome/card/`,
      username: emailOf(rng, "me"),
      // AES-GCM ciphertext with its IV, base64 (worker/carddav/secret.ts).
      password: rng.chars(60),
      lastSyncAt: now - rng.int(1, 6) * HOUR,
      nextSyncAt: now + rng.int(1, 6) * HOUR,
      createdAt: joined + rng.int(0, 60) * DAY,
    });
    for (const person of people)
      out("contact_links", {
        addressBookId: bookId,
        href: `/${rng.int(100000000, 999999999)}/carddavhome/card/${hex(rng, 8)}-${hex(rng, 4)}-${hex(rng, 4)}-${hex(rng, 4)}-${hex(rng, 12)}.vcf`,
        contactId: person.id,
        userId,
        etag: `"${hex(rng, 32)}"`,
      });
  }

  let meetingsPerMonth = 0;
  if (rng.chance(P.calendar) && people.length) {
    const calendarId = next("calendars");
    out("calendars", {
      id: calendarId,
      userId,
      kind: "ics",
      url: rng.chars(180),
      shownUrl: `https://calendar.google.com/calendar/ical/…/basic.ics`,
      etag: `"${hex(rng, 16)}"`,
      lastSyncAt: now - rng.int(1, 5) * HOUR,
      nextSyncAt: now + rng.int(1, 5) * HOUR,
      createdAt: joined + rng.int(0, 60) * DAY,
    });
    // The meetings the pull keeps (90 days back and two weeks ahead), one row per meeting and contact.
    meetingsPerMonth = rng.int(P.meetingsPerMonth[0], P.meetingsPerMonth[1]);
    for (let i = Math.round((meetingsPerMonth * 104) / 30); i > 0; i--) {
      const start = now - 90 * DAY + rng.int(0, 104) * DAY + rng.int(8, 17) * HOUR;
      const with_ = rng.pick(people);
      out("calendar_events", {
        calendarId,
        sourceRef: `${hex(rng, 26)}@google.com#${with_.id}`,
        userId,
        contactId: with_.id,
        startAt: start,
        endAt: start + HOUR,
        title: `${rng.pick(W.MEETING_TITLES)} with ${with_.name}`,
        logged: start + HOUR <= now ? 1 : 0,
      });
    }
    for (let i = rng.int(P.reviewsPerMonth[0], P.reviewsPerMonth[1]) * 4; i > 0; i--) {
      const about = rng.pick(people);
      const at = now - rng.int(1, 119) * DAY;
      out("interaction_reviews", {
        id: next("interaction_reviews"),
        userId,
        kind: "meeting",
        source: "calendar",
        sourceRef: `${hex(rng, 26)}@google.com`,
        at,
        title: `Lunch with ${about.name.split(" ")[0]}`,
        contactId: about.id,
        answer: at < now - 14 * DAY ? rng.pick(["yes", "no", "ignore"]) : null,
        createdAt: at,
      });
    }
  }

  if (rng.chance(P.calendarFeed)) out("calendar_feeds", { userId, tokenHash: hex(rng), createdAt: joined });
  if (rng.chance(P.templates))
    for (let i = rng.int(1, 3); i > 0; i--)
      out("message_templates", {
        id: next("message_templates"),
        userId,
        name: `Template ${i}`,
        text: rng.pick(W.TEMPLATE_TEXTS),
        createdAt: joined,
      });
  if (rng.chance(P.support))
    out("ai_support_requests", {
      id: next("ai_support_requests"),
      userId,
      type: "support",
      message: rng.pick(W.SUPPORT_MESSAGES),
      aiResponse: rng.text(W.NOTE_SENTENCES, 300, 600),
      category: "how-to",
      status: "resolved",
      createdAt: joined + rng.int(0, 300) * DAY,
      updatedAt: joined + rng.int(0, 300) * DAY,
    });
  // Kept a day: the drafts and the answers to creates of the last 24 hours.
  if (rng.chance(P.aiDrafts) && people.length)
    for (let i = rng.int(0, 3); i > 0; i--)
      out("draft_cache", {
        userId,
        requestKey: hex(rng),
        contextKey: hex(rng),
        body: JSON.stringify({ drafts: [1, 2, 3].map(() => rng.text(W.MESSAGE_PARTS, 60, 160)) }),
        createdAt: now - rng.int(1, 20) * HOUR,
      });
  for (let i = rng.int(0, 4); i > 0; i--)
    out("idempotency_keys", {
      userId,
      key: `${hex(rng, 8)}-${hex(rng, 4)}-4${hex(rng, 3)}-a${hex(rng, 3)}-${hex(rng, 12)}`,
      requestHash: hex(rng),
      status: 201,
      body: JSON.stringify({ id: rng.int(1, 1e6), targetName: nameOf(rng), message: rng.text(W.MESSAGE_PARTS, 40, 120) }),
      createdAt: now - rng.int(1, 23) * HOUR,
    });
  // Keyed by item: a few different contacts' check-ins put aside.
  for (const person of new Set(Array.from({ length: people.length ? rng.int(0, 3) : 0 }, () => rng.pick(people))))
    out("today_snoozes", { userId, item: `check-in:${person.id}`, until: now + rng.int(1, 7) * DAY });

  return { userId, devices, contacts: people, dates, series, meetingsPerMonth };
}

/**
 * A year of use: the nudges sent (check-ins, dates, one-offs, repeats, meeting briefs), how each
 * went out to each device, the ones marked done or snoozed, and what was logged as being in touch.
 */
export function yearOfUse(sink: RowSink, next: Ids, rng: Random, account: AccountAtRest, now: number) {
  const P = PROFILE;
  const out = sink.insert;
  const { userId, devices, contacts } = account;
  const start = now - YEAR;
  const logged = (contactId: number, at: number, title: string, source: string, sourceRef: string | null = null) =>
    out("interactions", {
      id: next("interactions"),
      userId,
      contactId,
      at,
      title: title.slice(0, 200),
      source,
      sourceRef,
      createdAt: at + rng.int(0, 60_000),
    });

  const send = (
    remindAt: number,
    fields: Row & { targetName: string; message: string },
    about: Contact | null,
    copyOf: number | null = null,
  ) => {
    const id = next("reminders");
    const sentAt = remindAt + rng.int(50, 3000);
    const r = rng.next();
    const status = r < P.notDelivered ? "not_delivered" : r < P.notDelivered + P.emailed ? "emailed" : "delivered";
    const doneAt = about && rng.chance(P.done) ? sentAt + rng.int(1, 48) * HOUR : null;
    const snoozedUntil = !doneAt && copyOf === null && rng.chance(P.snoozed) ? sentAt + rng.pick([1, 3, 24]) * HOUR : null;
    out("reminders", {
      id,
      userId,
      url: null,
      phoneNumber: about?.phoneNumber ?? null,
      phoneTyped: about?.phoneTyped ?? null,
      ...fields,
      remindAt,
      sent: 1,
      sentAt,
      createdAt: remindAt - rng.int(1, 30) * DAY,
      doneAt: doneAt !== null && doneAt < now ? doneAt : null,
      snoozedUntil,
      snoozedFrom: copyOf,
      deliveryStatus: status,
    });
    for (const device of devices)
      out("nudge_deliveries", {
        reminderId: id,
        target: `push:${device.id}`,
        userId,
        channel: "push",
        label: device.label,
        status: status === "delivered" ? "delivered" : "failed",
        reason: status === "delivered" ? null : "The push service answered 500",
        at: sentAt + rng.int(100, 900),
      });
    if (status !== "delivered" || devices.length === 0)
      out("nudge_deliveries", {
        reminderId: id,
        target: "email",
        userId,
        channel: "email",
        label: null,
        status: status === "not_delivered" ? "failed" : "sent",
        reason: status === "not_delivered" ? "The mail service answered 503" : null,
        at: sentAt + rng.int(100, 900),
      });
    if (about && doneAt !== null && doneAt < now) logged(about.id, doneAt, `Nudge done: "${fields.message}"`, "nudge");
    // The snoozed copy is a nudge of its own: no series or meeting of its own.
    if (snoozedUntil !== null && snoozedUntil < now)
      send(snoozedUntil, { targetName: fields.targetName, message: fields.message }, about, id);
  };

  for (const contact of contacts) {
    if (contact.rhythmDays === null) continue;
    for (let at = start + rng.int(0, contact.rhythmDays) * DAY; at < now - DAY; at += contact.rhythmDays * DAY)
      if (rng.chance(P.checkInsSent)) send(atNine(at), { targetName: contact.name, message: CHECK_IN_MESSAGE }, contact);
  }
  for (const date of account.dates) {
    const on = start + rng.int(0, 363) * DAY;
    const label = date.label.toLowerCase();
    send(atNine(on), { targetName: date.contact.name, message: `${date.contact.name}'s ${label} is today` }, date.contact);
    if (date.headsUp)
      send(atNine(on - 3 * DAY), { targetName: date.contact.name, message: `${date.contact.name}'s ${label} is on Friday` }, date.contact);
  }
  for (let month = 0; month < 12; month++)
    for (let i = rng.int(P.oneOffsPerMonth[0], P.oneOffsPerMonth[1]); i > 0; i--) {
      const about = contacts.length && rng.chance(0.6) ? rng.pick(contacts) : null;
      const at = start + month * 30 * DAY + rng.int(0, 29) * DAY + rng.int(7, 21) * HOUR;
      send(at, { targetName: about?.name ?? nameOf(rng), message: rng.text(W.MESSAGE_PARTS, 40, 120) }, about);
    }
  for (const series of account.series)
    for (let at = start; at < now - DAY; at += series.everyDays * DAY)
      send(atNine(at), { targetName: "Me", message: series.message, seriesId: series.id }, null);
  for (let month = 0; month < 12 && contacts.length; month++)
    for (let i = account.meetingsPerMonth; i > 0; i--) {
      const with_ = rng.pick(contacts);
      const at = start + month * 30 * DAY + rng.int(0, 29) * DAY + rng.int(8, 17) * HOUR;
      const uid = `${hex(rng, 26)}@google.com`;
      const title = `${rng.pick(W.MEETING_TITLES)} with ${with_.name}`;
      send(at - HOUR, { targetName: with_.name, message: `${title} in 1 hour. Last in touch 3 weeks ago.`, briefRef: uid }, null);
      logged(with_.id, at + HOUR, title, "calendar", `${uid}#${with_.id}`);
    }
  for (let month = 0; month < 12 && contacts.length; month++)
    for (let i = rng.int(P.manualInteractionsPerMonth[0], P.manualInteractionsPerMonth[1]); i > 0; i--)
      logged(
        rng.pick(contacts).id,
        start + month * 30 * DAY + rng.int(0, 29) * DAY,
        rng.pick(W.INTERACTION_TITLES),
        rng.pick(["manual", "share"]),
      );
}
