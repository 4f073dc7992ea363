// A local stand-in for the mail provider's HTTP API: it checks the API key, keeps every message
// and lets tests read them back (GET /messages?to=…). Used by worker tests and e2e tests.
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";

export type SentMail = { from: string; to: string[]; subject: string; text: string };

/** `port` 0 picks a free one; the e2e run gives a fixed one, set in the app's MAIL_API_URL before it starts. */
export async function startMailSink(apiKey: string, port = 0): Promise<{ url: string; close: () => Promise<void> }> {
  const messages: SentMail[] = [];
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://localhost");
    if (req.method === "GET" && url.pathname === "/messages") {
      const to = url.searchParams.get("to");
      res.setHeader("Content-Type", "application/json");
      res.end(JSON.stringify(messages.filter((m) => !to || m.to.includes(to))));
      return;
    }
    if (req.method !== "POST" || url.pathname !== "/emails") {
      res.statusCode = 404;
      res.end();
      return;
    }
    if (req.headers.authorization !== `Bearer ${apiKey}`) {
      res.statusCode = 401;
      res.end(JSON.stringify({ message: "bad api key" }));
      return;
    }
    let body = "";
    req.on("data", (chunk) => (body += chunk));
    req.on("end", () => {
      messages.push(JSON.parse(body));
      res.setHeader("Content-Type", "application/json");
      res.end(JSON.stringify({ id: `mail-${messages.length}` }));
    });
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const { port: listening } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${listening}`, close: () => new Promise((resolve) => server.close(() => resolve())) };
}
