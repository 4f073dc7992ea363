// `npm run eval:drafts` (issue 42): drafts for each written history (eval/histories.ts) from the
// provider the environment configures, as the Worker reads it (OPENAI_API_KEY, OPENAI_BASE_URL,
// OPENAI_MODEL), else from the built-in composer; each draft is printed with its sources and held to
// eval/checks.ts. `--stand-in` starts the local OpenAI-compatible stand-in and evaluates against it
// (the "eval" stage of `npm test`). Exits 1 when a check fails or a case gets no drafts.
// Against a real model: docs/drafts.md, "Evaluating against a real model".
import { startOpenAiServer } from "../test/support/openai-server";
import { AI_USES, modelProviders, type AgentEnv, type Provider } from "../worker/ai/providers";
import { CHANNEL_LIMITS, type Draft } from "../worker/contracts/drafts";
import { checkDrafts } from "../worker/drafts/check";
import { composeDrafts } from "../worker/drafts/composer";
import { DRAFTS_SCHEMA, draftPrompt } from "../worker/drafts/prompt";
import { draftFailures, occasionFailures, rawDrafts, rawFailures, setFailures } from "./checks";
import { caseContext, historyWords } from "./context";
import { CASES } from "./histories";

const standIn = process.argv.includes("--stand-in") ? await startOpenAiServer("eval-stand-in-key") : null;
if (standIn) Object.assign(process.env, { OPENAI_API_KEY: "eval-stand-in-key", OPENAI_BASE_URL: standIn.url, OPENAI_MODEL: "answer:eval" });
// Node has no Workers AI binding: only an OpenAI-compatible server is reachable from here.
// --composer: the built-in composer alone, whatever the environment configures.
const providers = process.argv.includes("--composer") ? [] : modelProviders(process.env as unknown as AgentEnv, AI_USES.drafts.timeoutMs);
const model = process.env.OPENAI_MODEL || "the default model";
console.log(
  providers.length
    ? `Evaluating ${model} at ${process.env.OPENAI_BASE_URL || "OpenAI"}${standIn ? " (the local stand-in)" : ""} on ${CASES.length} histories.`
    : `No provider configured (OPENAI_API_KEY unset): evaluating the built-in composer on ${CASES.length} histories.`,
);

type Written = { drafts: Draft[]; source: string; composer: boolean; failures: string[] };

/** Each provider in turn, as worker/drafts/write.ts does, but keeping the raw answer to count and check it. */
async function fromModels(context: ReturnType<typeof caseContext>["context"], list: Provider[]): Promise<Written> {
  const failures: string[] = [];
  const notes: string[] = [];
  for (const provider of list) {
    let raw: string;
    try {
      raw = await provider.complete(draftPrompt(context), { json: DRAFTS_SCHEMA, maxTokens: 700 });
    } catch (err) {
      notes.push(`${provider.name} failed (${err instanceof Error ? err.message : String(err)})`);
      continue;
    }
    const answered = rawDrafts(raw);
    failures.push(...rawFailures(answered, context));
    try {
      const drafts = checkDrafts(raw, context);
      return {
        drafts,
        source: `model ${provider.name}: ${answered.length} drafts returned, ${drafts.length} kept`,
        composer: false,
        failures,
      };
    } catch (err) {
      notes.push(`${provider.name}: ${answered.length} drafts returned, none kept (${err instanceof Error ? err.message : String(err)})`);
    }
  }
  return { drafts: composeDrafts(context), source: `composer, fell back: ${notes.join("; ")}`, composer: true, failures };
}

const quote = (text: string) => JSON.stringify(text);
const times: number[] = [];
let drafted = 0;
let failed = 0;
let fellBack = 0;
let starters = 0;
const failing: string[] = [];

for (const [i, c] of CASES.entries()) {
  const { context, history } = caseContext(c);
  const started = performance.now();
  const written: Written = providers.length
    ? await fromModels(context, providers)
    : { drafts: composeDrafts(context), source: "composer (no provider configured)", composer: true, failures: [] };
  const ms = performance.now() - started;
  times.push(ms);
  const words = historyWords(c, context, history);
  const failures = [...written.failures, ...setFailures(written.drafts), ...occasionFailures(written.drafts, c, context)];
  if (written.drafts.length === 0) failures.push("no drafts");
  if (providers.length && written.composer) {
    fellBack++;
    // With no fact to cite, the checker rightly keeps none of a model's drafts; with facts, a model evaluated must give some.
    if (context.facts.length) failures.push("the model gave no draft that held up, so the composer answered");
  }

  console.log(
    `\n[${i + 1}/${CASES.length}] ${c.name}: ${context.purpose}, ${context.channel} (≤ ${CHANNEL_LIMITS[context.channel]}), ${context.facts.length} facts`,
  );
  console.log(`  ${written.source} · ${ms.toFixed(1)} ms`);
  for (const d of written.drafts) {
    const sources = d.uses.map((u) => (u.kind === "template" ? u.label : `${u.kind}:${u.id} ${u.label}`)).join(" | ");
    console.log(`  ${d.tone.padEnd(7)} ${String(d.text.length).padStart(3)} ch  ${quote(d.text)}\n          ← ${sources}`);
    if (d.uses.every((u) => u.kind === "template")) starters++;
    failures.push(...draftFailures(d, context, words, written.composer).map((f) => `${d.tone} draft ${f}`));
  }
  drafted += written.drafts.length;
  for (const f of failures) console.log(`  ✘ ${f}`);
  if (failures.length) {
    failed += failures.length;
    failing.push(c.name);
  }
}

const sorted = [...times].sort((a, b) => a - b);
const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!.toFixed(1);
console.log(
  `\nSummary: ${CASES.length} cases, ${drafted} drafts, ${failed} failures` +
    `${failing.length ? ` in ${failing.length} cases (the first: ${failing[0]})` : ""}, ` +
    `${providers.length ? `${fellBack} fell back to the composer, ` : ""}${starters} generic starters citing no fact; ` +
    `time per case p50 ${at(50)} ms, p95 ${at(95)} ms.`,
);
await standIn?.close();
process.exit(failed ? 1 : 0);
