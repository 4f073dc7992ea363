// A sync from start to end: take the account's lease (so two syncs of one account never run at
// once), open the password, reach the server, pull, and write down how it went and when the next
// one is due. The background queue and the "Sync now" button both come through here.
import { t } from "@lingui/core/macro";
import type { SyncCounts } from "../contracts/address-book";
import { findAddressBook, finishSync, leaseAddressBook, type AddressBookRow } from "../db/address-books";
import { getDb } from "../db/client";
import { rearmScheduler } from "../delivery/scheduler-stub";
import { CardDavError, connect, type Connection } from "./client";
import { openPassword } from "./secret";
import { pull } from "./sync";

const HOUR_MS = 60 * 60 * 1000;
/** How often an address book is read in the background. */
export const SYNC_EVERY_MS = 6 * HOUR_MS;
// Longer than a sync of MAX_CARDS cards takes; a sync that died lets go after it.
const LEASE_MS = 5 * 60 * 1000;

export type SyncRun =
  | { status: "done"; counts: SyncCounts }
  | { status: "failed"; error: string }
  | { status: "busy" }
  | { status: "none" };

/** The key that seals CardDAV passwords; without one, address books can't be connected. */
export function cardDavKey(env: Env): string | null {
  const key = env.CARDDAV_KEY;
  return key && key.length >= 16 ? key : null;
}

async function reach(env: Env, book: AddressBookRow): Promise<Connection> {
  const key = cardDavKey(env);
  const password = key ? await openPassword(key, book.userId, book.password) : null;
  if (password === null) throw new CardDavError(t`The saved password can't be read any more. Connect the address book again.`);
  return connect({ url: book.url, username: book.username, password }, env.CARDDAV_PRIVATE_HOSTS);
}

/** Syncs the person's address book once (with `server` when the caller has just reached it). */
export async function runSync(env: Env, userId: number, server?: Connection): Promise<SyncRun> {
  const db = getDb(env.DB);
  const now = Date.now();
  const book = await leaseAddressBook(db, userId, now, now + LEASE_MS);
  if (!book) return (await findAddressBook(db, userId)) ? { status: "busy" } : { status: "none" };
  try {
    const { counts, nudged } = await pull(db, userId, book.id, server ?? (await reach(env, book)));
    if (nudged) await rearmScheduler(env, userId);
    // Cards still to read: due again at once (the caller queues the next run).
    await finishSync(db, book.id, { at: Date.now(), error: null, nextSyncAt: counts.remaining > 0 ? now : now + SYNC_EVERY_MS });
    return { status: "done", counts };
  } catch (error) {
    if (!(error instanceof CardDavError)) {
      await finishSync(db, book.id, {
        at: Date.now(),
        error: t`The sync stopped on an error of ours. It will try again.`,
        nextSyncAt: now + HOUR_MS,
      });
      throw error;
    }
    await finishSync(db, book.id, { at: Date.now(), error: error.message, nextSyncAt: now + SYNC_EVERY_MS });
    return { status: "failed", error: error.message };
  }
}
