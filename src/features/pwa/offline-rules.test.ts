// Pure rules of the offline app: which writes wait for the connection and how they are named,
// the session fingerprint, and the pull-to-refresh distance.
import { describe, expect, it } from "vitest";
import { describeChange, isQueueable } from "@/lib/offline-queue";
import { sessionTag } from "@/lib/session-tag";
import { PULL_MAX, PULL_THRESHOLD, pullDistance } from "./pull-to-refresh";

describe("offline queue", () => {
  it("queues the spec's nudge, contact and note writes, nothing else", () => {
    for (const [method, path] of [
      ["POST", "/api/reminder"],
      ["PUT", "/api/reminders/12"],
      ["DELETE", "/api/reminders/12"],
      ["PATCH", "/api/reminders/12/save"],
      ["POST", "/api/contacts"],
      ["PUT", "/api/contacts/3"],
      ["DELETE", "/api/contacts/3"],
      ["POST", "/api/contacts/3/bookmarks"],
      ["PUT", "/api/contact-bookmarks/9"],
      ["DELETE", "/api/contact-bookmarks/9"],
    ] as const)
      expect(isQueueable(method, path), `${method} ${path}`).toBe(true);
    for (const [method, path] of [
      ["GET", "/api/reminders"],
      ["POST", "/api/auth/signin"],
      ["POST", "/api/auth/signout"],
      ["POST", "/api/contacts/import"],
      ["POST", "/api/reminders/12/duplicate"],
      ["POST", "/api/push/subscribe"],
      ["POST", "/api/admin/knowledge-base"],
    ] as const)
      expect(isQueueable(method, path), `${method} ${path}`).toBe(false);
  });

  it("names each waiting change the way the person made it", () => {
    expect(describeChange("POST", "/api/reminder", { targetName: "Ana" })).toBe("Schedule a nudge for Ana");
    expect(describeChange("PUT", "/api/reminders/4", { targetName: "Ana" })).toBe("Edit the nudge for Ana");
    expect(describeChange("DELETE", "/api/reminders/4")).toBe("Delete a nudge");
    expect(describeChange("PATCH", "/api/reminders/4/save", { saved: true })).toBe("Save a nudge");
    expect(describeChange("PATCH", "/api/reminders/4/save", { saved: false })).toBe("Unsave a nudge");
    expect(describeChange("POST", "/api/contacts", { name: "Ben" })).toBe("Add contact Ben");
    expect(describeChange("PUT", "/api/contacts/2", { name: "Ben" })).toBe("Edit contact Ben");
    expect(describeChange("DELETE", "/api/contacts/2")).toBe("Delete a contact");
    expect(describeChange("POST", "/api/contacts/2/bookmarks", { note: "x" })).toBe("Add a note");
    expect(describeChange("PUT", "/api/contact-bookmarks/5", { note: "x" })).toBe("Edit a note");
    expect(describeChange("DELETE", "/api/contact-bookmarks/5")).toBe("Delete a note");
  });

  it("ties saved data to one session without storing the token", () => {
    const token = "a".repeat(64);
    expect(sessionTag(token)).toBe(sessionTag(token));
    expect(sessionTag(token)).not.toBe(sessionTag(`${"a".repeat(63)}b`));
    expect(sessionTag(token)).not.toContain(token.slice(0, 8));
  });
});

describe("pull to refresh", () => {
  it("moves at half the finger distance, refreshes from 80 px, stops at 120 px", () => {
    expect(pullDistance(-30)).toBe(0);
    expect(pullDistance(100)).toBe(50);
    expect(pullDistance(159) < PULL_THRESHOLD).toBe(true);
    expect(pullDistance(160)).toBe(PULL_THRESHOLD);
    expect(pullDistance(1000)).toBe(PULL_MAX);
  });
});
