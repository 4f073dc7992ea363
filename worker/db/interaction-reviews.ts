// Today's review list (issue 41): what the calendar or mail found but Nudge will not log on a
// guess. Queued by the pulls, answered by the person; every read and write scoped to its owner.
import { and, desc, eq, gt, isNull, lt } from "drizzle-orm";
import { REVIEW_DAYS, type InteractionReview } from "../contracts/interactions";
import type { Db } from "./client";
import { insertContact } from "./contacts";
import { logInteraction } from "./interactions";
import { contacts, interactionReviews } from "./schema";

const DAY_MS = 24 * 60 * 60 * 1000;
// Today shows a short list; more than this waiting is a sign to look at the matching, not to scroll.
const SHOWN = 20;
/** How long a review is kept at all: past the calendar's 90 days back, with room. */
export const REVIEW_KEPT_MS = 120 * DAY_MS;

export type NewReview =
  | { kind: "meeting"; source: "calendar" | "mail"; sourceRef: string; at: number; title: string; contactId: number }
  | { kind: "person"; source: "calendar" | "mail"; sourceRef: string; at: number; title: string; name: string | null; email: string };

/**
 * Queues what waits for a yes. One already queued for the same event or mail (answered or not) is
 * left as it is, so a pull that finds it again does not ask twice. Answers how many were new.
 */
export async function queueReviews(db: Db, userId: number, items: NewReview[]) {
  if (!items.length) return 0;
  const rows = items.map((item) => ({
    userId,
    kind: item.kind,
    source: item.source,
    sourceRef: item.sourceRef,
    at: item.at,
    title: item.title.slice(0, 200),
    contactId: item.kind === "meeting" ? item.contactId : null,
    name: item.kind === "person" ? (item.name?.slice(0, 100) ?? null) : null,
    email: item.kind === "person" ? item.email : null,
  }));
  // D1 binds at most 100 parameters a statement: 9 columns a row.
  const chunks = [];
  for (let i = 0; i < rows.length; i += 10) chunks.push(rows.slice(i, i + 10));
  const inserted = await Promise.all(
    chunks.map((chunk) => db.insert(interactionReviews).values(chunk).onConflictDoNothing().returning({ id: interactionReviews.id })),
  );
  return inserted.flat().length;
}

const waiting = (userId: number, now: number) =>
  and(
    eq(interactionReviews.userId, userId),
    isNull(interactionReviews.answer),
    gt(interactionReviews.createdAt, now - REVIEW_DAYS * DAY_MS),
  );

/** What waits for an answer, newest first; none older than REVIEW_DAYS. */
export async function listReviews(db: Db, userId: number, now = Date.now()): Promise<InteractionReview[]> {
  const rows = await db
    .select({ review: interactionReviews, contactName: contacts.name })
    .from(interactionReviews)
    .leftJoin(contacts, eq(contacts.id, interactionReviews.contactId))
    .where(waiting(userId, now))
    .orderBy(desc(interactionReviews.at), desc(interactionReviews.id))
    .limit(SHOWN)
    .all();
  return rows.map(({ review: r, contactName }) => ({
    id: r.id,
    kind: r.kind as InteractionReview["kind"],
    source: r.source as InteractionReview["source"],
    at: new Date(r.at).toISOString(),
    title: r.title,
    contact: r.contactId !== null && contactName !== null ? { id: r.contactId, name: contactName } : null,
    name: r.name,
    email: r.email,
  }));
}

export type ReviewOutcome = { status: "answered"; contactId: number | null } | { status: "gone" } | { status: "no-contact" };

/**
 * Answers one: "yes" logs it (with the contact named, else the guess; a "person" is added as a
 * contact first), "no" logs it only when the right contact is named, "ignore" logs nothing. The
 * answer is claimed first, so two taps log once; a contact that is not theirs undoes the claim.
 */
export async function answerReview(
  db: Db,
  userId: number,
  id: number,
  answer: "yes" | "no" | "ignore",
  named: number | undefined,
  now = Date.now(),
): Promise<ReviewOutcome> {
  const review = await db
    .update(interactionReviews)
    .set({ answer })
    .where(and(eq(interactionReviews.id, id), waiting(userId, now)))
    .returning()
    .get();
  if (!review) return { status: "gone" };
  const contactId = await contactFor(db, userId, review, answer, named);
  if (contactId === null) return { status: "answered", contactId: null };
  const logged = await logInteraction(db, userId, {
    contactId,
    at: review.at,
    title: review.title,
    source: review.source as "calendar" | "mail",
    sourceRef: review.sourceRef,
  });
  if (logged) return { status: "answered", contactId };
  await db.update(interactionReviews).set({ answer: null }).where(eq(interactionReviews.id, review.id));
  return { status: "no-contact" };
}

async function contactFor(
  db: Db,
  userId: number,
  review: typeof interactionReviews.$inferSelect,
  answer: "yes" | "no" | "ignore",
  named: number | undefined,
) {
  if (answer === "ignore") return null;
  if (named !== undefined) return named;
  if (answer === "no") return null;
  if (review.kind === "meeting") return review.contactId;
  // "person": yes means add them. Their name as the mail gave it, else the address's local part.
  const name = review.name?.trim() || (review.email ?? "").split("@")[0] || "New contact";
  return (await insertContact(db, userId, { name, email: review.email })).id;
}

/** Drops answered and expired reviews whose event or mail is older than anything a pull reads again. */
export const pruneReviews = (db: Db, before: number) => db.delete(interactionReviews).where(lt(interactionReviews.at, before)).run();
