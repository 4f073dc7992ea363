// A local stand-in for Cloudflare Turnstile's siteverify endpoint, shaped like the real one: a
// POST with { secret, response, remoteip } answers { success, "error-codes" }. A token passes when
// it starts with "pass", the secret matches, and it was not used before (real tokens are
// single-use); "down" makes it answer 500, as an outage would. Used by worker and e2e tests.
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";

export type Siteverify = {
  url: string;
  calls: () => { secret: string; response: string; remoteip?: string }[];
  close: () => Promise<void>;
};

export async function startTurnstileServer(secret: string, port = 0): Promise<Siteverify> {
  const calls: { secret: string; response: string; remoteip?: string }[] = [];
  const spent = new Set<string>();
  const server: Server = createServer((req, res) => {
    let body = "";
    req.on("data", (chunk) => (body += chunk));
    req.on("end", () => {
      res.setHeader("Content-Type", "application/json");
      let call: { secret: string; response: string; remoteip?: string };
      try {
        call = JSON.parse(body);
      } catch {
        res.end(JSON.stringify({ success: false, "error-codes": ["bad-request"] }));
        return;
      }
      calls.push(call);
      if (call.response === "down") {
        res.statusCode = 500;
        res.end("{}");
        return;
      }
      const errors =
        call.secret !== secret
          ? ["invalid-input-secret"]
          : !call.response?.startsWith("pass")
            ? ["invalid-input-response"]
            : spent.has(call.response)
              ? ["timeout-or-duplicate"]
              : [];
      spent.add(call.response);
      res.end(JSON.stringify({ success: errors.length === 0, "error-codes": errors, hostname: "localhost" }));
    });
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const { port: bound } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${bound}/siteverify`,
    calls: () => calls,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
