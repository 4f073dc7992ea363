// Who the configured models belong to, in words for the person deciding whether to send them data.
// Apart from providers.ts, which the bench runs in Node without Lingui's macros.
import { t } from "@lingui/core/macro";
import type { AgentEnv } from "./providers";

export function providerLabel(env: AgentEnv): string | null {
  if (env.OPENAI_API_KEY) {
    if (!env.OPENAI_BASE_URL) return "OpenAI";
    const host = new URL(env.OPENAI_BASE_URL).host;
    return t`the AI server at ${host}`;
  }
  // Not translated: the service's name.
  return env.AI ? "Cloudflare Workers AI" : null;
}
