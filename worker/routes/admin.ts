import { Hono } from "hono";
import { requireDeveloper, requireUser, type AppEnv } from "../auth/middleware";
import { getDb } from "../db/client";
import { listUsers } from "../db/users";

/** The admin console's API: every route here is for developers only, checked on the server. */
export const adminRoutes = new Hono<AppEnv>()
  .use(requireUser, requireDeveloper)
  .get("/users", async (c) => c.json(await listUsers(getDb(c.env.DB))));
