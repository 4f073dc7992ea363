// Every answer goes out after the request's body was read: workerd closes a keep-alive
// connection when the Worker answers with the body unread, and the local server in front of it
// then failed the next request on that connection with a 500 (issue 20). The refusals made
// before a body is looked at are the ones at risk: 401, 404, 413, and errors (onError).
// (test/e2e/refused-requests.spec.ts checks the same through `npm start`'s real server.)
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { createApp } from "../../worker/app";
import { failingFrom } from "./failing-d1";

/** A request body that notes how much of it was read, and whether it was read to its end or cancelled. */
function watchedBody(bytes: number) {
  const seen = { read: 0, finished: false, cancelled: false };
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (seen.read >= bytes) {
        seen.finished = true;
        return controller.close();
      }
      const size = Math.min(16 * 1024, bytes - seen.read);
      seen.read += size;
      controller.enqueue(new TextEncoder().encode(" ".repeat(size)));
    },
    cancel() {
      seen.cancelled = true;
    },
  });
  return { stream, seen };
}

async function post(path: string, bytes: number, { token, environment = env }: { token?: string; environment?: Env } = {}) {
  const { stream, seen } = watchedBody(bytes);
  const headers: Record<string, string> = { "Content-Type": "application/json", "Content-Length": String(bytes) };
  if (token) headers.Authorization = `Bearer ${token}`;
  const res = await createApp().fetch(new Request(`http://localhost${path}`, { method: "POST", headers, body: stream }), environment);
  return { status: res.status, json: (await res.json()) as { message: string }, seen };
}

describe("refusals read the request's body before answering", () => {
  it.each([
    ["signed out (requireUser)", "/api/reminder", 401, {}],
    ["a session that doesn't exist (requireUser)", "/api/reminder", 401, { token: "A".repeat(43) }],
    ["no such route (notFound)", "/api/no-such-route", 404, {}],
    ["D1 unreachable (onError)", "/api/reminder", 500, { token: "A".repeat(43), environment: { ...env, DB: failingFrom(env.DB, 0) } }],
  ] as const)("%s: POST %s → %i, body read to its end", async (_label, path, status, options) => {
    const answer = await post(path, 4096, options);
    expect(answer.status).toBe(status);
    expect(answer.json.message).toBeTruthy();
    expect(answer.seen).toEqual({ read: 4096, finished: true, cancelled: false });
  });

  it("a body over the 256 KB limit → 413, read to its end when it is no more than 1 MB", async () => {
    const answer = await post("/api/reminder", 300 * 1024);
    expect(answer.status).toBe(413);
    expect(answer.json.message).toBe("Request body is too large (256 KB at most).");
    expect(answer.seen).toMatchObject({ read: 300 * 1024, finished: true });
  });

  // The import's limit is 8 MB: a body just over it was once cut off partway, and `npm start`'s
  // proxy, still uploading the rest, answered 502 instead of the Worker's 413.
  it("an import body just over its 8 MB limit → 413, read to its end", async () => {
    const bytes = Math.round(8.1 * 1024 * 1024);
    const answer = await post("/api/contacts/import/preview", bytes);
    expect(answer.status).toBe(413);
    expect(answer.json.message).toBe("Request body is too large (8 MB at most).");
    expect(answer.seen).toEqual({ read: bytes, finished: true, cancelled: false });
  });

  it("a much larger import body → 413 after reading at most about 4 × its limit: the rest is cancelled, not read", async () => {
    const answer = await post("/api/contacts/import/preview", 40 * 1024 * 1024);
    expect(answer.status).toBe(413);
    expect(answer.seen.cancelled).toBe(true);
    expect(answer.seen.read).toBeLessThan(32.2 * 1024 * 1024);
  });

  it("a much larger body → 413 after reading at most about 1 MB of it: the rest is cancelled, not read", async () => {
    const answer = await post("/api/reminder", 50 * 1024 * 1024);
    expect(answer.status).toBe(413);
    expect(answer.seen.cancelled).toBe(true);
    expect(answer.seen.read).toBeLessThan(1.2 * 1024 * 1024);
  });
});
