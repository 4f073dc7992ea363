import { Hono } from "hono";
import type { AppEnv } from "../auth/middleware";
import type { SiteInfo } from "../contracts/billing";

/** Public settings the marketing pages show (no sign-in): where to write for help. */
export const siteRoutes = new Hono<AppEnv>().get("/site-info", (c) => c.json({ supportEmail: c.env.SUPPORT_EMAIL } satisfies SiteInfo));
