// A local OpenAI-compatible chat completions server, over real HTTP, for the support agent's
// provider chain. The model name scripts the behaviour, so parallel tests never share state:
//   "answer:<id>"   → 200 with a completion that names the knowledge items it was given
//   "fail-500:<id>" → 500 with an OpenAI-shaped error
//   "hang:<id>"     → never answers (the client must time out)
// Every request is kept and readable at GET /requests?model=<model>.
import { createServer, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

type Recorded = {
  model: string;
  authorization: string | undefined;
  body: { model: string; messages: { role: string; content: string }[] };
};

export async function startOpenAiServer(apiKey: string): Promise<{ url: string; close: () => Promise<void> }> {
  const requests: Recorded[] = [];
  const hanging = new Set<ServerResponse>();
  const json = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { "Content-Type": "application/json" });
    res.end(JSON.stringify(body));
  };

  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://localhost");
    if (req.method === "GET" && url.pathname === "/requests") {
      return json(
        res,
        200,
        requests.filter((r) => r.model === url.searchParams.get("model")),
      );
    }
    if (req.method !== "POST" || url.pathname !== "/v1/chat/completions") return json(res, 404, { error: { message: "not found" } });
    let raw = "";
    req.on("data", (chunk) => (raw += chunk));
    req.on("end", () => {
      const body = JSON.parse(raw) as Recorded["body"];
      requests.push({ model: body.model, authorization: req.headers.authorization, body });
      if (req.headers.authorization !== `Bearer ${apiKey}`)
        return json(res, 401, { error: { message: "Incorrect API key provided", type: "invalid_request_error" } });
      const mode = body.model.split(":")[0];
      if (mode === "fail-500")
        return json(res, 500, { error: { message: "The server had an error while processing your request.", type: "server_error" } });
      if (mode === "hang") {
        hanging.add(res);
        res.on("close", () => hanging.delete(res));
        return;
      }
      const system = body.messages.find((m) => m.role === "system")?.content ?? "";
      const titles = [...system.matchAll(/^\[\d+\] (.+) \(/gm)].map((m) => m[1]);
      const content = `Model answer. Grounded in: ${titles.join(" | ") || "nothing"}`;
      json(res, 200, {
        id: `chatcmpl-${requests.length}`,
        object: "chat.completion",
        created: Math.floor(Date.now() / 1000),
        model: body.model,
        choices: [{ index: 0, message: { role: "assistant", content }, finish_reason: "stop" }],
        usage: { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 },
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v1`,
    close: () =>
      new Promise((resolve) => {
        for (const res of hanging) res.destroy();
        server.close(() => resolve());
      }),
  };
}
