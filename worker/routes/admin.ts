import { Hono } from "hono";
import { requireDeveloper, requireUser, type AppEnv } from "../auth/middleware";
import { dbOf } from "../db/request-db";
import { listUsers } from "../db/users";
import { adminCampaignRoutes } from "./admin-campaigns";
import { adminKnowledgeRoutes } from "./admin-knowledge";
import { adminSupportRoutes } from "./admin-support";

/** The admin console's API: every route here is for developers only, checked on the server. */
export const adminRoutes = new Hono<AppEnv>()
  .use(requireUser, requireDeveloper)
  .get("/users", async (c) => c.json((await listUsers(dbOf(c))).map((u) => ({ ...u, createdAt: new Date(u.createdAt).toISOString() }))))
  .route("/support", adminSupportRoutes)
  .route("/knowledge", adminKnowledgeRoutes)
  .route("/push-campaigns", adminCampaignRoutes);
