// The language-model providers of the support agent: OpenAI (or any OpenAI-compatible server via
// OPENAI_BASE_URL) and Workers AI. Each either answers text or throws; the agent moves on.
import OpenAI from "openai";
import type { ChatMessage } from "./prompt";

export type Provider = { name: "openai" | "workers-ai"; complete(messages: ChatMessage[]): Promise<string> };

const MAX_TOKENS = 400;
export const DEFAULT_OPENAI_MODEL = "gpt-4o-mini";
export const WORKERS_AI_MODEL = "@cf/meta/llama-3.1-8b-instruct";
/** A support answer that takes longer than this is worse than the built-in one now. */
export const DEFAULT_TIMEOUT_MS = 12_000;

// Workers AI is optional: the binding exists only when wrangler.toml declares [ai].
type AiBinding = { run(model: string, input: { messages: ChatMessage[]; max_tokens?: number }): Promise<unknown> };
export type AgentEnv = Env & { AI?: AiBinding };

function openaiProvider(env: AgentEnv, timeoutMs: number): Provider {
  const client = new OpenAI({ apiKey: env.OPENAI_API_KEY, baseURL: env.OPENAI_BASE_URL || undefined, timeout: timeoutMs, maxRetries: 0 });
  return {
    name: "openai",
    async complete(messages) {
      const completion = await client.chat.completions.create({
        model: env.OPENAI_MODEL || DEFAULT_OPENAI_MODEL,
        messages,
        max_tokens: MAX_TOKENS,
      });
      return completion.choices[0]?.message?.content ?? "";
    },
  };
}

function workersAiProvider(ai: AiBinding, timeoutMs: number): Provider {
  return {
    name: "workers-ai",
    async complete(messages) {
      const timeout = new Promise<never>((_, reject) => setTimeout(() => reject(new Error("Workers AI timed out")), timeoutMs));
      const result = (await Promise.race([ai.run(WORKERS_AI_MODEL, { messages, max_tokens: MAX_TOKENS }), timeout])) as {
        response?: unknown;
      };
      return typeof result?.response === "string" ? result.response : "";
    },
  };
}

/** The configured model providers, in the order DESIGN.md gives: OpenAI, then Workers AI. */
export function modelProviders(env: AgentEnv, timeoutMs = DEFAULT_TIMEOUT_MS): Provider[] {
  const providers: Provider[] = [];
  if (env.OPENAI_API_KEY) providers.push(openaiProvider(env, timeoutMs));
  if (env.AI) providers.push(workersAiProvider(env.AI, timeoutMs));
  return providers;
}
