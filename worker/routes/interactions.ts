import { Hono } from "hono";
import { requireUser, type AppEnv } from "../auth/middleware";
import { interactionListQuery, newInteractionSchema } from "../contracts/interactions";
import { getDb } from "../db/client";
import { syncCheckIn } from "../db/check-ins";
import { findContact } from "../db/contacts";
import { listInteractions, logInteraction } from "../db/interactions";
import { rearmScheduler } from "../delivery/scheduler-stub";
import { fail } from "../http/errors";
import { idempotent } from "../http/idempotency";
import { validate } from "../http/validate";

const contactNotFound = () => fail(404, "Contact not found");

/** A contact's history of being in touch: listed, and logged by hand or from the share sheet. */
// requireUser on each route: this sub-app mounts at /api (see nudges.ts).
export const interactionRoutes = new Hono<AppEnv>()
  .get("/interactions", requireUser, validate("query", interactionListQuery), async (c) => {
    const db = getDb(c.env.DB);
    const userId = c.get("user").id;
    const { contactId } = c.req.valid("query");
    if (!(await findContact(db, userId, contactId))) throw contactNotFound();
    return c.json(await listInteractions(db, userId, contactId));
  })
  .post("/interactions", requireUser, validate("json", newInteractionSchema), idempotent, async (c) => {
    const db = getDb(c.env.DB);
    const userId = c.get("user").id;
    const { at, ...fields } = c.req.valid("json");
    const logged = await logInteraction(db, userId, { ...fields, at: Date.parse(at) });
    if (!logged) throw contactNotFound();
    // The keep-in-touch check-in counts from the newest contact.
    if (await syncCheckIn(db, userId, logged.contactId)) await rearmScheduler(c.env, userId);
    return c.json(logged, 201);
  });
