import { t } from "@lingui/core/macro";
import { Hono } from "hono";
import { requireUser, type AppEnv } from "../auth/middleware";
import { snoozeChoiceSchema, snoozeUntil } from "../contracts/nudge-actions";
import { idParam } from "../contracts/id-param";
import { atLocalTime } from "../contracts/time-zone";
import { dayOf, nextOccurrence } from "../contracts/today";
import { logContact } from "../contacts/contact-log";
import { dbOf } from "../db/request-db";
import { findContact } from "../db/contacts";
import { checkInItem, dateItem, findDate, snoozeItem } from "../db/today";
import { userTimeZone } from "../db/user-settings";
import { fail } from "../http/errors";
import { validate } from "../http/validate";
import { buildToday } from "../nudges/today";

const contactNotFound = () => fail(404, t`Contact not found`);
const dateNotFound = () => fail(404, t`Date not found`);

/**
 * The person's day (docs/product.md#today), and what Today adds to the existing actions: a check-in
 * or a date put aside until tomorrow, a date marked done. A nudge's Done and Snooze, and a
 * check-in's Done (logging contact), are the routes that already do them.
 */
// requireUser on each route: this sub-app mounts at /api (see reminders.ts).
export const todayRoutes = new Hono<AppEnv>()
  .get("/today", requireUser, async (c) => c.json(await buildToday(dbOf(c), c.get("user").id, Date.now())))
  .post("/today/check-ins/:id/snooze", requireUser, validate("param", idParam), validate("json", snoozeChoiceSchema), async (c) => {
    const db = dbOf(c);
    const userId = c.get("user").id;
    const { id } = c.req.valid("param");
    if (!(await findContact(db, userId, id))) throw contactNotFound();
    const { until, timeZone } = c.req.valid("json");
    const at = snoozeUntil(until, Date.now(), timeZone ?? (await userTimeZone(db, userId)));
    await snoozeItem(db, userId, checkInItem(id), at);
    return c.json({ until: new Date(at).toISOString() });
  })
  .post("/today/dates/:id/snooze", requireUser, validate("param", idParam), validate("json", snoozeChoiceSchema), async (c) => {
    const db = dbOf(c);
    const userId = c.get("user").id;
    const date = await findDate(db, userId, c.req.valid("param").id);
    if (!date) throw dateNotFound();
    const { until, timeZone } = c.req.valid("json");
    const at = snoozeUntil(until, Date.now(), timeZone ?? (await userTimeZone(db, userId)));
    await snoozeItem(db, userId, dateItem(date.id), at);
    return c.json({ until: new Date(at).toISOString() });
  })
  // Wished them well: counts as contact, and the date stays off Today until its day has passed.
  .post("/today/dates/:id/done", requireUser, validate("param", idParam), async (c) => {
    const db = dbOf(c);
    const userId = c.get("user").id;
    const date = await findDate(db, userId, c.req.valid("param").id);
    if (!date) throw dateNotFound();
    const now = Date.now();
    const timeZone = await userTimeZone(db, userId);
    const [y, m, d] = nextOccurrence(date.date, dayOf(now, timeZone).date).occursOn.split("-").map(Number) as [number, number, number];
    const until = atLocalTime(y, m, d + 1, 0, 0, timeZone);
    await snoozeItem(db, userId, dateItem(date.id), until);
    await logContact(c.env, db, { userId, contactId: date.contactId, kind: "done", at: now });
    return c.json({ until: new Date(until).toISOString() });
  });
