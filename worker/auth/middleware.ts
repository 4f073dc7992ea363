import { t } from "@lingui/core/macro";
import { createMiddleware } from "hono/factory";
import type { AuthUser } from "../contracts/auth";
import { orOnPrimary } from "../db/request-db";
import type { Db } from "../db/client";
import { fail } from "../http/errors";
import { speakAccountLanguage } from "../i18n/request";
import { resolveSession } from "./sessions";

export type AppEnv = { Bindings: Env; Variables: { user: AuthUser; sessionTokenHash: string; db: Db } };

export const bearerToken = (header: string | undefined) => header?.match(/^Bearer\s+(\S+)$/i)?.[1];

/** 401 `{ message }` unless the request carries a live session's bearer token. */
export const requireUser = createMiddleware<AppEnv>(async (c, next) => {
  const token = bearerToken(c.req.header("Authorization"));
  if (!token) throw fail(401, t`Please sign in to continue.`);
  const session = await orOnPrimary(c, (db, final) => resolveSession(db, token, { final }));
  if (!session) throw fail(401, t`Your session has expired. Please sign in again.`);
  c.set("user", session.user);
  c.set("sessionTokenHash", session.tokenHash);
  speakAccountLanguage(session.user.language);
  await next();
});

/** 403 unless the signed-in user is a developer; use after requireUser. */
export const requireDeveloper = createMiddleware<AppEnv>(async (c, next) => {
  if (!c.get("user").isDeveloper) throw fail(403, t`This area is for Nudge developers only.`);
  await next();
});
