// The client and getJson without a connection: writes wait in the queue, reads keep the last data.
import { onlineManager } from "@tanstack/react-query";
import { afterEach, describe, expect, it, vi } from "vitest";
import { getJson, queryClient, TOKEN_KEY } from "./api";
import { api } from "./api-client";
import { queuedChanges } from "./offline-queue";

const storage = new Map<string, string>();
vi.stubGlobal("localStorage", {
  getItem: (k: string) => storage.get(k) ?? null,
  setItem: (k: string, v: string) => storage.set(k, v),
  removeItem: (k: string) => storage.delete(k),
});
vi.useFakeTimers();

const noConnection = () =>
  vi.stubGlobal(
    "fetch",
    vi.fn(async () => Promise.reject(new TypeError("Failed to fetch"))),
  );

afterEach(() => {
  storage.clear();
  queryClient.clear();
  onlineManager.setOnline(true);
});

describe("without a connection", () => {
  it("keeps a nudge for later, answers with what was sent, and counts as offline", async () => {
    storage.set(TOKEN_KEY, "tok-1");
    noConnection();
    const res = await api.reminder.$post({
      json: { userId: 1, targetName: "Ana", message: "Hi", remindAt: "2030-01-01T10:00:00.000Z" },
    });
    expect(res.status).toBe(202);
    expect(await res.json()).toMatchObject({ targetName: "Ana", remindAt: "2030-01-01T10:00:00.000Z" });
    expect(queuedChanges()).toEqual([
      expect.objectContaining({ method: "POST", path: "/api/reminder", label: "Schedule a nudge for Ana" }),
    ]);
    expect(onlineManager.isOnline()).toBe(false);

    // Known offline: the next one is queued without trying, behind the first.
    await api.reminders[":id"].$delete({ param: { id: "4" }, query: {} });
    expect(queuedChanges().map((c) => c.label)).toEqual(["Schedule a nudge for Ana", "Delete a nudge"]);
  });

  it("does not queue what must happen now (sign-in) or another session's changes", async () => {
    storage.set(TOKEN_KEY, "tok-1");
    noConnection();
    await expect(api.auth.signin.$post({ json: { email: "a@b.c", password: "x" } })).rejects.toThrow(TypeError);
    await api.contacts[":id"].$delete({ param: { id: "2" } });
    storage.set(TOKEN_KEY, "tok-2");
    expect(queuedChanges()).toEqual([]);
  });

  it("reads keep the last known data, and fail when there is none", async () => {
    noConnection();
    const ctx = { queryKey: ["/api/reminders"] } as never;
    await expect(getJson(ctx)).rejects.toThrow(TypeError);
    queryClient.setQueryData(["/api/reminders"], [{ id: 1, targetName: "Ana" }]);
    await expect(getJson(ctx)).resolves.toEqual([{ id: 1, targetName: "Ana" }]);
  });
});
