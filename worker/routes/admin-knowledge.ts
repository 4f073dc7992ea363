import { t } from "@lingui/core/macro";
import { Hono } from "hono";
import type { AppEnv } from "../auth/middleware";
import { knowledgeActiveSchema, knowledgeListQuery, knowledgeSchema } from "../contracts/admin";
import { dbOf } from "../db/request-db";
import { deleteKnowledge, insertKnowledge, listKnowledge, setKnowledgeActive } from "../db/knowledge";
import { fail } from "../http/errors";
import { validate } from "../http/validate";
import { idParam } from "../contracts/id-param";

/** The knowledge base the support agent answers from: all of it, or one language's (?language=). */
export const adminKnowledgeRoutes = new Hono<AppEnv>()
  .get("/", validate("query", knowledgeListQuery), async (c) => c.json(await listKnowledge(dbOf(c), c.req.valid("query").language)))
  .post("/", validate("json", knowledgeSchema), async (c) => c.json(await insertKnowledge(dbOf(c), c.req.valid("json")), 201))
  .patch("/:id", validate("param", idParam), validate("json", knowledgeActiveSchema), async (c) => {
    const item = await setKnowledgeActive(dbOf(c), c.req.valid("param").id, c.req.valid("json").isActive);
    if (!item) throw fail(404, t`Knowledge base item not found`);
    return c.json(item);
  })
  .delete("/:id", validate("param", idParam), async (c) => {
    if (!(await deleteKnowledge(dbOf(c), c.req.valid("param").id))) throw fail(404, t`Knowledge base item not found`);
    return c.json({ message: t`Knowledge base item deleted` });
  });
