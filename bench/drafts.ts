// Message drafts (issue 42): how long a person waits for drafts, on an app whose model is the local
// OpenAI stand-in. The composer path (source "templates": no model); the AI path with the stand-in
// answering after a real model's latency, each ask about a changed note so the draft cache can't
// answer it, and the Worker's own share (wall time less the stand-in's delay); a reopened ask the
// cache answers; and a failing model, timed to the composer's answer that replaces it. Each path
// on an account of its own, so the AI asks stay under the day's limit.
import type { Account } from "./accounts.ts";
import { json, percentiles, type RunningApp } from "./app.ts";

/** The model the app is configured with; the stand-in is told how to behave for it (PUT /behaviour). */
export const BENCH_DRAFTS_MODEL = "bench-drafts";
/** A realistic small model's time to three short drafts. */
export const MODEL_DELAY_MS = 800;

export type DraftTimes = {
  asks: number;
  modelDelayMs: number;
  composer: { wallMs: ReturnType<typeof percentiles>; workerdCpuMsPerAsk: number };
  ai: { wallMs: ReturnType<typeof percentiles>; overheadMs: ReturnType<typeof percentiles>; workerdCpuMsPerAsk: number; fromModel: number };
  cacheHit: { wallMs: ReturnType<typeof percentiles>; fromCache: number };
  failing: { wallMs: ReturnType<typeof percentiles>; composerAnswers: number };
};

type Options = {
  app: RunningApp;
  accounts: [Account, Account, Account];
  /** Scripts the stand-in for the app's model: "slow-800", "fail-500". */
  behave: (mode: string) => Promise<void>;
  /** How many requests the stand-in has had for the app's model. */
  modelCalls: () => Promise<number>;
  asks?: number;
};

/** A contact with the history a draft is written from: notes, a logged coffee; AI drafts turned on. */
async function personWithHistory(app: string, { token }: Account) {
  const contact = await json(`${app}/api/contacts`, { token, body: { name: "Ana Souza", phoneNumber: "+1 555 0100" } });
  await json(`${app}/api/contacts/${contact.id}/bookmarks`, { token, body: { note: "Training for the Lisbon marathon" } });
  await json(`${app}/api/contacts/${contact.id}/bookmarks`, { token, body: { note: "Started a new job at Acme" } });
  await json(`${app}/api/interactions`, {
    token,
    body: { contactId: contact.id, title: "Coffee at Dolly's", source: "manual", at: new Date(Date.now() - 12 * 86_400_000).toISOString() },
  });
  await json(`${app}/api/account/settings`, { method: "PATCH", token, body: { aiDrafts: true } });
  const ask = async (body: Record<string, unknown> = {}) => {
    const started = performance.now();
    const answer = await json(`${app}/api/drafts`, { token, body: { targetName: "Ana Souza", contactId: contact.id, ...body } });
    return { ms: Math.round(performance.now() - started), answer };
  };
  const note = (text: string) => json(`${app}/api/contacts/${contact.id}/bookmarks`, { token, body: { note: text } });
  return { ask, note };
}

export async function measureDrafts({ app, accounts, behave, modelCalls, asks = 30 }: Options): Promise<DraftTimes> {
  const [forComposer, forAi, forFailing] = await Promise.all(accounts.map((a) => personWithHistory(app.url, a)));

  // The composer: the same ask again and again, nothing cached (nothing leaves the Worker).
  await forComposer!.ask({ source: "templates" });
  const composerMs: number[] = [];
  let cpu = app.workerdCpuMs();
  for (let i = 0; i < asks; i++) composerMs.push((await forComposer!.ask({ source: "templates" })).ms);
  const composerCpu = app.workerdCpuMs() - cpu;

  // The AI path: a new note before each ask (untimed) changes the facts, so the model is asked every time.
  await behave(`slow-${MODEL_DELAY_MS}`);
  await forAi!.ask();
  const aiMs: number[] = [];
  let fromModel = 0;
  let aiCpu = 0;
  for (let i = 0; i < asks; i++) {
    await forAi!.note(`Bench note ${i}: asked about the Lisbon half marathon`);
    cpu = app.workerdCpuMs();
    const { ms, answer } = await forAi!.ask();
    aiCpu += app.workerdCpuMs() - cpu;
    aiMs.push(ms);
    if (answer.source === "ai") fromModel++;
  }

  // Reopened with nothing changed: the draft cache answers, no model call.
  const cachedMs: number[] = [];
  const callsBefore = await modelCalls();
  let answeredAi = 0;
  for (let i = 0; i < asks; i++) {
    const { ms, answer } = await forAi!.ask();
    cachedMs.push(ms);
    if (answer.source === "ai") answeredAi++;
  }
  const fromCache = answeredAi - ((await modelCalls()) - callsBefore);

  // A failing model: the composer's drafts answer instead (a failed ask is given back to the limit, and never cached).
  await behave("fail-500");
  await forFailing!.ask();
  const failingMs: number[] = [];
  let composerAnswers = 0;
  for (let i = 0; i < asks; i++) {
    const { ms, answer } = await forFailing!.ask();
    failingMs.push(ms);
    if (answer.source === "templates" && answer.drafts.length > 0) composerAnswers++;
  }

  const perAsk = (ms: number) => Math.round((ms / asks) * 10) / 10;
  return {
    asks,
    modelDelayMs: MODEL_DELAY_MS,
    composer: { wallMs: percentiles(composerMs), workerdCpuMsPerAsk: perAsk(composerCpu) },
    ai: {
      wallMs: percentiles(aiMs),
      overheadMs: percentiles(aiMs.map((ms) => ms - MODEL_DELAY_MS)),
      workerdCpuMsPerAsk: perAsk(aiCpu),
      fromModel,
    },
    cacheHit: { wallMs: percentiles(cachedMs), fromCache },
    failing: { wallMs: percentiles(failingMs), composerAnswers },
  };
}
