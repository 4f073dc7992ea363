import { t } from "@lingui/core/macro";
import { Hono } from "hono";
import { requireUser, type AppEnv } from "../auth/middleware";
import { addressBookSchema, type AddressBook, type SyncAnswer } from "../contracts/address-book";
import { CardDavError, connect } from "../carddav/client";
import { privateHosts, refusal } from "../carddav/guard";
import { cardDavKey, runSync, type SyncRun } from "../carddav/run";
import { sealPassword } from "../carddav/secret";
import { deleteAddressBook, findAddressBook, linkedCount, saveAddressBook } from "../db/address-books";
import type { Db } from "../db/client";
import { dbOf } from "../db/request-db";
import { fail } from "../http/errors";
import { validate } from "../http/validate";

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());
const notConnected = () => fail(404, t`No address book is connected`);

/** The account as the API shows it: never its password. */
async function view(db: Db, userId: number): Promise<AddressBook | null> {
  const book = await findAddressBook(db, userId);
  if (!book) return null;
  return {
    url: book.url,
    username: book.username,
    lastSyncAt: iso(book.lastSyncAt),
    lastError: book.lastError,
    nextSyncAt: iso(book.nextSyncAt)!,
    linked: await linkedCount(db, book.id),
  };
}

/** The run's answer, or the refusal that says why there is none. */
async function answer(env: Env, db: Db, userId: number, run: SyncRun): Promise<SyncAnswer> {
  if (run.status === "none") throw notConnected();
  if (run.status === "busy") throw fail(409, t`This address book is syncing already. Try again in a minute.`);
  // The server didn't answer as it should: its fault, not the request's.
  if (run.status === "failed") throw fail(502, run.error);
  // A large address book goes on in the background, one run after the other.
  if (run.counts.remaining > 0) await env.SYNC_QUEUE.send({ userId });
  return { addressBook: (await view(db, userId))!, counts: run.counts };
}

/** One CardDAV account per person, pulled one way into their contacts (worker/carddav/). */
// requireUser on each route: this sub-app mounts at /api (see reminders.ts).
export const addressBookRoutes = new Hono<AppEnv>()
  .get("/address-book", requireUser, async (c) => c.json(await view(dbOf(c), c.get("user").id)))
  .put("/address-book", requireUser, validate("json", addressBookSchema), async (c) => {
    const key = cardDavKey(c.env);
    if (!key) throw fail(503, t`Address book sync isn't set up on this server (CARDDAV_KEY is missing).`);
    const userId = c.get("user").id;
    const input = c.req.valid("json");
    const why = refusal(new URL(input.url), privateHosts(c.env.CARDDAV_PRIVATE_HOSTS));
    if (why) throw fail(400, why);
    // Signing in first: details that don't work are refused before anything is saved.
    const server = await connect(input, c.env.CARDDAV_PRIVATE_HOSTS).catch((error: unknown) => {
      throw error instanceof CardDavError ? fail(400, error.message) : error;
    });
    const db = dbOf(c);
    await saveAddressBook(db, userId, { ...input, password: await sealPassword(key, userId, input.password) }, Date.now());
    return c.json(await answer(c.env, db, userId, await runSync(c.env, userId, server)));
  })
  .post("/address-book/sync", requireUser, async (c) => {
    const db = dbOf(c);
    const userId = c.get("user").id;
    return c.json(await answer(c.env, db, userId, await runSync(c.env, userId)));
  })
  .delete("/address-book", requireUser, async (c) => {
    // The contacts it brought stay; only the links to its cards go.
    if (!(await deleteAddressBook(dbOf(c), c.get("user").id))) throw notConnected();
    return c.json({ message: t`Address book disconnected` });
  });
