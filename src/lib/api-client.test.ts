// A call through the typed client goes through the one transport (api.ts's apiFetch): over a
// stubbed fetch, it carries the bearer token and the submission's Idempotency-Key, and offline a
// queueable write is kept with both its body and its key and answered with a queued echo.
import { onlineManager } from "@tanstack/react-query";
import { afterEach, describe, expect, it, vi } from "vitest";
import { isQueued, queryClient, TOKEN_KEY } from "./api";
import { answer, api, once } from "./api-client";
import { submissionKey } from "./idempotency";
import { queuedChanges } from "./offline-queue";

const storage = new Map<string, string>();
vi.stubGlobal("localStorage", {
  getItem: (k: string) => storage.get(k) ?? null,
  setItem: (k: string, v: string) => storage.set(k, v),
  removeItem: (k: string) => storage.delete(k),
});

afterEach(() => {
  storage.clear();
  queryClient.clear();
  onlineManager.setOnline(true);
});

const nudge = { userId: 1, targetName: "Ana", message: "Hi", remindAt: "2030-01-01T10:00:00.000Z" };

describe("the typed client", () => {
  it("sends the bearer token and the submission's Idempotency-Key, and types the answer", async () => {
    storage.set(TOKEN_KEY, "tok-9");
    const fetchMock = vi.fn(async (_path: string, _init: RequestInit) => Response.json({ id: 7, targetName: "Ana" }, { status: 201 }));
    vi.stubGlobal("fetch", fetchMock);
    const submission = { ...nudge };
    const created = await answer(api.reminder.$post({ json: submission }, once(submission)));
    expect(created.id).toBe(7);
    const [path, init] = fetchMock.mock.calls[0]!;
    const headers = new Headers(init.headers);
    expect(path).toBe("/api/reminder");
    expect(headers.get("Authorization")).toBe("Bearer tok-9");
    expect(headers.get("Idempotency-Key")).toBe(submissionKey(submission));
    expect(init.credentials).toBe("include");
  });

  it("keeps a queueable write made offline, with its body and key, and answers with a queued echo", async () => {
    storage.set(TOKEN_KEY, "tok-9");
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => Promise.reject(new TypeError("Failed to fetch"))),
    );
    const submission = { ...nudge };
    const echo = await answer(api.reminder.$post({ json: submission }, once(submission)));
    expect(isQueued(echo)).toBe(true);
    expect(echo).toMatchObject({ targetName: "Ana" });
    expect(queuedChanges()).toEqual([
      expect.objectContaining({ method: "POST", path: "/api/reminder", body: nudge, idempotencyKey: submissionKey(submission) }),
    ]);
    expect(onlineManager.isOnline()).toBe(false);
  });
});
