// A local stand-in for the mail provider's HTTP API (Resend's shape): it checks the API key,
// keeps every message with its arrival time, honours Idempotency-Key as Resend does (a key seen
// before answers the first id and sends nothing), and lets tests read messages back
// (GET /messages?to=…) or script failures for one address (POST /respond { to, statuses, delayMs }; status 0 drops the
// connection).
// Used by worker tests, e2e tests and the bench.
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";

export type SentMail = {
  from: string;
  to: string[];
  subject: string;
  text: string;
  html?: string;
  headers?: Record<string, string>;
  idempotencyKey?: string;
  receivedAt: number;
};

type Script = { statuses: number[]; delayMs: number };

const readBody = (req: import("node:http").IncomingMessage) =>
  new Promise<string>((resolve) => {
    let body = "";
    req.on("data", (chunk) => (body += chunk));
    req.on("end", () => resolve(body));
  });

/** `port` 0 picks a free one; the e2e run gives a fixed one, set in the app's MAIL_API_URL before it starts. */
export async function startMailSink(apiKey: string, port = 0) {
  const messages: SentMail[] = [];
  const accepted = new Map<string, string>();
  const scripts = new Map<string, Script>();
  // Every POST /emails, answered or not, by address and by idempotency key: how many times the app tried.
  const tries = new Map<string, number>();
  const server: Server = createServer(async (req, res) => {
    const url = new URL(req.url ?? "/", "http://localhost");
    res.setHeader("Content-Type", "application/json");
    if (req.method === "GET" && url.pathname === "/messages") {
      const to = url.searchParams.get("to");
      res.end(JSON.stringify(messages.filter((m) => !to || m.to.includes(to))));
      return;
    }
    if (req.method === "GET" && url.pathname === "/attempts") {
      const key = url.searchParams.get("key");
      res.end(JSON.stringify({ count: tries.get(key === null ? `to:${url.searchParams.get("to")}` : `key:${key}`) ?? 0 }));
      return;
    }
    if (req.method === "POST" && url.pathname === "/respond") {
      const { to, statuses = [], delayMs = 0 } = JSON.parse(await readBody(req)) as { to: string } & Partial<Script>;
      scripts.set(to, { statuses, delayMs });
      res.end("{}");
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
    const mail = JSON.parse(await readBody(req)) as Omit<SentMail, "receivedAt" | "idempotencyKey">;
    const to = mail.to[0] ?? "";
    const key = req.headers["idempotency-key"] as string | undefined;
    for (const name of [`to:${to}`, ...(key ? [`key:${key}`] : [])]) tries.set(name, (tries.get(name) ?? 0) + 1);
    const script = scripts.get(to);
    if (script?.delayMs) await new Promise((r) => setTimeout(r, script.delayMs));
    const status = script?.statuses.shift();
    // 0: the connection drops without an answer, as when the API is unreachable.
    if (status === 0) {
      req.socket.destroy();
      return;
    }
    if (status !== undefined && status !== 200) {
      res.statusCode = status;
      res.end(JSON.stringify({ message: "scripted failure" }));
      return;
    }
    const seen = key ? accepted.get(key) : undefined;
    if (seen) {
      res.end(JSON.stringify({ id: seen }));
      return;
    }
    messages.push({ ...mail, idempotencyKey: key, receivedAt: Date.now() });
    const id = `mail-${messages.length}`;
    if (key) accepted.set(key, id);
    res.end(JSON.stringify({ id }));
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const { port: listening } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${listening}`,
    messages: () => messages,
    // Keys the app sent more than once (the API kept one email of each, but the app tried again).
    triedTwice: (keys: string[]) => keys.filter((key) => (tries.get(`key:${key}`) ?? 0) > 1).length,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
