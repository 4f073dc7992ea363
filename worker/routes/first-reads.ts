import { Hono, type Context } from "hono";
import { z } from "zod";
import type { AppEnv } from "../auth/middleware";
import { DASHBOARD_READS, SESSION_READ, type FirstReads } from "../contracts/first-reads";
import { validate } from "../http/validate";

const firstReadsQuery = z.object({
  page: z.enum(["dashboard"], { error: 'page must be "dashboard", or left out for the session check alone' }).optional(),
});

/** Answers one request the way the whole app would (app.ts passes its own fetch). */
export type Dispatch = (request: Request, env: Env, ctx: Context["executionCtx"]) => Response | Promise<Response>;

/**
 * GET /api/first-reads[?page=dashboard]: a signed-in page's first reads in one answer. Each read
 * goes through the app itself, with the caller's own headers, so its status and body are exactly
 * what it answers alone: the same session checks, scoping and errors. The session check is one of
 * them, so its refusal (401) is this route's answer; checking the session here first as well
 * would put a D1 round trip in front of all of them.
 */
export const firstReadRoutes = (dispatch: Dispatch) =>
  new Hono<AppEnv>().get("/first-reads", validate("query", firstReadsQuery), async (c) => {
    const paths = c.req.valid("query").page === "dashboard" ? [SESSION_READ, ...DASHBOARD_READS] : [SESSION_READ];
    const headers = new Headers({ Authorization: c.req.header("Authorization") ?? "" });
    const answers: FirstReads = Object.fromEntries(
      await Promise.all(
        paths.map(async (path) => {
          const response = await dispatch(new Request(new URL(path, c.req.url), { headers }), c.env, c.executionCtx);
          return [path, { status: response.status, body: await response.json() }] as const;
        }),
      ),
    );
    const session = answers[SESSION_READ]!;
    if (session.status === 401) return c.json(session.body as { message: string }, 401);
    return c.json(answers);
  });
