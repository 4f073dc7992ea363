// A local stand-in for a secret ICS address (Google's "secret address in iCal format", iCloud's
// public link): calendars are PUT under a name and served with GET as those services serve them,
// with an ETag and 304 Not Modified for If-None-Match. GET /_count/<name> tells how many requests
// a calendar had, so a test can see that an unchanged calendar cost one. Names starting "locked"
// answer 401, as a revoked secret address does. Used by the worker tests.
import { createHash } from "node:crypto";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";

export type IcsServer = { url: string; close: () => Promise<void> };

export async function startIcsServer(): Promise<IcsServer> {
  const files = new Map<string, { body: Buffer; etag: string }>();
  const counts = new Map<string, number>();
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const path = new URL(req.url ?? "/", "http://x").pathname;
      if (path.startsWith("/_count/")) {
        res.end(String(counts.get(path.slice("/_count".length)) ?? 0));
        return;
      }
      if (req.method === "PUT") {
        const body = Buffer.concat(chunks);
        files.set(path, { body, etag: `"${createHash("sha256").update(body).digest("hex").slice(0, 16)}"` });
        res.statusCode = 204;
        res.end();
        return;
      }
      counts.set(path, (counts.get(path) ?? 0) + 1);
      if (path.startsWith("/locked")) {
        res.statusCode = 401;
        res.end("Unauthorized");
        return;
      }
      const file = files.get(path);
      if (!file) {
        res.statusCode = 404;
        res.end("Not found");
        return;
      }
      res.setHeader("ETag", file.etag);
      if (req.headers["if-none-match"] === file.etag) {
        res.statusCode = 304;
        res.end();
        return;
      }
      res.setHeader(
        "Content-Type",
        file.body.subarray(0, 15).toString() === "BEGIN:VCALENDAR" ? "text/calendar; charset=utf-8" : "text/html",
      );
      res.end(file.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, close: () => new Promise((resolve) => server.close(() => resolve())) };
}
