import { t } from "@lingui/core/macro";
import { Hono } from "hono";
import { requireUser, type AppEnv } from "../auth/middleware";
import { importantDateSchema } from "../contracts/important-dates";
import { idParam } from "../contracts/id-param";
import { dbOf } from "../db/request-db";
import { findContact } from "../db/contacts";
import { addDate, deleteDate, listDates } from "../db/important-dates";
import { fail } from "../http/errors";
import { idempotent } from "../http/idempotency";
import { validate } from "../http/validate";
import { rearmScheduler } from "../delivery/scheduler-stub";

const contactNotFound = () => fail(404, t`Contact not found`);

/** Birthdays and other yearly dates on a contact, each with a nudge on the day (minus its lead time). */
// requireUser on each route: this sub-app mounts at /api (see reminders.ts).
export const contactDateRoutes = new Hono<AppEnv>()
  // Every contact's dates at once: the contacts export writes each one's birthday.
  .get("/contact-dates", requireUser, async (c) => c.json(await listDates(dbOf(c), c.get("user").id)))
  .get("/contacts/:id/dates", requireUser, validate("param", idParam), async (c) => {
    const db = dbOf(c);
    const userId = c.get("user").id;
    const { id } = c.req.valid("param");
    if (!(await findContact(db, userId, id))) throw contactNotFound();
    return c.json(await listDates(db, userId, id));
  })
  .post("/contacts/:id/dates", requireUser, validate("param", idParam), validate("json", importantDateSchema), idempotent, async (c) => {
    const db = dbOf(c);
    const userId = c.get("user").id;
    const { id } = c.req.valid("param");
    if (!(await findContact(db, userId, id))) throw contactNotFound();
    const added = await addDate(db, userId, id, c.req.valid("json"));
    await rearmScheduler(c.env, userId);
    return c.json(added, 201);
  })
  .delete("/contact-dates/:id", requireUser, validate("param", idParam), async (c) => {
    const userId = c.get("user").id;
    if (!(await deleteDate(dbOf(c), userId, c.req.valid("param").id))) throw fail(404, t`Date not found`);
    await rearmScheduler(c.env, userId);
    return c.json({ message: t`Date deleted` });
  });
