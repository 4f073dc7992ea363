import { t } from "@lingui/core/macro";
import { Hono } from "hono";
import { requireUser, type AppEnv } from "../auth/middleware";
import { interactionListQuery, newInteractionSchema, reviewAnswerSchema } from "../contracts/interactions";
import { idParam } from "../contracts/id-param";
import { dbOf } from "../db/request-db";
import { syncCheckIn } from "../db/check-ins";
import { findContact } from "../db/contacts";
import { answerReview, listReviews } from "../db/interaction-reviews";
import { listInteractions, logInteraction } from "../db/interactions";
import { rearmScheduler } from "../delivery/scheduler-stub";
import { fail } from "../http/errors";
import { idempotent } from "../http/idempotency";
import { validate } from "../http/validate";

const contactNotFound = () => fail(404, t`Contact not found`);

/**
 * A contact's history of being in touch: listed, and logged by hand or from the share sheet; and
 * Today's review list of what the calendar and mail found but would only guess at.
 */
// requireUser on each route: this sub-app mounts at /api (see nudges.ts).
export const interactionRoutes = new Hono<AppEnv>()
  .get("/interactions", requireUser, validate("query", interactionListQuery), async (c) => {
    const db = dbOf(c);
    const userId = c.get("user").id;
    const { contactId } = c.req.valid("query");
    if (!(await findContact(db, userId, contactId))) throw contactNotFound();
    return c.json(await listInteractions(db, userId, contactId));
  })
  .post("/interactions", requireUser, validate("json", newInteractionSchema), idempotent, async (c) => {
    const db = dbOf(c);
    const userId = c.get("user").id;
    const { at, ...fields } = c.req.valid("json");
    const logged = await logInteraction(db, userId, { ...fields, at: Date.parse(at) });
    if (!logged) throw contactNotFound();
    // The keep-in-touch check-in counts from the newest contact.
    if (await syncCheckIn(db, userId, logged.contactId)) await rearmScheduler(c.env, userId);
    return c.json(logged, 201);
  })
  .get("/interactions/review", requireUser, async (c) => c.json(await listReviews(dbOf(c), c.get("user").id)))
  .post("/interactions/review/:id", requireUser, validate("param", idParam), validate("json", reviewAnswerSchema), async (c) => {
    const db = dbOf(c);
    const userId = c.get("user").id;
    const { answer, contactId } = c.req.valid("json");
    const outcome = await answerReview(db, userId, c.req.valid("param").id, answer, contactId);
    if (outcome.status === "gone") throw fail(404, t`Review not found: it was answered already, or it's more than 14 days old`);
    if (outcome.status === "no-contact") throw contactNotFound();
    if (outcome.contactId !== null && (await syncCheckIn(db, userId, outcome.contactId))) await rearmScheduler(c.env, userId);
    return c.json({ answer, contactId: outcome.contactId });
  });
