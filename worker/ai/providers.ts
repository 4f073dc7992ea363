// The language-model providers, in one place for every use (the support agent, message drafts):
// OpenAI (or any OpenAI-compatible server via OPENAI_BASE_URL) and Workers AI. Each answers text
// (or, asked for JSON, text holding the JSON) or throws; the caller moves on to the next.
import OpenAI from "openai";
import type { ChatMessage } from "./prompt";

export type JsonSchema = { name: string; schema: Record<string, unknown> };
export type CompleteOptions = { maxTokens?: number; json?: JsonSchema };
export type ProviderName = "openai" | "workers-ai";
export type Provider = { name: ProviderName; complete(messages: ChatMessage[], options?: CompleteOptions): Promise<string> };

export const DEFAULT_OPENAI_MODEL = "gpt-4o-mini";
export const WORKERS_AI_MODEL = "@cf/meta/llama-3.1-8b-instruct";
const MAX_TOKENS = 400;

/** How long each use waits for a model before its built-in answer is better, and how often a person may ask. */
export const AI_USES = {
  /** A support answer that takes longer than this is worse than the built-in one now. */
  support: { timeoutMs: 12_000, perHour: 30 },
  /** Drafts are asked for while the person waits with the message field open. */
  drafts: { timeoutMs: 6_000, perDay: 40 },
} as const;

// Workers AI is optional: the binding exists only when wrangler.toml declares [ai].
type AiBinding = { run(model: string, input: Record<string, unknown>): Promise<unknown> };
export type AgentEnv = Env & { AI?: AiBinding };

function openaiProvider(env: AgentEnv, timeoutMs: number): Provider {
  const client = new OpenAI({ apiKey: env.OPENAI_API_KEY, baseURL: env.OPENAI_BASE_URL || undefined, timeout: timeoutMs, maxRetries: 0 });
  return {
    name: "openai",
    async complete(messages, options = {}) {
      const completion = await client.chat.completions.create({
        model: env.OPENAI_MODEL || DEFAULT_OPENAI_MODEL,
        messages,
        max_tokens: options.maxTokens ?? MAX_TOKENS,
        // Not kept for OpenAI's evals or distillation (API data is never trained on by default).
        store: false,
        ...(options.json && {
          response_format: { type: "json_schema", json_schema: { name: options.json.name, schema: options.json.schema, strict: true } },
        }),
      });
      return completion.choices[0]?.message?.content ?? "";
    },
  };
}

function workersAiProvider(ai: AiBinding, timeoutMs: number): Provider {
  return {
    name: "workers-ai",
    async complete(messages, options = {}) {
      let timer: ReturnType<typeof setTimeout> | undefined;
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error("Workers AI timed out")), timeoutMs);
      });
      const input = {
        messages,
        max_tokens: options.maxTokens ?? MAX_TOKENS,
        ...(options.json && { response_format: { type: "json_schema", json_schema: options.json.schema } }),
      };
      try {
        const result = (await Promise.race([ai.run(WORKERS_AI_MODEL, input), timeout])) as { response?: unknown };
        // JSON mode answers the object itself; text mode a string.
        if (typeof result?.response === "string") return result.response;
        return result?.response && typeof result.response === "object" ? JSON.stringify(result.response) : "";
      } finally {
        clearTimeout(timer);
      }
    },
  };
}

/** The configured model providers, in the order DESIGN.md gives: OpenAI, then Workers AI. */
export function modelProviders(env: AgentEnv, timeoutMs: number = AI_USES.support.timeoutMs): Provider[] {
  const providers: Provider[] = [];
  if (env.OPENAI_API_KEY) providers.push(openaiProvider(env, timeoutMs));
  if (env.AI) providers.push(workersAiProvider(env.AI, timeoutMs));
  return providers;
}
