// The client's half of Idempotency-Key (issue 38): one key per submission, sent with the create,
// kept with a write queued offline and sent again, unchanged, when it is replayed.
import { onlineManager, QueryClient } from "@tanstack/react-query";
import { afterEach, describe, expect, it, vi } from "vitest";
import { replayQueue } from "./replay-queue";
import { queryClient, TOKEN_KEY } from "@/lib/api";
import { api, once } from "@/lib/api-client";
import { submissionKey } from "@/lib/idempotency";
import { queuedChanges } from "@/lib/offline-queue";

const storage = new Map<string, string>();
vi.stubGlobal("localStorage", {
  getItem: (k: string) => storage.get(k) ?? null,
  setItem: (k: string, v: string) => storage.set(k, v),
  removeItem: (k: string) => storage.delete(k),
});

/** fetch answering every request in turn: a Response, or a dropped connection. */
function network(...answers: ("drop" | number)[]) {
  const fetchMock = vi.fn(async () => {
    const answer = answers.shift() ?? 201;
    if (answer === "drop") throw new TypeError("Failed to fetch");
    return new Response('{"id":7}', { status: answer });
  });
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}
const sentKeys = (fetchMock: ReturnType<typeof network>) =>
  fetchMock.mock.calls.map(
    (call) => new Headers((call as unknown as [string, RequestInit])[1].headers).get("Idempotency-Key") ?? undefined,
  );

afterEach(() => {
  storage.clear();
  queryClient.clear();
  onlineManager.setOnline(true);
});

describe("Idempotency-Key on the client", () => {
  it("one key per submission: the same submission keeps its key, another gets a new one", () => {
    const nudge = { targetName: "Ana" };
    expect(submissionKey(nudge)).toBe(submissionKey(nudge));
    expect(submissionKey(nudge)).toMatch(/^[0-9a-f-]{36}$/);
    expect(submissionKey({ targetName: "Ana" })).not.toBe(submissionKey(nudge));
  });

  it("a mutation retried after its answer was lost sends the same key again", async () => {
    storage.set(TOKEN_KEY, "tok-1");
    const fetchMock = network(502, 201);
    const client = new QueryClient();
    const mutation = client.getMutationCache().build(client, {
      mutationFn: (note: { note: string }) =>
        api.contacts[":id"].bookmarks.$post({ param: { id: "3" }, json: { contactId: 3, userId: 1, ...note } }, once(note)),
      retry: 1,
      retryDelay: 0,
    });
    await mutation.execute({ note: "Ana" });
    const keys = sentKeys(fetchMock);
    expect(keys).toHaveLength(2);
    expect(keys[0]).toBeTruthy();
    expect(keys[1]).toBe(keys[0]);
  });

  it("a create queued when the connection dropped keeps its key, and the replay sends it", async () => {
    storage.set(TOKEN_KEY, "tok-1");
    const nudge = { userId: 1, targetName: "Ana", message: "Hi", remindAt: "2030-01-01T10:00:00.000Z" };
    const key = submissionKey(nudge);
    // The request may have reached the server before the connection dropped: the replay must count once.
    const fetchMock = network("drop", 201);
    expect((await api.reminder.$post({ json: nudge }, once(nudge))).status).toBe(202);
    expect(queuedChanges()).toEqual([expect.objectContaining({ path: "/api/reminder", idempotencyKey: key })]);
    onlineManager.setOnline(true);
    await replayQueue();
    expect(sentKeys(fetchMock)).toEqual([key, key]);
    expect(queuedChanges()).toEqual([]);
  });

  it("a create queued without a key gets one when queued, and the same one on every replay", async () => {
    storage.set(TOKEN_KEY, "tok-1");
    const fetchMock = network("drop", "drop", 201);
    await api.contacts.$post({ json: { userId: 1, name: "Ana" } });
    const [queued] = queuedChanges();
    expect(queued?.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
    await replayQueue(); // the connection drops again: it stays queued
    await replayQueue();
    expect(sentKeys(fetchMock)).toEqual([undefined, queued!.idempotencyKey, queued!.idempotencyKey]);
  });
});
