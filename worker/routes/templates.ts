import { t } from "@lingui/core/macro";
import { Hono } from "hono";
import { requireUser, type AppEnv } from "../auth/middleware";
import { TEMPLATES_MAX } from "../contracts/drafts";
import { templateSchema } from "../contracts/drafts-input";
import { idParam } from "../contracts/id-param";
import { dbOf } from "../db/request-db";
import { addTemplate, deleteTemplate, listTemplates } from "../db/templates";
import { fail } from "../http/errors";
import { idempotent } from "../http/idempotency";
import { validate } from "../http/validate";

/** The person's own message templates (issue 42): listed, added, deleted. */
// requireUser on each route: this sub-app mounts at /api (see nudges.ts).
export const templateRoutes = new Hono<AppEnv>()
  .get("/templates", requireUser, async (c) => c.json(await listTemplates(dbOf(c), c.get("user").id)))
  .post("/templates", requireUser, validate("json", templateSchema), idempotent, async (c) => {
    const added = await addTemplate(dbOf(c), c.get("user").id, c.req.valid("json"), TEMPLATES_MAX);
    if (!added)
      throw fail(409, t`You have ${TEMPLATES_MAX} templates, the most an account keeps. Delete one you don't use to add this one.`);
    return c.json(added, 201);
  })
  .delete("/templates/:id", requireUser, validate("param", idParam), async (c) => {
    if (!(await deleteTemplate(dbOf(c), c.get("user").id, c.req.valid("param").id))) throw fail(404, t`Template not found`);
    return c.json({ message: t`Template deleted` });
  });
