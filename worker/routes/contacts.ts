import { Hono } from "hono";
import { requireUser, type AppEnv } from "../auth/middleware";
import { contactSchema, importSchema, interactionSchema, noteSchema } from "../contracts/contacts";
import { idParam } from "../contracts/reminders";
import { getDb } from "../db/client";
import { importContacts, touchContactByPhone } from "../db/contact-import";
import { deleteContact, deleteNote, findContact, insertContact, insertNote, listContacts, listNotes, noteCountOf, toContact, toNote, updateContact, updateNote } from "../db/contacts";
import { fail } from "../http/errors";
import { assertOwnUserId } from "../http/own-user";
import { validate } from "../http/validate";

const contactNotFound = () => fail(404, "Contact not found");
const noteNotFound = () => fail(404, "Note not found");

const INTERACTION_NOTES = { text: "Texted", call: "Called", done: "Nudge done" } as const;

// requireUser on each route: this sub-app mounts at /api (see reminders.ts).
export const contactRoutes = new Hono<AppEnv>()
  .get("/contacts", requireUser, async (c) => c.json(await listContacts(getDb(c.env.DB), c.get("user").id)))
  .post("/contacts", requireUser, validate("json", contactSchema), async (c) => {
    const { userId: claimed, ...fields } = c.req.valid("json");
    const row = await insertContact(getDb(c.env.DB), assertOwnUserId(c, claimed), fields);
    return c.json(toContact(row, 0), 201);
  })
  .post("/contacts/import", requireUser, validate("json", importSchema), async (c) =>
    c.json(await importContacts(getDb(c.env.DB), c.get("user").id, c.req.valid("json").contacts)),
  )
  .post("/contacts/interactions", requireUser, validate("json", interactionSchema), async (c) => {
    const { phoneNumber, kind, message } = c.req.valid("json");
    const db = getDb(c.env.DB);
    const userId = c.get("user").id;
    const contactId = await touchContactByPhone(db, userId, phoneNumber, Date.now());
    if (contactId === null) return c.json({ matched: false });
    const note = message ? `${INTERACTION_NOTES[kind]}: "${message.slice(0, 500)}"` : INTERACTION_NOTES[kind];
    await insertNote(db, userId, contactId, note, "Other");
    return c.json({ matched: true, contactId });
  })
  .put("/contacts/:id", requireUser, validate("param", idParam), validate("json", contactSchema), async (c) => {
    const { userId: claimed, ...fields } = c.req.valid("json");
    const db = getDb(c.env.DB);
    const row = await updateContact(db, assertOwnUserId(c, claimed), c.req.valid("param").id, fields);
    if (!row) throw contactNotFound();
    return c.json(toContact(row, await noteCountOf(db, row.id)));
  })
  .delete("/contacts/:id", requireUser, validate("param", idParam), async (c) => {
    // Its notes go with it: contact_bookmarks.contactId cascades.
    if (!(await deleteContact(getDb(c.env.DB), c.get("user").id, c.req.valid("param").id))) throw contactNotFound();
    return c.json({ message: "Contact deleted" });
  })
  .get("/contacts/:id/bookmarks", requireUser, validate("param", idParam), async (c) => {
    const db = getDb(c.env.DB);
    const userId = c.get("user").id;
    const { id } = c.req.valid("param");
    if (!(await findContact(db, userId, id))) throw contactNotFound();
    return c.json((await listNotes(db, userId, id)).map(toNote));
  })
  .post("/contacts/:id/bookmarks", requireUser, validate("param", idParam), validate("json", noteSchema), async (c) => {
    const { userId: claimed, contactId, note, category } = c.req.valid("json");
    const userId = assertOwnUserId(c, claimed);
    const { id } = c.req.valid("param");
    if (contactId !== undefined && contactId !== id) throw fail(400, "contactId does not match the contact in the address");
    const db = getDb(c.env.DB);
    if (!(await findContact(db, userId, id))) throw contactNotFound();
    return c.json(toNote(await insertNote(db, userId, id, note, category ?? null)), 201);
  })
  .put("/contact-bookmarks/:id", requireUser, validate("param", idParam), validate("json", noteSchema), async (c) => {
    const { note, category } = c.req.valid("json");
    const row = await updateNote(getDb(c.env.DB), c.get("user").id, c.req.valid("param").id, note, category ?? null);
    if (!row) throw noteNotFound();
    return c.json(toNote(row));
  })
  .delete("/contact-bookmarks/:id", requireUser, validate("param", idParam), async (c) => {
    if (!(await deleteNote(getDb(c.env.DB), c.get("user").id, c.req.valid("param").id))) throw noteNotFound();
    return c.json({ message: "Note deleted" });
  });
