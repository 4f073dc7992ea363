import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { inject } from "vitest";
import { answerSupport } from "../../worker/ai/agent";
import type { AgentEnv } from "../../worker/ai/providers";
import { seedKnowledge } from "./support-helpers";

// A topic the starter articles (migrations/0013, 0023) leave alone, so this item is the only relevant one.
const ITEM = {
  title: "Printing your nudges",
  content:
    "Open the Active Nudges tab and use your browser's Print command (Ctrl+P, or Share then Print on a phone) to print the list on paper.",
  tags: "print, printing, paper, printout",
};
const QUESTION = { type: "support" as const, message: "How do I print my nudges on paper?" };

let run = 0;
/** The app's env pointed at the local OpenAI-compatible server; the model name scripts it. */
function withOpenAi(mode: "answer" | "fail-500" | "hang", extra: Partial<AgentEnv> = {}) {
  const model = `${mode}:${Date.now()}-${++run}`;
  return {
    model,
    env: { ...env, OPENAI_API_KEY: "test-openai-key", OPENAI_BASE_URL: inject("openaiBaseUrl"), OPENAI_MODEL: model, ...extra } as AgentEnv,
  };
}
const requestsFor = async (model: string) =>
  (await fetch(`${inject("openaiBaseUrl").replace(/\/v1$/, "")}/requests?model=${encodeURIComponent(model)}`)).json() as Promise<any[]>;

beforeAll(async () => {
  await seedKnowledge([ITEM]);
});

describe("support agent provider chain", () => {
  it("uses OpenAI (official SDK, OPENAI_BASE_URL) with the top knowledge items in the prompt", async () => {
    const { model, env: openAiEnv } = withOpenAi("answer");
    const answer = await answerSupport(openAiEnv, QUESTION);
    expect(answer).toEqual({
      provider: "openai",
      response: `Model answer. Grounded in: ${ITEM.title}`,
      requiresHumanReview: false,
      category: "technical",
    });
    const [request] = await requestsFor(model);
    expect(request.authorization).toBe("Bearer test-openai-key");
    expect(request.body.messages[0].role).toBe("system");
    expect(request.body.messages[0].content).toContain(ITEM.content);
    expect(request.body.messages[1]).toEqual({ role: "user", content: QUESTION.message });
  });

  it("falls back to the built-in answerer when OpenAI answers 500", async () => {
    const { model, env: failing } = withOpenAi("fail-500");
    const answer = await answerSupport(failing, QUESTION);
    expect(answer.provider).toBe("builtin");
    expect(answer.response.startsWith(`${ITEM.title}\n\n${ITEM.content}`)).toBe(true);
    expect(await requestsFor(model)).toHaveLength(1); // no silent retries against a failing provider
  });

  it("falls back when OpenAI does not answer in time", async () => {
    const { model, env: hanging } = withOpenAi("hang");
    const started = Date.now();
    const answer = await answerSupport(hanging, QUESTION, { timeoutMs: 700 });
    expect(answer.provider).toBe("builtin");
    expect(answer.response).toContain(ITEM.content);
    expect(Date.now() - started).toBeLessThan(5000);
    expect(await requestsFor(model)).toHaveLength(1);
  });

  it("tries Workers AI (the AI binding) after OpenAI fails, before the built-in answerer", async () => {
    const calls: { model: string; messages: { role: string; content: string }[] }[] = [];
    const AI = {
      run: async (model: string, input: { messages: { role: string; content: string }[] }) => {
        calls.push({ model, ...input });
        return { response: "  Workers AI says hi\u0007  " };
      },
    };
    const answer = await answerSupport(withOpenAi("fail-500", { AI }).env, QUESTION);
    expect(answer).toMatchObject({ provider: "workers-ai", response: "Workers AI says hi" });
    expect(calls[0]!.messages[0]!.content).toContain(ITEM.content);
  });

  it("caps a model's answer and keeps the human-review rules of the request", async () => {
    const AI = { run: async () => ({ response: "x".repeat(5000) }) };
    const answer = await answerSupport({ ...env, AI } as AgentEnv, { type: "support", message: "I want a refund for my subscription" });
    expect(answer.response.length).toBeLessThanOrEqual(2000);
    expect(answer).toMatchObject({ provider: "workers-ai", requiresHumanReview: true, category: "other" });
  });

  it("without OpenAI or Workers AI configured, the route answers from the knowledge base", async () => {
    const answer = await answerSupport(env as AgentEnv, QUESTION);
    expect(answer.provider).toBe("builtin");
  });
});
