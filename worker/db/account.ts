import { asc, eq } from "drizzle-orm";
import type { AccountExport } from "../contracts/account";
import { formatClock } from "../contracts/time-zone";
import type { Db } from "./client";
import { toNote } from "./contacts";
import { deliveryRowsOf } from "./deliveries";
import { toNudge } from "./nudges";
import { toSettings } from "./user-settings";
import {
  aiSupportRequests,
  circles,
  contactBookmarks,
  contactCircles,
  contactDates,
  contacts,
  interactions,
  messageTemplates,
  pushSubscriptions,
  reminders,
  sessions,
  users,
} from "./schema";

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

/**
 * Every row that is the user's, read in one D1 round trip. Secrets (password hash, tokens, push
 * keys, device secrets, the email opt-out key) stay out: columns are picked, never spread.
 */
export async function exportAccount(db: Db, userId: number, now = Date.now()): Promise<AccountExport | null> {
  const [account, nudges, people, notes, devices, support, signIns, dates, deliveries, groups, members, history, templates] =
    await db.batch([
      db.select().from(users).where(eq(users.id, userId)),
      db.select().from(reminders).where(eq(reminders.userId, userId)).orderBy(asc(reminders.id)),
      db.select().from(contacts).where(eq(contacts.userId, userId)).orderBy(asc(contacts.id)),
      db.select().from(contactBookmarks).where(eq(contactBookmarks.userId, userId)).orderBy(asc(contactBookmarks.id)),
      db
        .select({
          id: pushSubscriptions.id,
          label: pushSubscriptions.label,
          endpoint: pushSubscriptions.endpoint,
          createdAt: pushSubscriptions.createdAt,
        })
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.userId, userId))
        .orderBy(asc(pushSubscriptions.id)),
      db.select().from(aiSupportRequests).where(eq(aiSupportRequests.userId, userId)).orderBy(asc(aiSupportRequests.id)),
      db
        .select({ createdAt: sessions.createdAt, lastUsedAt: sessions.lastUsedAt, expiresAt: sessions.expiresAt })
        .from(sessions)
        .where(eq(sessions.userId, userId)),
      db.select().from(contactDates).where(eq(contactDates.userId, userId)).orderBy(asc(contactDates.id)),
      deliveryRowsOf(db, userId),
      db.select().from(circles).where(eq(circles.userId, userId)).orderBy(asc(circles.id)),
      db.select().from(contactCircles).where(eq(contactCircles.userId, userId)),
      db.select().from(interactions).where(eq(interactions.userId, userId)).orderBy(asc(interactions.at), asc(interactions.id)),
      db.select().from(messageTemplates).where(eq(messageTemplates.userId, userId)).orderBy(asc(messageTemplates.id)),
    ]);
  const user = account[0];
  if (!user) return null;
  return {
    exportedAt: new Date(now).toISOString(),
    account: {
      id: user.id,
      name: user.name,
      email: user.email,
      isDeveloper: user.isDeveloper,
      subscriptionStatus: user.subscriptionStatus,
      createdAt: iso(user.createdAt)!,
      ...toSettings(user),
    },
    // What was typed for each phone too (issue 21): the person's own words, kept.
    nudges: nudges.map((n) => ({
      ...toNudge(
        n,
        deliveries.filter((d) => d.reminderId === n.id),
      ),
      phoneTyped: n.phoneTyped,
    })),
    contacts: people.map(({ phoneKey: _key, ...c }) => ({
      ...c,
      // As the API says it ("18:30"), not as stored.
      nudgeTime: c.nudgeTime === null ? null : formatClock(c.nudgeTime),
      lastContactAt: iso(c.lastContactAt),
      createdAt: iso(c.createdAt),
      updatedAt: iso(c.updatedAt),
    })),
    contactNotes: notes.map(toNote),
    contactDates: dates.map((d) => ({ ...d, createdAt: iso(d.createdAt) })),
    // Each with where it came from (source) and the outside id it is known by there (sourceRef).
    interactions: history.map((i) => ({ ...i, at: iso(i.at)!, createdAt: iso(i.createdAt)! })),
    messageTemplates: templates.map((t) => ({ ...t, createdAt: iso(t.createdAt)! })),
    circles: groups.map((g) => ({
      ...g,
      createdAt: iso(g.createdAt),
      contactIds: members.filter((m) => m.circleId === g.id).map((m) => m.contactId),
    })),
    pushSubscriptions: devices.map((d) => ({ ...d, createdAt: iso(d.createdAt)! })),
    supportRequests: support.map((s) => ({ ...s, createdAt: iso(s.createdAt), updatedAt: iso(s.updatedAt) })),
    sessions: signIns.map((s) => ({ createdAt: iso(s.createdAt)!, lastUsedAt: iso(s.lastUsedAt)!, expiresAt: iso(s.expiresAt)! })),
  };
}

/**
 * Deletes the user. Every table of theirs references users(id) ON DELETE CASCADE, so one
 * statement takes nudges, contacts, notes, devices, sessions, resets and support
 * requests with it, atomically.
 */
export async function deleteUser(db: Db, userId: number) {
  const gone = await db.delete(users).where(eq(users.id, userId)).returning({ id: users.id });
  return gone.length > 0;
}
