// Being in touch with a contact: a text or call (from the Contact card or a notification) or a
// nudge about them marked done. Moves their "last contact", notes it, and moves their check-in.
import type { Db } from "../db/client";
import { syncCheckIn } from "../db/check-ins";
import { touchContactByPhone } from "../db/contact-import";
import { insertNote, touchContact } from "../db/contacts";
import { contacts } from "../db/schema";
import { rearmScheduler } from "../delivery/scheduler-stub";

export type ContactKind = "text" | "call" | "done";

const NOTES: Record<ContactKind, string> = { text: "Texted", call: "Called", done: "Nudge done" };

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
  const contactId =
    id !== undefined
      ? ((await touchContact(db, userId, id, at).returning({ id: contacts.id }).get())?.id ?? null)
      : phone !== undefined
        ? await touchContactByPhone(db, userId, phone, at)
        : null;
  if (contactId === null) return null;
  const note = message ? `${NOTES[kind]}: "${message.slice(0, 500)}"` : NOTES[kind];
  await insertNote(db, userId, contactId, note, "Other");
  if (await syncCheckIn(db, userId, contactId)) await rearmScheduler(env, userId);
  return contactId;
}
