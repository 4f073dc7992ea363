// The single source of Nudge's data model (docs/product.md#data) plus sessions, password resets and the
// bookkeeping tables that keep auth safe. Timestamps are epoch milliseconds.
import { sql } from "drizzle-orm";
import { LANGUAGE_CODES } from "../contracts/languages";
import { index, integer, primaryKey, sqliteTable, text, uniqueIndex, type AnySQLiteColumn } from "drizzle-orm/sqlite-core";

const now = sql`(unixepoch('subsec') * 1000)`;
const createdAt = () => integer("createdAt", { mode: "number" }).notNull().default(now);
const updatedAt = () => integer("updatedAt", { mode: "number" }).notNull().default(now);
// A row that goes with the one `parent` points at: deleting that row deletes this one.
// (A function, not a shared column: drizzle binds each column object to one table.)
const belongsTo = (name: string, parent: () => AnySQLiteColumn) => integer(name).notNull().references(parent, { onDelete: "cascade" });
// The user a row belongs to: every query is scoped by it, and deleting the account deletes the row.
const ownerId = () => belongsTo("userId", () => users.id);
// The contact a row is about (a note, a date, a circle it is in).
const contactRef = () => belongsTo("contactId", () => contacts.id);
// Column sets (drizzle's column helpers, functions for the same reason), spread into the tables
// that share them. A row of the user's own, with an id of its own.
const ownRow = () => ({
  id: integer("id").primaryKey({ autoIncrement: true }),
  userId: ownerId(),
});
// A phone number (migrations/0014): E.164 when it read as one in the person's region, else as
// typed; and what was typed, null beside a phoneNumber on a row from before 0014 not read yet
// (db/phone-backfill.ts).
const phone = () => ({
  phoneNumber: text("phoneNumber"),
  phoneTyped: text("phoneTyped"),
});

export const users = sqliteTable(
  "users",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    // Stored lower-cased so "Ana@x.com" and "ana@x.com" are one account.
    email: text("email").notNull(),
    name: text("name").notNull(),
    // A versioned hash (see worker/auth/passwords.ts), never the password itself.
    password: text("password").notNull(),
    isVerified: integer("isVerified", { mode: "boolean" }).notNull().default(false),
    isDeveloper: integer("isDeveloper", { mode: "boolean" }).notNull().default(false),
    mailchimpId: text("mailchimpId"),
    stripeCustomerId: text("stripeCustomerId"),
    stripeSubscriptionId: text("stripeSubscriptionId"),
    subscriptionStatus: text("subscriptionStatus", { length: 50 }).notNull().default("inactive"),
    // From Stripe (migrations/0003): when the free trial ends and when a cancelled plan stops.
    subscriptionTrialEnd: integer("subscriptionTrialEnd", { mode: "number" }),
    subscriptionCancelAt: integer("subscriptionCancelAt", { mode: "number" }),
    createdAt: createdAt(),
    // Moved by triggers (migrations/0004) on every change to the user's nudges: the version the
    // cached nudge lists and their ETags are checked against.
    remindersVersion: integer("remindersVersion").notNull().default(0),
    // migrations/0007: an IANA zone name, null until chosen (read as UTC), and quiet hours as
    // minutes after local midnight (both or neither; start > end crosses midnight).
    timeZone: text("timeZone", { length: 64 }),
    quietStart: integer("quietStart"),
    quietEnd: integer("quietEnd"),
    // migrations/0010: nudges by email (only once isVerified): when no device accepted one (on by
    // default), or every nudge. unsubscribeToken is the one-click opt-out link's key (RFC 8058):
    // it only turns these emails off, so it is kept as is to be put in every email.
    emailFallback: integer("emailFallback", { mode: "boolean" }).notNull().default(true),
    emailEvery: integer("emailEvery", { mode: "boolean" }).notNull().default(false),
    unsubscribeToken: text("unsubscribeToken"),
    // migrations/0014: the country phone numbers without a country code are read in (ISO 3166
    // alpha-2, "GB"); null follows the time zone's country (worker/contacts/phone-region.ts).
    phoneRegion: text("phoneRegion", { length: 2 }),
    // The time of day check-ins and date nudges arrive, as minutes after local midnight (issue
    // 24); null is 09:00 (contracts/nudge-time.ts). A contact's own nudgeTime wins over it.
    nudgeTime: integer("nudgeTime"),
    // migrations/0021 (issue 24): notifications say only who to reach out to, nothing more, on
    // a lock screen anyone may see.
    hideDetails: integer("hideDetails", { mode: "boolean" }).notNull().default(false),
    // How long before a calendar meeting with a contact its brief comes (issue 41), in minutes;
    // null turns briefs off.
    briefLead: integer("briefLead").default(60),
    // migrations/0022 (issue 24): the digest, the Today list pushed at digestTime (minutes after
    // local midnight, null is 08:30) every day or on digestWeekday (0 Sunday … 6, null is Monday);
    // null digestEvery is off. digestEmail: the same list by email too.
    digestEvery: text("digestEvery", { enum: ["daily", "weekly"] }),
    digestTime: integer("digestTime"),
    digestWeekday: integer("digestWeekday"),
    digestEmail: integer("digestEmail", { mode: "boolean" }).notNull().default(false),
    // migrations/0027 (issue 41): the mail-in address's version, signed into it
    // (worker/mail-in/address.ts); "New address" bumps it, so every older address stops working.
    mailInVersion: integer("mailInVersion").notNull().default(0),
    // migrations/0031 (issue 42): message drafts by AI, off until the person turns them on; only
    // then does anything about a contact go to a model provider.
    aiDrafts: integer("aiDrafts", { mode: "boolean" }).notNull().default(false),
    // migrations/0033 (issue 43): the language everything Nudge writes to the person is in (the
    // app, API errors, mail, push); set at sign-up from the browser's.
    language: text("language", { enum: LANGUAGE_CODES }).notNull().default("en"),
  },
  (t) => [uniqueIndex("users_email_unique").on(t.email), index("users_stripe_customer_idx").on(t.stripeCustomerId)],
);

export const sessions = sqliteTable(
  "sessions",
  {
    // SHA-256 of the bearer token: a leaked table cannot be replayed as sessions.
    tokenHash: text("tokenHash").primaryKey(),
    userId: ownerId(),
    createdAt: createdAt(),
    lastUsedAt: integer("lastUsedAt", { mode: "number" }).notNull().default(now),
    expiresAt: integer("expiresAt", { mode: "number" }).notNull(),
  },
  (t) => [index("sessions_user_idx").on(t.userId)],
);

/**
 * Single-use links mailed to a person (password resets, email verifications): only the token's
 * SHA-256 is stored, with its expiry and when it was used. One shape, a table for each purpose.
 */
const singleUseLinks = <N extends string>(name: N) =>
  sqliteTable(
    name,
    {
      tokenHash: text("tokenHash").primaryKey(),
      userId: ownerId(),
      expiresAt: integer("expiresAt", { mode: "number" }).notNull(),
      usedAt: integer("usedAt", { mode: "number" }),
      createdAt: createdAt(),
    },
    (t) => [index(`${name}_user_idx`).on(t.userId)],
  );

export const passwordResets = singleUseLinks("password_resets");

/** One row per hit on a limit (worker/auth/rate-limit.ts); the key names the limit and who. */
export const limitHits = sqliteTable(
  "limit_hits",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    key: text("key").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("limit_hits_key_time_idx").on(t.key, t.createdAt)],
);

export const pushSubscriptions = sqliteTable(
  "push_subscriptions",
  {
    ...ownRow(),
    endpoint: text("endpoint").notNull(),
    p256dh: text("p256dh").notNull(),
    auth: text("auth").notNull(),
    createdAt: createdAt(),
    // migrations/0010: what the person sees in Devices ("Chrome on Android", from the browser),
    // and how the last push to it went.
    label: text("label"),
    lastDeliveredAt: integer("lastDeliveredAt", { mode: "number" }),
    lastFailureAt: integer("lastFailureAt", { mode: "number" }),
    lastFailure: text("lastFailure"),
    // SHA-256 of the device secret the service worker keeps: it re-registers a subscription the
    // browser changed (pushsubscriptionchange), when no session is at hand.
    secretHash: text("secretHash"),
  },
  (t) => [
    uniqueIndex("push_subscriptions_endpoint_unique").on(t.endpoint),
    index("push_subscriptions_user_idx").on(t.userId),
    uniqueIndex("push_subscriptions_secret_unique").on(t.secretHash),
  ],
);

/** A phone from before migrations/0014 that the Worker hasn't read yet (unqualified, for an index's WHERE). */
export const PHONE_UNREAD = sql.raw(`"phoneNumber" IS NOT NULL AND "phoneTyped" IS NULL`);

/** The rows of that index, unqualified as SQLite wants them in an index's and an upsert's WHERE. */
export const PENDING_SNOOZE_COPY = sql.raw(`"snoozedFrom" IS NOT NULL AND "sent" = 0`);

export const reminders = sqliteTable(
  "reminders",
  {
    ...ownRow(),
    targetName: text("targetName").notNull(),
    message: text("message").notNull(),
    ...phone(),
    remindAt: integer("remindAt", { mode: "number" }).notNull(),
    url: text("url"),
    sent: integer("sent", { mode: "boolean" }).notNull().default(false),
    sentAt: integer("sentAt", { mode: "number" }),
    saved: integer("saved", { mode: "boolean" }).notNull().default(false),
    createdAt: createdAt(),
    // When the user marked the sent nudge done (migrations/0006): from the notification, in the
    // app, or by texting or calling from it. Only a done nudge counts as being in touch.
    doneAt: integer("doneAt", { mode: "number" }),
    // When its snoozed copy comes back, if the sent nudge was snoozed (migrations/0009): the copy
    // is a new pending nudge; history marks the original so the two make sense together.
    snoozedUntil: integer("snoozedUntil", { mode: "number" }),
    // On a snoozed copy, the sent nudge it was snoozed from (migrations/0012): snoozing that nudge
    // again moves this copy while it is pending instead of adding another one.
    snoozedFrom: integer("snoozedFrom", { mode: "number" }).references((): AnySQLiteColumn => reminders.id, { onDelete: "set null" }),
    // How the sent nudge went out (migrations/0010): delivered, emailed, retrying or
    // not_delivered; null for nudges sent before delivery was recorded. Details: nudge_deliveries.
    deliveryStatus: text("deliveryStatus", { length: 20 }),
    // The repeating nudge this is one occurrence of (migrations/0018, issue 24), sent or pending.
    seriesId: integer("seriesId").references((): AnySQLiteColumn => nudgeSeries.id, { onDelete: "set null" }),
    // On a meeting's brief (issue 41): the calendar event it is for. One brief per event, sent or
    // not, so a pull that finds the event again moves a pending brief and never sends a second.
    briefRef: text("briefRef"),
  },
  (t) => [
    // Pending list (soonest first), history (newest first) and the scheduler's "next due".
    index("reminders_user_sent_remind_idx").on(t.userId, t.sent, t.remindAt),
    index("reminders_user_sent_sentat_idx").on(t.userId, t.sent, t.sentAt),
    // At most one pending copy per snoozed nudge, held by SQLite itself: parallel snoozes upsert
    // into this index (see db/snooze.ts) rather than each inserting a copy.
    uniqueIndex("reminders_pending_snooze_copy_unique").on(t.snoozedFrom).where(PENDING_SNOOZE_COPY),
    // Rows whose number the Worker hasn't read yet: empty once each person's were (db/phone-backfill.ts).
    index("reminders_phone_unread_idx").on(t.userId).where(PHONE_UNREAD),
    uniqueIndex("reminders_brief_unique").on(t.userId, t.briefRef),
  ],
);

export const contacts = sqliteTable(
  "contacts",
  {
    ...ownRow(),
    name: text("name").notNull(),
    ...phone(),
    // phoneNumber's digits only: how imports de-duplicate and how a text or call finds its contact.
    phoneKey: text("phoneKey"),
    email: text("email"),
    notes: text("notes"),
    lastContactAt: integer("lastContactAt", { mode: "number" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    // Keep-in-touch cadence (migrations/0005): every N day/week/month, or none. The next
    // check-in is a pending nudge at lastContactAt + cadence, pointed at by checkInReminderId.
    cadenceEvery: integer("cadenceEvery"),
    cadenceUnit: text("cadenceUnit", { length: 10 }),
    checkInReminderId: integer("checkInReminderId").references((): AnySQLiteColumn => reminders.id, { onDelete: "set null" }),
    // The app they are messaged in (migrations/0015, contracts/reach.ts): null is SMS.
    reachBy: text("reachBy", { length: 10 }),
    // A Telegram username, without "@".
    telegram: text("telegram", { length: 32 }),
    // When this person's check-in and date nudges arrive, minutes after local midnight (issue 24);
    // null follows the account's users.nudgeTime.
    nudgeTime: integer("nudgeTime"),
  },
  (t) => [
    index("contacts_user_name_idx").on(t.userId, t.name),
    index("contacts_user_phone_idx").on(t.userId, t.phoneKey),
    index("contacts_phone_unread_idx").on(t.userId).where(PHONE_UNREAD),
    // The alarm's claim reads these in every batch: without them it read the whole address book.
    // The people with a check-in (its nudge looked up by id), and those messaged in another app.
    index("contacts_user_check_in_idx").on(t.userId, t.checkInReminderId).where(sql`"checkInReminderId" IS NOT NULL`),
    index("contacts_user_reach_by_idx").on(t.userId, t.reachBy).where(sql`"reachBy" IS NOT NULL AND "phoneKey" IS NOT NULL`),
    // A nudge typed with a name finds its contact by it, in any case; the list is sorted so too.
    index("contacts_user_name_nocase_idx").on(t.userId, sql`${t.name} COLLATE NOCASE`),
  ],
);

// Circles a contact belongs to ("Close friends", "Clients"; migrations/0016), any number each. A
// circle's keep-in-touch rhythm is followed by its members who have none of their own (the
// shortest, in two circles). Names are unique per user, ignoring case.
export const circles = sqliteTable(
  "circles",
  {
    ...ownRow(),
    name: text("name", { length: 50 }).notNull(),
    cadenceEvery: integer("cadenceEvery"),
    cadenceUnit: text("cadenceUnit", { length: 10 }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("circles_user_name_unique").on(t.userId, sql`${t.name} COLLATE NOCASE`)],
);

export const contactCircles = sqliteTable(
  "contact_circles",
  {
    contactId: contactRef(),
    circleId: belongsTo("circleId", () => circles.id),
    userId: ownerId(),
  },
  (t) => [primaryKey({ columns: [t.contactId, t.circleId] }), index("contact_circles_circle_idx").on(t.circleId)],
);

export const contactBookmarks = sqliteTable(
  "contact_bookmarks",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    contactId: contactRef(),
    userId: ownerId(),
    note: text("note").notNull(),
    category: text("category", { length: 50 }),
    createdAt: createdAt(),
  },
  (t) => [index("contact_bookmarks_contact_time_idx").on(t.contactId, t.createdAt), index("contact_bookmarks_user_idx").on(t.userId)],
);

export type SupportContext = { contactName?: string; contactHistory?: string; reminderMessage?: string };

export const aiSupportRequests = sqliteTable(
  "ai_support_requests",
  {
    ...ownRow(),
    type: text("type", { length: 50 }).notNull(),
    message: text("message").notNull(),
    aiResponse: text("aiResponse"),
    humanResponse: text("humanResponse"),
    requiresHumanReview: integer("requiresHumanReview", { mode: "boolean" }).notNull().default(false),
    category: text("category", { length: 50 }),
    context: text("context", { mode: "json" }).$type<SupportContext>(),
    status: text("status", { length: 50 }).notNull().default("pending"),
    emailSent: integer("emailSent", { mode: "boolean" }).notNull().default(false),
    userNotified: integer("userNotified", { mode: "boolean" }).notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    // When the user saw the human reply in the app (migrations/0002).
    userSeenAt: integer("userSeenAt", { mode: "number" }),
  },
  (t) => [
    index("ai_support_user_time_idx").on(t.userId, t.createdAt),
    index("ai_support_status_time_idx").on(t.status, t.createdAt),
    index("ai_support_user_status_idx").on(t.userId, t.status),
  ],
);

export const knowledgeBase = sqliteTable(
  "knowledge_base",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    title: text("title", { length: 255 }).notNull(),
    content: text("content").notNull(),
    category: text("category", { length: 100 }),
    tags: text("tags"),
    isActive: integer("isActive", { mode: "boolean" }).notNull().default(true),
    priority: integer("priority").notNull().default(0),
    // Whom it answers: people who use Nudge in this language (worker/contracts/languages.ts).
    language: text("language").notNull().default("en"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("knowledge_base_active_priority_idx").on(t.isActive, t.priority), index("knowledge_base_language_idx").on(t.language)],
);

export const pushCampaigns = sqliteTable(
  "push_campaigns",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    title: text("title", { length: 255 }).notNull(),
    message: text("message").notNull(),
    targetType: text("targetType", { length: 50 }).notNull().default("all"),
    targetUserIds: text("targetUserIds"),
    url: text("url"),
    scheduledAt: integer("scheduledAt", { mode: "number" }),
    sentAt: integer("sentAt", { mode: "number" }),
    status: text("status", { length: 50 }).notNull().default("draft"),
    recipientCount: integer("recipientCount").notNull().default(0),
    deliveredCount: integer("deliveredCount").notNull().default(0),
    // The author leaves with their account; the campaign stays with the team.
    createdBy: integer("createdBy").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("push_campaigns_created_idx").on(t.createdAt)],
);

export type User = typeof users.$inferSelect;

// Stripe webhook events already handled: Stripe delivers at least once, so an id seen before is
// acknowledged without running its handler again. Ids are forgotten after 30 days (Stripe stops
// retrying after 3).
export const stripeEvents = sqliteTable(
  "stripe_events",
  {
    id: text("id").primaryKey(),
    type: text("type").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("stripe_events_created_idx").on(t.createdAt)],
);

// migrations/0002 also adds knowledge_fts, an FTS5 index over knowledge_base kept by triggers;
// drizzle has no virtual tables, so its SQL lives in worker/db/knowledge-search.ts.

// Birthdays and other yearly dates of a contact (migrations/0005). reminderId is the pending
// nudge for the next occurrence; it is made again for the following year once sent.
export const contactDates = sqliteTable(
  "contact_dates",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    contactId: contactRef(),
    userId: ownerId(),
    label: text("label", { length: 50 }).notNull(),
    // "YYYY-MM-DD": the year is kept, the month and day repeat.
    date: text("date", { length: 10 }).notNull(),
    leadDays: integer("leadDays").notNull().default(0),
    // The pending nudge on the day, and (leadDays > 0) the heads-up leadDays before it (issue 24).
    // Dates from before the heads-up had its own link point both at their one nudge, the heads-up;
    // once it is sent each gets its own (db/important-dates.ts).
    reminderId: integer("reminderId").references(() => reminders.id, { onDelete: "set null" }),
    headsUpReminderId: integer("headsUpReminderId").references((): AnySQLiteColumn => reminders.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [
    index("contact_dates_contact_idx").on(t.contactId),
    index("contact_dates_user_reminder_idx").on(t.userId, t.reminderId),
    // Deleting a nudge looks up the dates pointing at it (the foreign key's SET NULL).
    index("contact_dates_heads_up_idx").on(t.headsUpReminderId),
  ],
);

// Being in touch with a contact, from wherever Nudge learned it (issue 41): typed, shared to the
// app, a nudge done, and later a calendar event or a mail. One time line per contact; the newest
// moves the contact's lastContactAt. `sourceRef` is the outside id (an event's UID, a mail's
// Message-ID) that an edit or a repeat is recognised by.
export const interactions = sqliteTable(
  "interactions",
  {
    ...ownRow(),
    contactId: contactRef(),
    at: integer("at", { mode: "number" }).notNull(),
    title: text("title", { length: 200 }).notNull(),
    source: text("source", { length: 10 }).notNull(),
    sourceRef: text("sourceRef"),
    createdAt: createdAt(),
  },
  (t) => [
    index("interactions_contact_at_idx").on(t.userId, t.contactId, t.at),
    uniqueIndex("interactions_source_ref_unique").on(t.userId, t.source, t.sourceRef),
  ],
);

// What Nudge found but will not log on a guess (issue 41): a calendar event that only names
// someone ("Lunch with Ana": is it Ana Souza?) or a mail to an address no contact has ("Add Dana as
// a contact?"). It waits on Today for a yes; unanswered after 14 days it stops being shown. An
// answered row is kept (answer set) so the next pull of the same event or mail does not ask again.
export const interactionReviews = sqliteTable(
  "interaction_reviews",
  {
    ...ownRow(),
    // "meeting": an event naming a contact (contactId is the guess); "person": an address no contact has.
    kind: text("kind", { length: 10 }).notNull(),
    source: text("source", { length: 10 }).notNull(),
    sourceRef: text("sourceRef").notNull(),
    at: integer("at", { mode: "number" }).notNull(),
    title: text("title", { length: 200 }).notNull(),
    contactId: integer("contactId").references((): AnySQLiteColumn => contacts.id, { onDelete: "cascade" }),
    // For "person": who to add, as the mail named them.
    name: text("name", { length: 100 }),
    email: text("email"),
    // null while it waits; "yes", "no" or "ignore" once answered.
    answer: text("answer", { length: 10 }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("interaction_reviews_source_ref_unique").on(t.userId, t.source, t.sourceRef, t.kind),
    index("interaction_reviews_waiting_idx").on(t.userId, t.createdAt).where(sql`${t.answer} is null`),
  ],
);

// A user's private calendar feed (migrations/0005): the SHA-256 of the secret in its address.
// One a user; making a new one replaces the old, revoking deletes it.
export const calendarFeeds = sqliteTable(
  "calendar_feeds",
  {
    userId: integer("userId")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    tokenHash: text("tokenHash").notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("calendar_feeds_token_unique").on(t.tokenHash)],
);

// Single-purpose tokens a nudge's push carried (migrations/0006) before they moved into each
// person's object (delivery/action-tokens.ts): D1 only spends the ones still out there, until they
// expire and the cron sweeps them; then the table goes.
export const nudgeActionTokens = sqliteTable(
  "nudge_action_tokens",
  {
    tokenHash: text("tokenHash").primaryKey(),
    userId: ownerId(),
    reminderId: belongsTo("reminderId", () => reminders.id),
    expiresAt: integer("expiresAt", { mode: "number" }).notNull(),
    usedAt: integer("usedAt", { mode: "number" }),
    createdAt: createdAt(),
  },
  (t) => [
    index("nudge_action_tokens_user_expires_idx").on(t.userId, t.expiresAt),
    index("nudge_action_tokens_reminder_idx").on(t.reminderId),
  ],
);

// Email verification links (migrations/0010): single use, 24 h, stored as SHA-256.
export const emailVerifications = singleUseLinks("email_verifications");

// How one sent nudge went out to each target (migrations/0010): a device ("push:<id>", its label
// kept as it was, since the device may be removed later) or the email. Written by the scheduler.
export const nudgeDeliveries = sqliteTable(
  "nudge_deliveries",
  {
    reminderId: belongsTo("reminderId", () => reminders.id),
    target: text("target", { length: 40 }).notNull(),
    userId: ownerId(),
    channel: text("channel", { length: 10 }).notNull(),
    label: text("label"),
    status: text("status", { length: 20 }).notNull(),
    reason: text("reason"),
    at: integer("at", { mode: "number" }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.reminderId, t.target] }), index("nudge_deliveries_user_idx").on(t.userId)],
);

// A person's CardDAV account (migrations/0017, issue 23): one per user, pulled one way into their
// contacts. The password is AES-GCM ciphertext (worker/carddav/secret.ts), never sent back.
// nextSyncAt orders the background syncs; leaseUntil keeps two syncs of one account apart.
export const addressBooks = sqliteTable(
  "address_books",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    userId: ownerId().unique(),
    url: text("url").notNull(),
    username: text("username").notNull(),
    password: text("password").notNull(),
    lastSyncAt: integer("lastSyncAt", { mode: "number" }),
    lastError: text("lastError"),
    nextSyncAt: integer("nextSyncAt", { mode: "number" }).notNull(),
    leaseUntil: integer("leaseUntil", { mode: "number" }),
    createdAt: createdAt(),
  },
  (t) => [index("address_books_next_sync_idx").on(t.nextSyncAt)],
);

// Which card on the server a Nudge contact came from, and the card's version (its ETag) when it
// was last read. Deleting the account's address book (or the card on the server) removes the link,
// never the contact. A contact deleted in Nudge keeps its link with no contact, so the next sync
// doesn't bring back someone the person removed.
export const contactLinks = sqliteTable(
  "contact_links",
  {
    addressBookId: belongsTo("addressBookId", () => addressBooks.id),
    href: text("href").notNull(),
    contactId: integer("contactId").references((): AnySQLiteColumn => contacts.id, { onDelete: "set null" }),
    userId: ownerId(),
    etag: text("etag"),
  },
  (t) => [primaryKey({ columns: [t.addressBookId, t.href] }), index("contact_links_contact_idx").on(t.contactId)],
);

// The person's incoming calendar (issue 41): a secret ICS address or a CalDAV calendar, pulled on
// a schedule like the address book. The URL is sealed like the password (a secret ICS address is
// itself the key to the calendar); `shownUrl` is its masked form for the Account dialog. `etag`
// (ICS) and `ctag` (CalDAV) are the versions last read whole, so an unchanged calendar costs one
// request.
export const calendars = sqliteTable(
  "calendars",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    userId: ownerId().unique(),
    // "ics" or "caldav".
    kind: text("kind", { length: 10 }).notNull(),
    url: text("url").notNull(),
    shownUrl: text("shownUrl").notNull(),
    username: text("username"),
    password: text("password"),
    etag: text("etag"),
    ctag: text("ctag"),
    lastSyncAt: integer("lastSyncAt", { mode: "number" }),
    lastError: text("lastError"),
    nextSyncAt: integer("nextSyncAt", { mode: "number" }).notNull(),
    leaseUntil: integer("leaseUntil", { mode: "number" }),
    createdAt: createdAt(),
  },
  (t) => [index("calendars_next_sync_idx").on(t.nextSyncAt)],
);

// An event occurrence with a contact that the calendar showed (one row per occurrence and
// contact): what a cancelled or deleted event must take back (the interaction logged under the
// same sourceRef), and the coming meetings that hold back the contact's check-in. Disconnecting
// the calendar drops these rows; the interactions logged stay.
export const calendarEvents = sqliteTable(
  "calendar_events",
  {
    calendarId: belongsTo("calendarId", () => calendars.id),
    sourceRef: text("sourceRef").notNull(),
    userId: ownerId(),
    contactId: contactRef(),
    startAt: integer("startAt", { mode: "number" }).notNull(),
    endAt: integer("endAt", { mode: "number" }).notNull(),
    title: text("title", { length: 200 }).notNull(),
    // Whether the interaction was logged (the event had ended when last pulled).
    logged: integer("logged", { mode: "boolean" }).notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.calendarId, t.sourceRef] }), index("calendar_events_contact_idx").on(t.userId, t.contactId, t.endAt)],
);

// A repeating nudge (migrations/0018, issue 24): its rule, its first occurrence, what each
// occurrence says, and the one occurrence waiting to be sent (a reminders row). When that one is
// sent, the scheduler's same pass makes the next from here; editing "this one" changes only the
// waiting row, "all future" this row too. Times are the person's wall-clock ("2027-01-31T09:00"),
// placed in their time zone when an occurrence is made (worker/nudges/recurrence.ts).
export const nudgeSeries = sqliteTable(
  "nudge_series",
  {
    ...ownRow(),
    recurrence: text("recurrence").notNull(),
    startSlot: text("startSlot").notNull(),
    pendingId: integer("pendingId").references((): AnySQLiteColumn => reminders.id, { onDelete: "set null" }),
    pendingSlot: text("pendingSlot"),
    targetName: text("targetName").notNull(),
    message: text("message").notNull(),
    ...phone(),
    url: text("url"),
    createdAt: createdAt(),
  },
  (t) => [index("nudge_series_user_idx").on(t.userId), index("nudge_series_pending_idx").on(t.pendingId)],
);

// What the person put aside on their Today list (issue 24): a check-in snoozed, or a birthday or
// other date snoozed or marked done. Keyed by item ("check-in:<contactId>", "date:<dateId>"): a
// check-in's state comes from the contact's last contact and a date's from the calendar, so
// neither has a row of its own to mark. The row hides the item until `until`; later rows replace it.
export const todaySnoozes = sqliteTable(
  "today_snoozes",
  {
    userId: ownerId(),
    item: text("item", { length: 40 }).notNull(),
    until: integer("until", { mode: "number" }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.item] })],
);

// A create's answer, by the Idempotency-Key its client sent (issue 38): a retry with the same key
// gets that answer again instead of making a second row. Kept 24 h (worker/http/idempotency.ts).
export const idempotencyKeys = sqliteTable(
  "idempotency_keys",
  {
    userId: ownerId(),
    key: text("key").notNull(),
    // SHA-256 of the method, path and body: the same key with another request is refused.
    requestHash: text("requestHash").notNull(),
    // Both null while the request that took the key is still running.
    status: integer("status"),
    body: text("body"),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] })],
);

// A person's own message templates (issue 42), with placeholders such as {first_name}.
export const messageTemplates = sqliteTable(
  "message_templates",
  {
    ...ownRow(),
    name: text("name", { length: 60 }).notNull(),
    text: text("text").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("message_templates_user_idx").on(t.userId, t.createdAt)],
);

// The AI's drafts for one request (issue 42): asking again for the same person, purpose and
// channel, while what Nudge knows about them is unchanged (`contextKey`), costs no model call.
export const draftCache = sqliteTable(
  "draft_cache",
  {
    userId: ownerId(),
    requestKey: text("requestKey").notNull(),
    contextKey: text("contextKey").notNull(),
    body: text("body", { mode: "json" }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.requestKey] }), index("draft_cache_created_idx").on(t.createdAt)],
);
