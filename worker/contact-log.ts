// Being in touch with a contact: a text or call (from the Contact card or a notification) or a
// nudge about them marked done. Moves their "last contact", notes it, and moves their check-in.
import type { Db } from "./db/client";
import { syncCheckIn } from "./db/check-ins";
import { touchContactByPhone } from "./db/contact-import";
import { insertNote } from "./db/contacts";
import { rearmScheduler } from "./scheduler-stub";

export type ContactKind = "text" | "call" | "done";

const NOTES: Record<ContactKind, string> = { text: "Texted", call: "Called", done: "Nudge done" };

/** Logs contact on the user's contact with this phone (any formatting). Answers its id, or null when none matches. */
export async function logContact(
  env: Env,
  db: Db,
  { userId, phone, kind, message, at }: { userId: number; phone: string; kind: ContactKind; message?: string; at: number },
) {
  const contactId = await touchContactByPhone(db, userId, phone, at);
  if (contactId === null) return null;
  const note = message ? `${NOTES[kind]}: "${message.slice(0, 500)}"` : NOTES[kind];
  await insertNote(db, userId, contactId, note, "Other");
  if (await syncCheckIn(db, userId, contactId)) await rearmScheduler(env, userId);
  return contactId;
}
