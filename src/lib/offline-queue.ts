import { t } from "@lingui/core/macro";
import { sessionTag } from "./session-tag";
import { getToken } from "./token";

const QUEUE_KEY = "nudge-offline-queue";

export type QueuedChange = {
  id: string;
  method: string;
  path: string;
  body?: unknown;
  label: string;
  queuedAt: number;
  /** A create's Idempotency-Key, sent again with every replay: a create is never made twice. */
  idempotencyKey?: string;
};
type Stored = { owner: string; items: QueuedChange[] };

const QUEUEABLE = /^\/api\/(reminder|reminders\/\d+(\/save)?|contacts(\/\d+(\/bookmarks)?)?|contact-bookmarks\/\d+)$/;

export const isQueueable = (method: string, path: string) => method !== "GET" && QUEUEABLE.test(path);

/** What the change was, in the words of the screen it came from. */
export function describeChange(method: string, path: string, body?: unknown): string {
  const fields = (body ?? {}) as { targetName?: string; name?: string; saved?: boolean };
  if (path === "/api/reminder") return t`Schedule a nudge for ${fields.targetName ?? "someone"}`;
  if (path.endsWith("/save")) return fields.saved ? t`Save a nudge` : t`Unsave a nudge`;
  if (path.startsWith("/api/reminders/"))
    return method === "DELETE" ? t`Delete a nudge` : t`Edit the nudge for ${fields.targetName ?? "someone"}`;
  if (path.endsWith("/bookmarks")) return t`Add a note`;
  if (path.startsWith("/api/contact-bookmarks/")) return method === "DELETE" ? t`Delete a note` : t`Edit a note`;
  if (method === "DELETE") return t`Delete a contact`;
  return method === "POST" ? `Add contact ${fields.name ?? ""}`.trim() : `Edit contact ${fields.name ?? ""}`.trim();
}

const listeners = new Set<() => void>();
const notify = () => {
  for (const listener of listeners) listener();
};
// Another tab queued or sent a change.
const onStorage = (event: StorageEvent) => event.key === QUEUE_KEY && notify();

let snapshot: { raw: string | null; items: QueuedChange[] } = { raw: null, items: [] };

/** The waiting changes of this session, oldest first (a stable array for useSyncExternalStore). */
export function queuedChanges(): QueuedChange[] {
  const raw = localStorage.getItem(QUEUE_KEY);
  if (raw === snapshot.raw) return snapshot.items;
  const token = getToken();
  let items: QueuedChange[] = [];
  try {
    const stored = raw ? (JSON.parse(raw) as Stored) : null;
    if (stored && token && stored.owner === sessionTag(token)) items = stored.items;
  } catch {
    // A damaged entry holds nothing we could send.
  }
  snapshot = { raw, items };
  return items;
}

function save(items: QueuedChange[]) {
  const token = getToken();
  if (!token || items.length === 0) localStorage.removeItem(QUEUE_KEY);
  else localStorage.setItem(QUEUE_KEY, JSON.stringify({ owner: sessionTag(token), items } satisfies Stored));
  notify();
}

export function subscribeToQueue(listener: () => void) {
  if (listeners.size === 0) addEventListener("storage", onStorage);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) removeEventListener("storage", onStorage);
  };
}

/** A create (POST) keeps the key it was sent with, or gets one here: its replays all carry it. */
export function enqueueChange(method: string, path: string, body?: unknown, idempotencyKey?: string): QueuedChange {
  const change: QueuedChange = {
    id: crypto.randomUUID(),
    method,
    path,
    body,
    label: describeChange(method, path, body),
    queuedAt: Date.now(),
    idempotencyKey: idempotencyKey ?? (method === "POST" ? crypto.randomUUID() : undefined),
  };
  save([...queuedChanges(), change]);
  return change;
}

/** Drops one change (sent, or refused by the server). */
export function removeChange(id: string) {
  save(queuedChanges().filter((change) => change.id !== id));
}

export function clearQueue() {
  localStorage.removeItem(QUEUE_KEY);
  notify();
}
