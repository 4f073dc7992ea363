import { t } from "@lingui/core/macro";
import { Hono } from "hono";
import { requireUser, type AppEnv } from "../auth/middleware";
import { circleSchema, MAX_CIRCLES } from "../contracts/circles";
import { idParam } from "../contracts/id-param";
import { syncCheckIns } from "../db/check-ins-many";
import {
  countCircles,
  deleteCircle,
  findCircle,
  insertCircle,
  listCircles,
  membersOf,
  storedCircleName,
  updateCircle,
} from "../db/circles";
import type { Db } from "../db/client";
import { dbOf } from "../db/request-db";
import { fail } from "../http/errors";
import { validate } from "../http/validate";
import { rearmScheduler } from "../delivery/scheduler-stub";

const circleNotFound = () => fail(404, t`Circle not found`);
const nameInUse = (name: string) => fail(409, t`You already have a circle called ${name}`);

/**
 * Writes the circle; the unique (user, name) index refuses a name in use, even by a request running
 * at the same moment. The refusal names the circle the person already has ("Friends"), not what they
 * typed ("friends"): the index ignores case, and the typed case would read as another circle.
 */
async function unlessNameTaken<T>(db: Db, userId: number, name: string, write: () => Promise<T>) {
  try {
    return await write();
  } catch (error) {
    // drizzle wraps D1's error ("Failed query: …") and keeps it as the cause.
    // Not translated: SQLite's own words, matched.
    if (!`${error} ${(error as { cause?: unknown })?.cause}`.includes("UNIQUE constraint failed")) throw error;
    throw nameInUse((await storedCircleName(db, userId, name)) ?? name);
  }
}

/** A circle's rhythm changed or it went: its members who follow it get their check-ins moved, all at once. */
async function resync(env: Env, db: Db, userId: number, members: number[]) {
  if (await syncCheckIns(db, userId, members)) await rearmScheduler(env, userId);
}

/** Circles of contacts, each with an optional rhythm its members without their own follow. */
// requireUser on each route: this sub-app mounts at /api (see reminders.ts).
export const circleRoutes = new Hono<AppEnv>()
  .get("/circles", requireUser, async (c) => c.json(await listCircles(dbOf(c), c.get("user").id)))
  .post("/circles", requireUser, validate("json", circleSchema), async (c) => {
    const db = dbOf(c);
    const userId = c.get("user").id;
    const fields = c.req.valid("json");
    if ((await countCircles(db, userId)) >= MAX_CIRCLES) throw fail(409, t`You can have at most ${MAX_CIRCLES} circles`);
    const { id } = await unlessNameTaken(db, userId, fields.name, () => insertCircle(db, userId, fields));
    return c.json(await findCircle(db, userId, id), 201);
  })
  .put("/circles/:id", requireUser, validate("param", idParam), validate("json", circleSchema), async (c) => {
    const db = dbOf(c);
    const userId = c.get("user").id;
    const { id } = c.req.valid("param");
    const fields = c.req.valid("json");
    const updated = await unlessNameTaken(db, userId, fields.name, () =>
      updateCircle(db, userId, id, { cadenceEvery: null, cadenceUnit: null, ...fields }),
    );
    if (!updated) throw circleNotFound();
    await resync(c.env, db, userId, await membersOf(db, userId, id));
    return c.json(await findCircle(db, userId, id));
  })
  .delete("/circles/:id", requireUser, validate("param", idParam), async (c) => {
    const db = dbOf(c);
    const userId = c.get("user").id;
    const members = await deleteCircle(db, userId, c.req.valid("param").id);
    if (members === null) throw circleNotFound();
    // Its contacts stay; those that followed its rhythm follow their other circles', or none.
    await resync(c.env, db, userId, members);
    return c.json({ message: t`Circle deleted` });
  });
