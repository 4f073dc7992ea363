// The e2e app's AI provider: the local OpenAI-compatible stand-in (test/support/openai-server.ts),
// started by services-setup.ts on a fixed port. The app has one model name, so a test scripts it
// with setAiBehaviour; between tests it fails (500), and every AI use falls back to its built-in
// answer as it would with no provider configured.
export const OPENAI_PORT = Number(process.env.E2E_OPENAI_PORT ?? 8795);
const STAND_IN = `http://127.0.0.1:${OPENAI_PORT}`;
const MODEL = "e2e";

export const openaiVars = { OPENAI_API_KEY: "e2e-openai-key", OPENAI_BASE_URL: `${STAND_IN}/v1`, OPENAI_MODEL: MODEL };

/** How the stand-in answers from now on: "answer", "slow-<ms>", "fail-500", "hang" (openai-server.ts). */
export async function setAiBehaviour(mode: string) {
  const res = await fetch(`${STAND_IN}/behaviour?model=${MODEL}`, { method: "PUT", body: mode });
  if (!res.ok) throw new Error(`The AI stand-in refused behaviour ${mode}: ${res.status}`);
}
