// Reads what is left of a request's body before the answer goes out. workerd closes a keep-alive
// connection when the Worker answers without having read the body (every refusal made before
// the body is looked at: requireUser's 401, the 404 for no route, the 413 for a body too large),
// and a proxy that reuses the connection then fails the next request on it: vite preview's did
// so with a 500 page of stack trace (issue 20). A proxy still uploading the body when the
// connection closes fails that very request: vite preview's answered an import just over its
// 8 MB limit with a 502 instead of the 413. One middleware in front of the whole app covers every
// refusal, thrown (onError) or not (notFound), instead of each one remembering to.
import { createMiddleware } from "hono/factory";
import { bodyLimitFor } from "./body-limits";

// Bodies the API refuses for size are read up to 4 × their path's limit; past that the body is
// cancelled and the connection let go, rather than reading whatever a client sends.
const DRAIN_FACTOR = 4;

export const drainUnreadBody = createMiddleware(async (c, next) => {
  // The request as it came: handlers may swap c.req.raw for a copy (bodyLimit does).
  const request = c.req.raw;
  await next();
  // Locked: a reader holds it (bodyLimit, refusing a chunked body midway); it can't be read here.
  if (request.body && !request.bodyUsed && !request.body.locked) await drain(request.body, DRAIN_FACTOR * bodyLimitFor(c.req.path).bytes);
});

async function drain(body: ReadableStream<Uint8Array>, limitBytes: number) {
  const reader = body.getReader();
  let read = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      read += value.byteLength;
      if (read > limitBytes) return await reader.cancel();
    }
  } catch {
    // The client went away mid-body: there is no connection left to keep.
  }
}
