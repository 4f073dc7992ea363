import type { ErrorHandler, NotFoundHandler } from "hono";
import { HTTPException } from "hono/http-exception";

/** Throw to answer with a status and a message; the app's onError turns it into `{ message }`. */
export const fail = (status: 400 | 401 | 403 | 404 | 409 | 413 | 429 | 503, message: string, headers?: Record<string, string>) =>
  new HTTPException(status, { message, res: headers ? new Response(null, { headers }) : undefined });

/** Every error becomes JSON `{ message }`; unexpected ones are logged and never leak a stack. */
export const onError: ErrorHandler = (err, c) => {
  if (err instanceof HTTPException) {
    const headers = err.res ? Object.fromEntries(err.res.headers) : undefined;
    return c.json({ message: err.message || "Request failed" }, err.status, headers);
  }
  console.error("Unhandled error", c.req.method, c.req.path, err);
  return c.json({ message: "Something went wrong on our side. Please try again." }, 500);
};

export const notFound: NotFoundHandler = (c) => c.json({ message: `No API route for ${c.req.method} ${c.req.path}` }, 404);
