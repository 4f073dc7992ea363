// Being in touch with a contact through Nudge: a text or call (from the Contact card or a
// notification) or a nudge about them marked done. Logs it in their history (source "nudge"),
// which moves their "last contact", and moves their check-in.
import type { Db } from "../db/client";
import { syncCheckIn } from "../db/check-ins";
import { contactIdByPhone } from "../db/contact-import";
import { logInteraction } from "../db/interactions";
import { rearmScheduler } from "../delivery/scheduler-stub";
import { type ContactKind, contactTitle } from "./contact-title";

/**
 * Logs contact on the user's contact with this phone (any formatting), or with this id (Today's
 * check-ins and dates: not every contact has a phone). Answers its id, or null when none matches.
 */
export async function logContact(
  env: Env,
  db: Db,
  {
    userId,
    phone,
    contactId: id,
    kind,
    message,
    at,
  }: { userId: number; phone?: string; contactId?: number; kind: ContactKind; message?: string; at: number },
) {
  const contactId = id ?? (phone !== undefined ? await contactIdByPhone(db, userId, phone) : null);
  if (contactId === null) return null;
  const logged = await logInteraction(db, userId, { contactId, at, title: contactTitle(kind, message), source: "nudge" });
  if (!logged) return null;
  if (await syncCheckIn(db, userId, contactId)) await rearmScheduler(env, userId);
  return contactId;
}
