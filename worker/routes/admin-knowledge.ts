import { Hono } from "hono";
import type { AppEnv } from "../auth/middleware";
import { knowledgeSchema } from "../contracts/admin";
import { getDb } from "../db/client";
import { deleteKnowledge, insertKnowledge, listKnowledge } from "../db/knowledge";
import { fail } from "../http/errors";
import { validate } from "../http/validate";
import { idParam } from "./admin-params";

/** The knowledge base the support agent answers from. */
export const adminKnowledgeRoutes = new Hono<AppEnv>()
  .get("/", async (c) => c.json(await listKnowledge(getDb(c.env.DB))))
  .post("/", validate("json", knowledgeSchema), async (c) => c.json(await insertKnowledge(getDb(c.env.DB), c.req.valid("json")), 201))
  .delete("/:id", validate("param", idParam), async (c) => {
    if (!(await deleteKnowledge(getDb(c.env.DB), c.req.valid("param").id))) throw fail(404, "Knowledge base item not found");
    return c.json({ message: "Knowledge base item deleted" });
  });
