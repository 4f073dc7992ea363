// A local OpenAI-compatible chat completions server, over real HTTP, for the model providers
// (worker/ai/providers.ts). The model name scripts the behaviour, so parallel tests never share state:
//   "answer:<id>"   → 200: a support answer naming the knowledge items it was given, or (asked
//                     for the "drafts" JSON schema) three drafts built from the facts it was sent
//   "slow-<ms>:<id>" → the same, after <ms> milliseconds (a real model's latency)
//   "uncited:<id>"  → drafts that cite facts they were not sent
//   "long:<id>"     → drafts far longer than the channel takes
//   "bad-json:<id>" → a completion that is not the schema's JSON
//   "fail-500:<id>" → 500 with an OpenAI-shaped error
//   "hang:<id>"     → never answers (the client must time out)
// PUT /behaviour?model=<model> with a mode as the body scripts a fixed model name instead (the
// e2e app has one OPENAI_MODEL). Every request is kept and readable at GET /requests?model=<model>.
import { createServer, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

type Recorded = {
  model: string;
  authorization: string | undefined;
  body: {
    model: string;
    messages: { role: string; content: string }[];
    response_format?: { type: string; json_schema?: { name: string } };
  };
};

/** What worker/drafts/prompt.ts sends as the user message: the facts, and the shape wanted. */
type DraftAsk = { firstName: string; channel: string; maxLength: number; facts: { ref: string; text: string }[] };

/** Three drafts from the first facts, one per tone, as a model following the prompt would write them. */
function draftsFor(ask: DraftAsk, mode: string) {
  const [a, b = a, c = b] = ask.facts;
  const about = (fact: typeof a) => (fact ? fact.text.replace(/[.!?]+$/, "") : "things");
  const cite = (fact: typeof a) => (mode === "uncited" ? ["note:999999999"] : fact ? [fact.ref] : []);
  const drafts = [
    { tone: "warm", text: `Hi ${ask.firstName}, I was thinking about ${about(a)}. How is it going?`, uses: cite(a) },
    { tone: "brief", text: `Hey ${ask.firstName}, how's ${about(b)}?`, uses: cite(b) },
    { tone: "playful", text: `${ask.firstName}! Still buzzing about ${about(c)}? Tell me everything`, uses: cite(c) },
  ];
  if (mode === "long") for (const d of drafts) d.text = `${d.text} ${"and so much more to say ".repeat(20)}`;
  // A model held to a length ends on a whole word, as one following the prompt would: a word cut in
  // half ("Barce") reads as a name the history never held to the evaluation's invented-fact check.
  const wholeWords = (text: string, max: number) => (text.length <= max ? text : `${text.slice(0, max - 1).replace(/\s+\S*$/, "")}…`);
  return { drafts: drafts.map((d) => ({ ...d, text: wholeWords(d.text, mode === "long" ? 1000 : ask.maxLength) })) };
}

export async function startOpenAiServer(apiKey: string, port = 0): Promise<{ url: string; close: () => Promise<void> }> {
  const requests: Recorded[] = [];
  const behaviours = new Map<string, string>();
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
    if (req.method === "PUT" && url.pathname === "/behaviour") {
      let mode = "";
      req.on("data", (chunk) => (mode += chunk));
      req.on("end", () => {
        behaviours.set(url.searchParams.get("model") ?? "", mode.trim());
        json(res, 200, { model: url.searchParams.get("model"), mode: mode.trim() });
      });
      return;
    }
    if (req.method !== "POST" || url.pathname !== "/v1/chat/completions") return json(res, 404, { error: { message: "not found" } });
    let raw = "";
    req.on("data", (chunk) => (raw += chunk));
    req.on("end", () => {
      const body = JSON.parse(raw) as Recorded["body"];
      requests.push({ model: body.model, authorization: req.headers.authorization, body });
      if (req.headers.authorization !== `Bearer ${apiKey}`)
        return json(res, 401, { error: { message: "Incorrect API key provided", type: "invalid_request_error" } });
      const mode = behaviours.get(body.model) ?? body.model.split(":")[0]!;
      if (mode === "fail-500")
        return json(res, 500, { error: { message: "The server had an error while processing your request.", type: "server_error" } });
      if (mode === "hang") {
        hanging.add(res);
        res.on("close", () => hanging.delete(res));
        return;
      }
      const delay = mode.startsWith("slow-") ? Number(mode.slice(5)) : 0;
      setTimeout(() => json(res, 200, completion(body, mode)), delay);
    });
  });
  const completion = (body: Recorded["body"], mode: string) => {
    let content: string;
    if (body.response_format?.json_schema?.name === "drafts") {
      const ask = JSON.parse(body.messages.find((m) => m.role === "user")?.content ?? "{}") as DraftAsk;
      content = mode === "bad-json" ? "Here are three drafts: 1. Hi!" : JSON.stringify(draftsFor(ask, mode));
    } else {
      const system = body.messages.find((m) => m.role === "system")?.content ?? "";
      const titles = [...system.matchAll(/^\[\d+\] (.+) \(/gm)].map((m) => m[1]);
      content = `Model answer. Grounded in: ${titles.join(" | ") || "nothing"}`;
    }
    return {
      id: `chatcmpl-${requests.length}`,
      object: "chat.completion",
      created: Math.floor(Date.now() / 1000),
      model: body.model,
      choices: [{ index: 0, message: { role: "assistant", content }, finish_reason: "stop" }],
      usage: { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 },
    };
  };
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const bound = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${bound}/v1`,
    close: () =>
      new Promise((resolve) => {
        for (const res of hanging) res.destroy();
        server.close(() => resolve());
      }),
  };
}
