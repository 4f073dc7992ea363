import { t } from "@lingui/core/macro";
import { and, eq, exists, inArray, sql } from "drizzle-orm";
import { cadenceOf } from "../contracts/cadence";
import { circleKey } from "../contracts/circles";
import { phoneKey } from "../contracts/contacts";
import type { DuplicateChoice, ImportRow, PreviewResult } from "../contracts/contact-import";
import { dateNudgeMessage } from "../contacts/date-nudge-message";
import { nextDateNudge } from "../contracts/important-dates";
import { planImport, type Existing, type PlannedRow, type Target } from "../contacts/import-plan";
import { phoneKeysOf, storedPhone } from "../contacts/phone-store";
import type { Db } from "./client";
import { runBatch, type Statement } from "./d1-batch";
import { circleStatements, readCircles } from "./import-circles";
import { checkInStatements, type CheckInState } from "./import-check-ins";
import { nudgeMinutes } from "./nudge-clock";
import { contactDates, contacts, reminders, users } from "./schema";

/** The label an imported birthday gets: the one the contact card offers first, in the account's language. */
const birthdayLabel = () => t`Birthday`;
/** A contact's birthday as the import recognises it: its label in the account's language, or in English (the label before languages). */
const birthdayLabels = () => [...new Set([birthdayLabel(), "Birthday"])];

// Seven bound values a new contact: 14 rows stay inside D1's 100-parameter limit per statement.
const ROWS_PER_STATEMENT = 14;

/**
 * The user's contacts as the import compares them, with their circles and keep-in-touch state
 * (the caller reads old rows' numbers first).
 */
async function readExisting(db: Db, userId: number) {
  const birthday = db
    .select({ id: contactDates.id })
    .from(contactDates)
    .where(and(eq(contactDates.contactId, contacts.id), inArray(contactDates.label, birthdayLabels())));
  const [rows, { known, memberOf }, account] = await Promise.all([
    db
      .select({
        id: contacts.id,
        name: contacts.name,
        phoneNumber: contacts.phoneNumber,
        phoneTyped: contacts.phoneTyped,
        email: contacts.email,
        notes: contacts.notes,
        hasBirthday: sql<boolean>`${exists(birthday)}`.mapWith(Boolean),
        cadenceEvery: contacts.cadenceEvery,
        cadenceUnit: contacts.cadenceUnit,
        since: sql<number>`coalesce(${contacts.lastContactAt}, ${contacts.createdAt})`,
        checkInReminderId: contacts.checkInReminderId,
        pendingAt: reminders.remindAt,
        nudgeTime: contacts.nudgeTime,
      })
      .from(contacts)
      .leftJoin(reminders, and(eq(reminders.id, contacts.checkInReminderId), eq(reminders.sent, false)))
      .where(eq(contacts.userId, userId))
      .orderBy(contacts.id)
      .all(),
    readCircles(db, userId),
    db.select({ nudgeTime: users.nudgeTime }).from(users).where(eq(users.id, userId)).get(),
  ]);
  const existing: Existing[] = [];
  const states = new Map<number, CheckInState>();
  for (const { cadenceEvery, cadenceUnit, since, checkInReminderId, pendingAt, nudgeTime, ...c } of rows) {
    existing.push({ ...c, circles: memberOf.get(c.id) ?? [] });
    // The time of day their nudges arrive: their own, else the account's (new contacts: the account's).
    const minutes = nudgeMinutes(nudgeTime, account?.nudgeTime);
    states.set(c.id, { own: cadenceOf({ cadenceEvery, cadenceUnit }), since, checkInReminderId, pendingAt, minutes });
  }
  return { existing, circles: known, states, minutes: nudgeMinutes(null, account?.nudgeTime) };
}

/** Rows with their numbers as they will be stored; a number with too few digits to dial is left out. */
function planned(rows: ImportRow[], region: string | null): PlannedRow[] {
  return rows.map(({ phoneNumber, ...row }) => {
    const stored = phoneKey(phoneNumber) ? storedPhone(phoneNumber, region) : {};
    return { ...row, phoneNumber: stored.phoneNumber ?? null, phoneTyped: stored.phoneTyped ?? null };
  });
}

/** What importing these rows would do, row by row, writing nothing. */
export async function previewImport(db: Db, userId: number, rows: ImportRow[], region: string | null): Promise<PreviewResult> {
  const { existing, circles } = await readExisting(db, userId);
  const plan = planImport(planned(rows, region), existing, "merge", circles);
  const skipped = plan.rows.filter((r) => r.status === "same").length;
  const { newCircles, circlesLeftOut } = plan;
  return { created: plan.created.length, merged: plan.merged, skipped, newCircles, circlesLeftOut, rows: plan.rows };
}

const columns = (t: Target) => ({
  name: t.name,
  phoneNumber: t.phoneNumber,
  phoneTyped: t.phoneTyped,
  phoneKey: phoneKey(t.phoneNumber),
  email: t.email,
  notes: t.notes,
});

/**
 * The id of a contact this batch inserts: the user's newest with exactly its name, number and
 * email. Statements in a batch run in order in one transaction, so that is the one just made.
 */
const insertedId = (userId: number, t: Target) =>
  sql`(select ${contacts.id} from ${contacts} where ${contacts.userId} = ${userId} and ${contacts.name} = ${t.name}
    and ${contacts.phoneKey} is ${phoneKey(t.phoneNumber)} and ${contacts.email} is ${t.email} order by ${contacts.id} desc limit 1)`;

/**
 * A birthday and its nudge: on the day, at the contact's time of day (no days early, so no
 * heads-up, as a date added by hand with 0). The nudge first, so the date can point at it as the
 * user's newest.
 */
function birthdayStatements(db: Db, userId: number, t: Target, clock: { timeZone: string; minutes: number }) {
  const [, month, day] = t.birthday!.split("-").map(Number) as [number, number, number];
  const next = nextDateNudge(month, day, 0, Date.now(), clock.timeZone, clock.minutes);
  const nudge = db.insert(reminders).values({
    userId,
    targetName: t.name,
    phoneNumber: t.phoneNumber,
    phoneTyped: t.phoneTyped,
    message: dateNudgeMessage(t.name, birthdayLabel(), 0, next.occursOn),
    remindAt: next.at,
  });
  const date = db.insert(contactDates).values({
    contactId: t.id ?? insertedId(userId, t),
    userId,
    label: birthdayLabel(),
    date: t.birthday!,
    leadDays: 0,
    reminderId: sql`(select max(${reminders.id}) from ${reminders} where ${reminders.userId} = ${userId})`,
  });
  return [nudge, date];
}

/**
 * Imports the rows as planned (contacts/import-plan.ts): new contacts, what merges fill in, the
 * circles the rows name (made when new) and who joins them, the check-ins joining a circle with a
 * rhythm brings, and each new birthday with its nudge, in one D1 batch, so a request is imported
 * whole or not at all. The same file imported twice finds every row there already. Answers the
 * counts, the circles made and left out, and whether any nudge was made or moved (the caller
 * re-arms the scheduler then).
 */
export async function importContacts(
  db: Db,
  userId: number,
  rows: ImportRow[],
  { onDuplicate, region, timeZone }: { onDuplicate: DuplicateChoice; region: string | null; timeZone: string },
) {
  const { existing, circles, states, minutes } = await readExisting(db, userId);
  const plan = planImport(planned(rows, region), existing, onDuplicate, circles);
  const statements: Statement[] = [];
  for (let i = 0; i < plan.created.length; i += ROWS_PER_STATEMENT) {
    const slice = plan.created.slice(i, i + ROWS_PER_STATEMENT);
    statements.push(db.insert(contacts).values(slice.map((t) => ({ ...columns(t), userId }))));
  }
  for (const t of plan.changed)
    statements.push(
      db
        .update(contacts)
        .set({ ...columns(t), updatedAt: Date.now() })
        .where(and(eq(contacts.id, t.id!), eq(contacts.userId, userId))),
    );
  const targets = [...plan.created, ...plan.changed];
  const { make, join } = circleStatements(userId, plan);
  // Where the made circles' names come back in the batch's results.
  const made = make ? statements.push(make) - 1 : -1;
  if (join) statements.push(join);
  const checkIns = checkInStatements(userId, targets, { states, circles, timeZone, minutes, now: Date.now() });
  statements.push(...checkIns);
  const birthdays = targets.filter((t) => t.birthday !== null);
  for (const t of birthdays)
    statements.push(
      ...birthdayStatements(db, userId, t, { timeZone, minutes: (t.id === null ? undefined : states.get(t.id)?.minutes) ?? minutes }),
    );
  const results = await runBatch(db, statements);
  const newCircles = made < 0 ? [] : (results[made]!.results as { name: string }[]).map((c) => c.name);
  // Planned circles the batch didn't make (another request took the last places meanwhile) are left out too.
  const circlesLeftOut = [...plan.circlesLeftOut, ...plan.newCircles.filter((n) => !newCircles.includes(n) && !circles.has(circleKey(n)))];
  const created = plan.created.length;
  const skipped = rows.length - created - plan.merged;
  return {
    counts: { created, merged: plan.merged, skipped, newCircles, circlesLeftOut },
    nudged: birthdays.length > 0 || checkIns.length > 0,
  };
}

/** The user's contact with this number, however written (a text, call or done nudge names only the number); null when none. */
export async function contactIdByPhone(db: Db, userId: number, phone: string) {
  const keys = await phoneKeysOf(db, userId, phone);
  if (keys.length === 0) return null;
  const row = await db
    .select({ id: contacts.id })
    .from(contacts)
    .where(and(eq(contacts.userId, userId), inArray(contacts.phoneKey, keys)))
    .orderBy(contacts.id)
    .get();
  return row?.id ?? null;
}
