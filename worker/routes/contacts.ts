import { t } from "@lingui/core/macro";
import { Hono } from "hono";
import { requireUser, type AppEnv } from "../auth/middleware";
import { contactSchema, interactionSchema, noteSchema } from "../contracts/contacts";
import { importSchema, previewSchema } from "../contracts/contact-import";
import { idParam } from "../contracts/id-param";
import { dbOf } from "../db/request-db";
import { logContact } from "../contacts/contact-log";
import { importContacts, previewImport } from "../db/contact-import";
import {
  deleteContact,
  deleteNote,
  findContact,
  insertContact,
  insertNote,
  listContacts,
  listNotes,
  noteCountOf,
  toContact,
  toNote,
  touchContact,
  updateContact,
  updateNote,
} from "../db/contacts";
import { dropCheckIn, nextCheckIns, syncCheckIn } from "../db/check-ins";
import { circlesByContact, ownsCircles, setContactCircles } from "../db/circles";
import type { Db } from "../db/client";
import { renameContactNudges } from "../db/contact-rename";
import { dropDateNudges, retimeDateNudges } from "../db/important-dates";
import { readUnreadPhones } from "../db/phone-backfill";
import { userPhoneRegion, userTimeZone } from "../db/user-settings";
import { fail } from "../http/errors";
import { assertOwnUserId } from "../http/own-user";
import { validate } from "../http/validate";
import { withStoredPhone } from "../contacts/phone-store";
import { idempotent } from "../http/idempotency";
import { rearmScheduler } from "../delivery/scheduler-stub";

const contactNotFound = () => fail(404, t`Contact not found`);
const circleNotFound = () => fail(404, t`Circle not found`);
const noteNotFound = () => fail(404, t`Note not found`);

/** After a contact changed or was in touch: keep its check-in nudge in step, and the scheduler with it. */
async function keepInTouch(env: Env, db: Db, userId: number, contactId: number) {
  if (await syncCheckIn(db, userId, contactId)) await rearmScheduler(env, userId);
}

/** The contact as the API shows it, with its note count and pending check-in time. */
async function contactView(db: Db, userId: number, contactId: number) {
  const row = (await findContact(db, userId, contactId))!;
  const inCircles = (await circlesByContact(db, userId, row.id)).get(row.id);
  return toContact(row, await noteCountOf(db, row.id), (await nextCheckIns(db, userId)).get(row.id) ?? null, inCircles);
}

// requireUser on each route: this sub-app mounts at /api (see reminders.ts).
export const contactRoutes = new Hono<AppEnv>()
  .get("/contacts", requireUser, async (c) => {
    const db = dbOf(c);
    const userId = c.get("user").id;
    // Numbers from before they were stored as E.164 are read now, once (see phone-backfill.ts).
    await readUnreadPhones(db, userId);
    return c.json(await listContacts(db, userId));
  })
  .post("/contacts", requireUser, validate("json", contactSchema), idempotent, async (c) => {
    const { userId: claimed, circleIds, ...fields } = c.req.valid("json");
    const db = dbOf(c);
    const userId = assertOwnUserId(c, claimed);
    if (circleIds && !(await ownsCircles(db, userId, circleIds))) throw circleNotFound();
    const row = await insertContact(db, userId, await withStoredPhone(db, userId, fields));
    if (circleIds) await setContactCircles(db, userId, row.id, circleIds);
    await keepInTouch(c.env, db, userId, row.id);
    return c.json(await contactView(db, userId, row.id), 201);
  })
  .post("/contacts/import", requireUser, validate("json", importSchema), async (c) => {
    const db = dbOf(c);
    const userId = c.get("user").id;
    // Duplicates are found by the number as stored: every contact's must be read first.
    await readUnreadPhones(db, userId);
    const { contacts, onDuplicate } = c.req.valid("json");
    const region = await userPhoneRegion(db, userId);
    const { counts, nudged } = await importContacts(db, userId, contacts, {
      onDuplicate,
      region,
      timeZone: await userTimeZone(db, userId),
    });
    // Imported birthdays come with their nudges, and joining a circle with a rhythm with a check-in.
    if (nudged) await rearmScheduler(c.env, userId);
    return c.json(counts);
  })
  .post("/contacts/import/preview", requireUser, validate("json", previewSchema), async (c) => {
    const db = dbOf(c);
    const userId = c.get("user").id;
    await readUnreadPhones(db, userId);
    return c.json(await previewImport(db, userId, c.req.valid("json").contacts, await userPhoneRegion(db, userId)));
  })
  .post("/contacts/interactions", requireUser, validate("json", interactionSchema), async (c) => {
    const { phoneNumber, contactId: id, kind, message } = c.req.valid("json");
    const contactId = await logContact(c.env, dbOf(c), {
      userId: c.get("user").id,
      phone: phoneNumber,
      contactId: id,
      kind,
      message,
      at: Date.now(),
    });
    return c.json(contactId === null ? { matched: false } : { matched: true, contactId });
  })
  .put("/contacts/:id", requireUser, validate("param", idParam), validate("json", contactSchema), async (c) => {
    const { userId: claimed, circleIds, ...fields } = c.req.valid("json");
    const db = dbOf(c);
    const userId = assertOwnUserId(c, claimed);
    const before = await findContact(db, userId, c.req.valid("param").id);
    if (!before) throw contactNotFound();
    if (circleIds && !(await ownsCircles(db, userId, circleIds))) throw circleNotFound();
    const row = await updateContact(db, userId, before.id, await withStoredPhone(db, userId, fields));
    if (!row) throw contactNotFound();
    if (circleIds) await setContactCircles(db, userId, row.id, circleIds);
    await renameContactNudges(db, userId, row.id, before.name, row.name);
    // Their own time of day moves their date nudges; syncCheckIn moves the check-in.
    const retimed = row.nudgeTime !== before.nudgeTime && (await retimeDateNudges(db, userId, await userTimeZone(db, userId), row.id));
    if ((await syncCheckIn(db, userId, row.id)) || retimed) await rearmScheduler(c.env, userId);
    return c.json(await contactView(db, userId, row.id));
  })
  .delete("/contacts/:id", requireUser, validate("param", idParam), async (c) => {
    // Its notes go with it: contact_bookmarks.contactId cascades. Its pending check-in too.
    const db = dbOf(c);
    const userId = c.get("user").id;
    const { id } = c.req.valid("param");
    const droppedCheckIn = await dropCheckIn(db, userId, id);
    const droppedDates = await dropDateNudges(db, userId, id);
    if (!(await deleteContact(db, userId, id))) throw contactNotFound();
    if (droppedCheckIn || droppedDates) await rearmScheduler(c.env, userId);
    return c.json({ message: t`Contact deleted` });
  })
  .get("/contacts/:id/bookmarks", requireUser, validate("param", idParam), async (c) => {
    const db = dbOf(c);
    const userId = c.get("user").id;
    const { id } = c.req.valid("param");
    if (!(await findContact(db, userId, id))) throw contactNotFound();
    return c.json((await listNotes(db, userId, id)).map(toNote));
  })
  .post("/contacts/:id/bookmarks", requireUser, validate("param", idParam), validate("json", noteSchema), idempotent, async (c) => {
    const { userId: claimed, contactId, note, category } = c.req.valid("json");
    const userId = assertOwnUserId(c, claimed);
    const { id } = c.req.valid("param");
    if (contactId !== undefined && contactId !== id) throw fail(400, t`contactId does not match the contact in the address`);
    const db = dbOf(c);
    if (!(await findContact(db, userId, id))) throw contactNotFound();
    const added = await insertNote(db, userId, id, note, category ?? null);
    // A note about them means you were in touch: the check-in counts from now.
    await touchContact(db, userId, id, added.createdAt);
    await keepInTouch(c.env, db, userId, id);
    return c.json(toNote(added), 201);
  })
  .put("/contact-bookmarks/:id", requireUser, validate("param", idParam), validate("json", noteSchema), async (c) => {
    const { note, category } = c.req.valid("json");
    const row = await updateNote(dbOf(c), c.get("user").id, c.req.valid("param").id, note, category ?? null);
    if (!row) throw noteNotFound();
    return c.json(toNote(row));
  })
  .delete("/contact-bookmarks/:id", requireUser, validate("param", idParam), async (c) => {
    if (!(await deleteNote(dbOf(c), c.get("user").id, c.req.valid("param").id))) throw noteNotFound();
    return c.json({ message: t`Note deleted` });
  });
