import type { QueryKey } from "@tanstack/react-query";
import type { QueuedChange } from "./offline-queue";

/** The lists a queued change can touch, as the rows' `waitsToSend` names them. */
export type QueuedList = "nudge" | "contact" | "note";

type Row = { id: number } & Record<string, unknown>;
type Body = Record<string, unknown>;

/** A queued create's row id until the server gives it one: apiFetch's answer to it (isQueued). */
export const queuedRowId = (change: Pick<QueuedChange, "queuedAt">) => -change.queuedAt;

/** The row a queued change edits or deletes, or null for a create. */
function rowOf({ method, path }: QueuedChange): { list: QueuedList; id: number } | null {
  const [, resource, id] = path.split("?")[0]!.match(/^\/api\/(reminders|contacts|contact-bookmarks)\/(\d+)(\/save)?$/) ?? [];
  if (!resource || method === "POST") return null;
  return { list: resource === "reminders" ? "nudge" : resource === "contacts" ? "contact" : "note", id: Number(id) };
}

/** Whether the row with this id has a change not sent yet: created offline (a negative id), or edited offline. */
export function waitsToSend(list: QueuedList, id: number, changes: readonly QueuedChange[]) {
  if (id < 0) return true;
  return changes.some((change) => {
    const row = rowOf(change);
    return row?.list === list && row.id === id && change.method !== "DELETE";
  });
}

const byTime = (a: Row, b: Row) => String(a.remindAt).localeCompare(String(b.remindAt));
const byName = (a: Row, b: Row) => String(a.name).localeCompare(String(b.name));

/** Adds the row, or replaces the one with its id (applied again), keeping the list's order. */
function upsert(rows: Row[], row: Row, order?: (a: Row, b: Row) => number) {
  const others = rows.filter((r) => r.id !== row.id);
  return order ? [...others, row].sort(order) : [row, ...others];
}

function edit(rows: Row[], id: number, fields: Body, order?: (a: Row, b: Row) => number) {
  if (!rows.some((row) => row.id === id)) return rows;
  const edited = rows.map((row) => (row.id === id ? { ...row, ...fields } : row));
  return order ? edited.sort(order) : edited;
}

// What the server fills in itself, for a row that exists only on this device so far.
function newNudge(change: QueuedChange, body: Body): Row {
  const { userId, targetName, message, remindAt, phoneNumber = null, url = null, recurrence = null } = body;
  const createdAt = new Date(change.queuedAt).toISOString();
  return { id: queuedRowId(change), userId, targetName, message, remindAt, phoneNumber, url, recurrence, createdAt, ...NOT_SENT };
}
const NOT_SENT = { sent: false, sentAt: null, saved: false, doneAt: null, snoozedUntil: null, delivery: null };

function newContact(change: QueuedChange, body: Body): Row {
  const at = new Date(change.queuedAt).toISOString();
  const blank = { phoneNumber: null, email: null, notes: null, cadenceEvery: null, cadenceUnit: null, reachBy: null, telegram: null };
  return {
    ...blank,
    circleIds: [],
    nudgeTime: null,
    ...body,
    id: queuedRowId(change),
    lastContactAt: null,
    circleCadence: null,
    nextCheckInAt: null,
    createdAt: at,
    updatedAt: at,
    noteCount: 0,
  };
}

function newNote(change: QueuedChange, body: Body): Row {
  const { contactId, userId, note, category = null } = body;
  return { id: queuedRowId(change), contactId, userId, note, category, createdAt: new Date(change.queuedAt).toISOString() };
}

/** One list (by its query key) with one queued change applied. */
function applyChange(key: QueryKey, rows: Row[], change: QueuedChange): Row[] {
  // A nudge edit's scope says which occurrences it changes, not what the nudge looks like.
  const { scope: _scope, ...body } = (change.body ?? {}) as Body;
  const row = rowOf(change);
  const [list, contactId, notes] = key;
  if (key.length === 1 && list === "/api/reminders") {
    if (change.path === "/api/reminder") return upsert(rows, newNudge(change, body), byTime);
    if (row?.list !== "nudge" || change.path.endsWith("/save")) return rows;
    return change.method === "DELETE" ? rows.filter((r) => r.id !== row.id) : edit(rows, row.id, body, byTime);
  }
  if (key.length === 1 && list === "/api/nudge-history") {
    if (row?.list !== "nudge") return rows;
    if (change.method === "DELETE") return rows.filter((r) => r.id !== row.id);
    return change.path.endsWith("/save") ? edit(rows, row.id, { saved: body.saved }) : rows;
  }
  if (key.length === 1 && list === "/api/contacts") {
    if (change.path === "/api/contacts") return upsert(rows, newContact(change, body), byName);
    if (row?.list !== "contact") return rows;
    return change.method === "DELETE" ? rows.filter((r) => r.id !== row.id) : edit(rows, row.id, body, byName);
  }
  if (list === "/api/contacts" && notes === "bookmarks") {
    if (change.path === `/api/contacts/${contactId}/bookmarks`) return upsert(rows, newNote(change, body));
    if (row?.list !== "note") return rows;
    return change.method === "DELETE" ? rows.filter((r) => r.id !== row.id) : edit(rows, row.id, body);
  }
  return rows;
}

/** A list as it will be once these changes are sent (anything else, a 401's null, as it is). */
export function withQueuedChanges<T>(key: QueryKey, data: T, changes: readonly QueuedChange[]): T {
  if (!Array.isArray(data) || changes.length === 0) return data;
  const applied = changes.reduce((rows, change) => applyChange(key, rows, change), data as Row[]);
  return applied as T;
}
