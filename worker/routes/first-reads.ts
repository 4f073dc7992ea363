import { Hono, type Context } from "hono";
import { z } from "zod";
import type { AppEnv } from "../auth/middleware";
import { READS, type FirstReads } from "../contracts/first-reads";
import { validate } from "../http/validate";

const PATHS = Object.values(READS);
const readPath = z.enum(PATHS, {
  error: `reads must list paths from ${PATHS.join(", ")} (comma-separated), or be left out for the session check alone`,
});
// Which reads a page asks for is the client's choice (src/routes.ts): any of READS, never another path.
const firstReadsQuery = z.object({
  reads: z
    .string()
    .transform((list) => list.split(","))
    .pipe(z.array(readPath))
    .optional(),
});

/** Answers one request the way the whole app would (app.ts passes its own fetch). */
export type Dispatch = (request: Request, env: Env, ctx: Context["executionCtx"]) => Response | Promise<Response>;

/**
 * GET /api/first-reads[?reads=/api/reminders,/api/billing/plan]: a signed-in page's first reads
 * in one answer. Each read goes through the app itself, with the caller's own headers, so its
 * status and body are exactly what it answers alone: the same session checks, scoping and errors.
 * The session check is one of them, so its refusal (401) is this route's answer; checking the
 * session here first as well would put a D1 round trip in front of all of them.
 */
export const firstReadRoutes = (dispatch: Dispatch) =>
  new Hono<AppEnv>().get("/first-reads", validate("query", firstReadsQuery), async (c) => {
    // The session check first, each read once.
    const paths = [...new Set([READS.session, ...(c.req.valid("query").reads ?? [])])];
    const headers = new Headers({ Authorization: c.req.header("Authorization") ?? "" });
    const answers: FirstReads = Object.fromEntries(
      await Promise.all(
        paths.map(async (path) => {
          const response = await dispatch(new Request(new URL(path, c.req.url), { headers }), c.env, c.executionCtx);
          return [path, { status: response.status, body: await response.json() }] as const;
        }),
      ),
    );
    const session = answers[READS.session]!;
    if (session.status === 401) return c.json(session.body as { message: string }, 401);
    return c.json(answers);
  });
