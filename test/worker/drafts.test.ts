// Message drafts (issue 42): POST /api/drafts over the app, against the local OpenAI-compatible
// stand-in over real HTTP (test/support/openai-server.ts) and a Workers AI binding of the same
// shape as the real one. The model name scripts the stand-in, so every test has its own.
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { inject } from "vitest";
import { modelProviders, type AgentEnv } from "../../worker/ai/providers";
import { createApp } from "../../worker/app";
import { draftContext } from "../../worker/drafts/context";
import { NOTICES, writeDrafts } from "../../worker/drafts/write";
import { getDb } from "../../worker/db/client";
import { api, expectRefused, signUp } from "./helpers";

let run = 0;
const modelFor = (mode: string) => `${mode}:drafts-${Date.now()}-${++run}`;
const openAiEnv = (model: string, extra: Partial<AgentEnv> = {}) =>
  ({ ...env, OPENAI_API_KEY: "test-openai-key", OPENAI_BASE_URL: inject("openaiBaseUrl"), OPENAI_MODEL: model, ...extra }) as AgentEnv;
const requestsFor = async (model: string) =>
  (await fetch(`${inject("openaiBaseUrl").replace(/\/v1$/, "")}/requests?model=${encodeURIComponent(model)}`)).json() as Promise<any[]>;

async function askDrafts(appEnv: AgentEnv, token: string, body: Record<string, unknown>) {
  const res = await createApp().fetch(
    new Request("http://localhost/api/drafts", {
      method: "POST",
      headers: { Authorization: `Bearer ${token}`, "Content-Type": "application/json" },
      body: JSON.stringify(body),
    }),
    appEnv,
  );
  return { status: res.status, json: (await res.json()) as any };
}

/** A person with two contacts, each with a note; AI drafts on unless asked otherwise. */
async function personWithContacts({ aiDrafts = true } = {}) {
  const user = await signUp();
  const call = async (path: string, body: unknown) => {
    const res = await api(path, { token: user.token, body });
    if (res.status !== 201) throw new Error(`${path}: ${res.status} ${res.text}`);
    return res.json.id as number;
  };
  const ana = await call("/api/contacts", { name: "Ana Souza", phoneNumber: "+1 555 0100" });
  const oldNote = await call(`/api/contacts/${ana}/bookmarks`, { note: "Training for the Lisbon marathon" });
  const newNote = await call(`/api/contacts/${ana}/bookmarks`, { note: "Started a new job at Acme" });
  const coffee = await call("/api/interactions", {
    contactId: ana,
    title: "Coffee at Dolly's",
    source: "manual",
    at: new Date(Date.now() - 16 * 86_400_000).toISOString(),
  });
  const ben = await call("/api/contacts", { name: "Ben Okafor", phoneNumber: "+1 555 0101" });
  await call(`/api/contacts/${ben}/bookmarks`, { note: "Secret: Ben is planning a surprise for Carla" });
  if (aiDrafts)
    expect((await api("/api/account/settings", { method: "PATCH", token: user.token, body: { aiDrafts: true } })).status).toBe(200);
  return { ...user, ana, ben, oldNote, newNote, coffee };
}

describe("POST /api/drafts", () => {
  it("answers 403 with what to do while AI drafts are off, and templates without any opt-in", async () => {
    const person = await personWithContacts({ aiDrafts: false });
    const model = modelFor("answer");
    const refused = await askDrafts(openAiEnv(model), person.token, { targetName: "Ana Souza", contactId: person.ana });
    expectRefused(
      refused,
      403,
      "AI drafts are off. Turn on “Write drafts with AI” under Message drafts in your Account, or ask for templates, which need no AI.",
    );

    const templates = await askDrafts(openAiEnv(model), person.token, {
      targetName: "Ana Souza",
      contactId: person.ana,
      source: "templates",
    });
    expect(templates.status).toBe(200);
    expect(templates.json.source).toBe("templates");
    expect(templates.json.drafts.map((d: any) => d.tone)).toEqual(["warm", "brief", "playful"]);
    // Grounded in the newest note, and the last contact gives "it's been 16 days".
    expect(templates.json.drafts[0]).toMatchObject({
      text: "Hi Ana! I was thinking of you and remembered: started a new job at Acme. How's it going?",
      uses: [{ kind: "note", id: person.newNote, label: expect.stringMatching(/^your note of \d+ \w+: Started a new job at Acme$/) }],
    });
    expect(templates.json.drafts[1]).toMatchObject({
      text: "Hey Ana, it's been 16 days. How are you?",
      uses: [{ kind: "interaction", id: person.coffee }],
    });
    expect(templates.json.drafts[2].uses).toEqual([expect.objectContaining({ kind: "note", id: person.oldNote })]);
    // Nothing went to a model while the setting is off.
    expect(await requestsFor(model)).toEqual([]);
  });

  it("sends the model only this contact's facts, held to the drafts schema, and answers drafts citing them", async () => {
    const person = await personWithContacts();
    const model = modelFor("answer");
    const res = await askDrafts(openAiEnv(model), person.token, { targetName: "Ana Souza", contactId: person.ana, channel: "sms" });
    expect(res.status).toBe(200);
    expect(res.json.source).toBe("ai");
    expect(res.json.drafts).toHaveLength(3);
    expect(res.json.drafts[0]).toEqual({
      tone: "warm",
      text: "Hi Ana, I was thinking about Started a new job at Acme. How is it going?",
      uses: [{ kind: "note", id: person.newNote, label: expect.stringContaining("Started a new job at Acme") }],
    });
    for (const draft of res.json.drafts) expect(draft.text.length).toBeLessThanOrEqual(160);

    const [request] = await requestsFor(model);
    expect(request.body.store).toBe(false);
    expect(request.body.response_format).toMatchObject({ type: "json_schema", json_schema: { name: "drafts", strict: true } });
    const ask = JSON.parse(request.body.messages[1].content);
    expect(ask).toMatchObject({ firstName: "Ana", channel: "Text message (SMS)", maxLength: 160 });
    expect(ask.facts.map((f: any) => f.ref)).toEqual([`note:${person.newNote}`, `note:${person.oldNote}`, `interaction:${person.coffee}`]);
    // Another contact's note, and anything else of the account's, never leaves.
    const sent = JSON.stringify(request.body);
    expect(sent).not.toContain("Ben");
    expect(sent).not.toContain("surprise");
    expect(sent).not.toContain(person.email);
  });

  it("drops drafts that cite facts it was not given, or don't fit the channel, and gives templates with a word", async () => {
    const person = await personWithContacts();
    for (const mode of ["uncited", "long", "bad-json"]) {
      const res = await askDrafts(openAiEnv(modelFor(mode)), person.token, { targetName: "Ana Souza", contactId: person.ana });
      expect(res.status, mode).toBe(200);
      expect(res.json, mode).toMatchObject({ source: "templates", notice: NOTICES.unusable });
      expect(res.json.drafts, mode).toHaveLength(3);
    }
  });

  it("gives templates with a word, never a 5xx, when the provider fails or is slow, and counts no draft against the day", async () => {
    const person = await personWithContacts();
    const failing = await askDrafts(openAiEnv(modelFor("fail-500")), person.token, { targetName: "Ana Souza" });
    expect(failing.status).toBe(200);
    expect(failing.json).toMatchObject({ source: "templates", notice: NOTICES.failing });
    const hits = await env.DB.prepare("SELECT count(*) AS n FROM limit_hits WHERE key = ?")
      .bind(`drafts:user:${person.id}`)
      .first<{ n: number }>();
    expect(hits!.n).toBe(0);

    // A model slower than the timeout: the composer answers as soon as it runs out.
    const context = await draftContext(getDb(env.DB), person.id, { targetName: "Ana Souza", contactId: person.ana }, "UTC");
    const started = Date.now();
    const slow = await writeDrafts(context, modelProviders(openAiEnv(modelFor("hang")), 400));
    expect(Date.now() - started).toBeLessThan(3000);
    expect(slow).toMatchObject({ source: "templates", notice: NOTICES.slow });
  });

  it("answers reopened drafts from the cache, without a model call, until what it knows about them changes", async () => {
    const person = await personWithContacts();
    const model = modelFor("answer");
    const ask = { targetName: "Ana Souza", contactId: person.ana, purpose: "check-in" };
    const first = await askDrafts(openAiEnv(model), person.token, ask);
    const again = await askDrafts(openAiEnv(model), person.token, ask);
    expect(again.json.drafts).toEqual(first.json.drafts);
    expect(await requestsFor(model)).toHaveLength(1);

    await api(`/api/contacts/${person.ana}/bookmarks`, { token: person.token, body: { note: "Moving to Porto in spring" } });
    const changed = await askDrafts(openAiEnv(model), person.token, ask);
    expect(changed.json.drafts[0].text).toContain("Moving to Porto");
    expect(await requestsFor(model)).toHaveLength(2);
  });

  it("gives templates with a word once the day's AI drafts are used, without asking the model", async () => {
    const person = await personWithContacts();
    const now = Date.now();
    for (let i = 0; i < 40; i++)
      await env.DB.prepare("INSERT INTO limit_hits (key, createdAt) VALUES (?, ?)")
        .bind(`drafts:user:${person.id}`, now - 1000)
        .run();
    const model = modelFor("answer");
    const res = await askDrafts(openAiEnv(model), person.token, { targetName: "Ana Souza", contactId: person.ana });
    expect(res.json).toMatchObject({ source: "templates", notice: NOTICES.cap(40) });
    expect(await requestsFor(model)).toEqual([]);
  });

  it("uses Workers AI (the AI binding, JSON mode) when no OpenAI key is set", async () => {
    const person = await personWithContacts();
    const calls: any[] = [];
    const AI = {
      run: async (model: string, input: any) => {
        calls.push({ model, input });
        const facts = JSON.parse(input.messages[1].content).facts;
        return { response: { drafts: [{ tone: "brief", text: "Ana, how's Acme treating you?", uses: [facts[0].ref] }] } };
      },
    };
    const res = await askDrafts({ ...env, OPENAI_API_KEY: "", AI } as AgentEnv, person.token, {
      targetName: "Ana Souza",
      contactId: person.ana,
    });
    expect(res.json).toMatchObject({
      source: "ai",
      drafts: [{ tone: "brief", text: "Ana, how's Acme treating you?", uses: [{ kind: "note", id: person.newNote }] }],
    });
    expect(calls[0].input.response_format).toMatchObject({ type: "json_schema", json_schema: { type: "object" } });
  });

  it("finds the contact from a nudge, and a birthday nudge's drafts say it is coming, with the age, but wish nothing before the day", async () => {
    const person = await personWithContacts({ aiDrafts: false });
    const soon = new Date(Date.now() + 3 * 86_400_000);
    const date = `1996-${String(soon.getUTCMonth() + 1).padStart(2, "0")}-${String(soon.getUTCDate()).padStart(2, "0")}`;
    const added = await api(`/api/contacts/${person.ana}/dates`, { token: person.token, body: { label: "Birthday", date } });
    expect(added.status).toBe(201);
    const nudgeId = (await env.DB.prepare("SELECT reminderId FROM contact_dates WHERE id = ?")
      .bind(added.json.id)
      .first<{ reminderId: number }>())!.reminderId;
    const res = await askDrafts(openAiEnv(modelFor("answer")), person.token, { targetName: "Someone", nudgeId, source: "templates" });
    const age = soon.getUTCFullYear() - 1996;
    const on = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short", timeZone: "UTC" }).format(soon);
    expect(res.json.drafts.map((d: any) => d.text)).toEqual([
      `Hi Ana, your birthday is coming up on ${on}. Any plans to celebrate?`,
      "Ana, your birthday is nearly here! Any plans?",
      `Ana! ${age} on ${on}? Party plans, please.`,
    ]);
    expect(res.json.drafts[2].uses).toEqual([
      expect.objectContaining({ kind: "date", id: added.json.id, label: expect.stringMatching(/^their Birthday on /) }),
    ]);
  });

  it("refuses a request it can't read with a 400 that says why", async () => {
    const person = await personWithContacts();
    const res = await askDrafts(openAiEnv(modelFor("answer")), person.token, { targetName: "Ana", channel: "fax" });
    expectRefused(res, 400, "channel must be one of sms, whatsapp, signal, telegram, email");
  });
});

describe("message templates", () => {
  it("are kept per account, filled in for the contact beside the drafts, and deleted by their owner only", async () => {
    const person = await personWithContacts({ aiDrafts: false });
    const added = await api("/api/templates", {
      token: person.token,
      body: { name: "Catch-up", text: "Hi {first_name}, it's been {days_since} days!" },
    });
    expect(added.status).toBe(201);
    const needsAge = await api("/api/templates", { token: person.token, body: { name: "Age", text: "Happy {age}th, {first_name}!" } });
    expect((await api("/api/templates", { token: person.token })).json.map((t: any) => t.name)).toEqual(["Catch-up", "Age"]);

    const res = await askDrafts(openAiEnv(modelFor("answer")), person.token, {
      targetName: "Ana Souza",
      contactId: person.ana,
      source: "templates",
    });
    // Ana has no birth year on record: the {age} template is left out rather than sent half-filled.
    expect(res.json.templates).toEqual([
      {
        id: added.json.id,
        name: "Catch-up",
        text: "Hi Ana, it's been 16 days!",
        uses: [
          { kind: "template", id: added.json.id, label: "your template “Catch-up”" },
          expect.objectContaining({ kind: "interaction", id: person.coffee }),
        ],
      },
    ]);

    const other = await signUp();
    expect((await api(`/api/templates/${added.json.id}`, { method: "DELETE", token: other.token })).status).toBe(404);
    expect((await api(`/api/templates/${needsAge.json.id}`, { method: "DELETE", token: person.token })).status).toBe(200);
    expect((await api("/api/templates", { token: person.token })).json).toHaveLength(1);
  });

  it("refuses a placeholder Nudge doesn't fill, naming the ones it does", async () => {
    const user = await signUp();
    const res = await api("/api/templates", { token: user.token, body: { name: "Nick", text: "Yo {nickname}!" } });
    expectRefused(res, 400, "{nickname} is not a placeholder Nudge fills: use {first_name}, {days_since}, {age}, {date}");
  });
});
