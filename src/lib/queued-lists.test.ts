// Changes waiting in the offline queue, shown in the lists they change (queued-lists.ts).
import { describe, expect, it } from "vitest";
import type { QueuedChange } from "./offline-queue";
import { waitsToSend, withQueuedChanges } from "./queued-lists";

let clock = 1_700_000_000_000;
const queued = (method: string, path: string, body?: unknown): QueuedChange => ({
  id: `c${clock}`,
  method,
  path,
  body,
  label: "",
  queuedAt: ++clock,
});

const PENDING = ["/api/reminders"];
const ana = { id: 4, targetName: "Ana", message: "Say hi", remindAt: "2030-01-02T10:00:00.000Z", recurrence: null };
const ben = { id: 5, targetName: "Ben", message: "Call", remindAt: "2030-01-05T10:00:00.000Z", recurrence: null };

describe("a pending nudge list with queued changes", () => {
  it("lists a nudge scheduled offline in time order, under an id no server row has", () => {
    const create = queued("POST", "/api/reminder", {
      userId: 1,
      targetName: "Cai",
      message: "Lunch?",
      remindAt: "2030-01-03T09:00:00.000Z",
    });
    const rows = withQueuedChanges(PENDING, [ana, ben], [create]);
    expect(rows.map((r) => r.targetName)).toEqual(["Ana", "Cai", "Ben"]);
    expect(rows[1]).toMatchObject({ id: -create.queuedAt, message: "Lunch?", phoneNumber: null, url: null, sent: false });
  });

  it("is the same when applied again (each read applies what still waits): no duplicate", () => {
    const create = queued("POST", "/api/reminder", {
      userId: 1,
      targetName: "Cai",
      message: "Lunch?",
      remindAt: "2030-01-03T09:00:00.000Z",
    });
    const once = withQueuedChanges(PENDING, [ana], [create]);
    expect(withQueuedChanges(PENDING, once, [create])).toEqual(once);
  });

  it("shows an edit's new text and time at once, and a deletion as gone", () => {
    const editAna = queued("PUT", "/api/reminders/4", {
      userId: 1,
      targetName: "Ana",
      message: "Ask about the trip",
      remindAt: "2030-01-09T10:00:00.000Z",
      scope: "this",
    });
    const rows = withQueuedChanges(PENDING, [ana, ben], [editAna]);
    expect(rows.map((r) => [r.id, r.message])).toEqual([
      [5, "Call"],
      [4, "Ask about the trip"],
    ]);
    expect(rows[1]).not.toHaveProperty("scope");
    expect(withQueuedChanges(PENDING, [ana, ben], [queued("DELETE", "/api/reminders/5")])).toEqual([ana]);
  });

  it("leaves other lists, a 401's null and an empty queue alone", () => {
    const editAna = queued("PUT", "/api/reminders/4", { message: "New" });
    expect(withQueuedChanges(["/api/contacts"], [ana], [editAna])).toEqual([ana]);
    expect(withQueuedChanges(PENDING, null, [editAna])).toBeNull();
    const list = [ana];
    expect(withQueuedChanges(PENDING, list, [])).toBe(list);
  });
});

describe("contacts, notes and history with queued changes", () => {
  it("adds a contact in name order, edits and deletes others", () => {
    const zoe = { id: 9, name: "Zoe", noteCount: 2 };
    const add = queued("POST", "/api/contacts", { userId: 1, name: "Maya", phoneNumber: "+15551234567" });
    const rename = queued("PUT", "/api/contacts/9", { userId: 1, name: "Abe" });
    const rows = withQueuedChanges(["/api/contacts"], [zoe], [add, rename]);
    expect(rows.map((r) => r.name)).toEqual(["Abe", "Maya"]);
    expect(rows[1]).toMatchObject({ id: -add.queuedAt, phoneNumber: "+15551234567", email: null, circleIds: [], noteCount: 0 });
    expect(withQueuedChanges(["/api/contacts"], [zoe], [queued("DELETE", "/api/contacts/9")])).toEqual([]);
  });

  it("puts a new note first in its own contact's notes only, and edits one by its id", () => {
    const old = { id: 3, contactId: 9, note: "Met at the park", category: null };
    const add = queued("POST", "/api/contacts/9/bookmarks", { contactId: 9, userId: 1, note: "New job", category: "work" });
    const fix = queued("PUT", "/api/contact-bookmarks/3", { note: "Met at the lake" });
    const rows = withQueuedChanges(["/api/contacts", 9, "bookmarks"], [old], [add, fix]);
    expect(rows.map((r) => r.note)).toEqual(["New job", "Met at the lake"]);
    expect(withQueuedChanges(["/api/contacts", 8, "bookmarks"], [], [add])).toEqual([]);
  });

  it("saves a past nudge in the history, and drops a deleted one", () => {
    const past = { id: 4, saved: false };
    expect(withQueuedChanges(["/api/nudge-history"], [past], [queued("PATCH", "/api/reminders/4/save", { saved: true })])).toEqual([
      { id: 4, saved: true },
    ]);
    expect(withQueuedChanges(["/api/nudge-history"], [past], [queued("DELETE", "/api/reminders/4")])).toEqual([]);
  });
});

describe("waitsToSend", () => {
  it("marks rows created or edited offline, in their own list only", () => {
    const changes = [queued("PUT", "/api/reminders/4", {}), queued("PUT", "/api/contact-bookmarks/7", {})];
    expect(waitsToSend("nudge", 4, changes)).toBe(true);
    expect(waitsToSend("nudge", 5, changes)).toBe(false);
    expect(waitsToSend("contact", 4, changes)).toBe(false);
    expect(waitsToSend("note", 7, changes)).toBe(true);
    expect(waitsToSend("contact", -1_700_000_000_123, [])).toBe(true);
  });
});
