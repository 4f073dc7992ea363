import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { SUPPORT_LIMIT_PER_HOUR } from "../../worker/routes/support";
import { api, signUp, expectRefused } from "./helpers";
import { ask, seedKnowledge } from "./support-helpers";

// One knowledge base for the file; its vocabulary is specific enough not to meet other files'
// items, nor the starter articles every database has (migrations/0013).
const KB = {
  theme: {
    title: "Switching to dark mode",
    content: "Open the theme menu in the dashboard header and choose Light, Dark or System.",
    tags: "theme, dark mode, light, system",
    priority: 2,
  },
  categories: {
    title: "Note categories",
    content:
      "Each note on a contact can have a category: Personal, Work, Family, Friends, Health, Travel, Hobbies or Other, each with its own colour.",
    tags: "note, categories, colour, hobbies, health, travel",
    priority: 5,
  },
  saving: {
    title: "Saving nudges in history",
    content: "In Nudge History, press Save on a sent nudge to keep it as Saved; Unsave makes it Regular again.",
    tags: "save, saved, unsave, regular",
    priority: 1,
  },
  presets: { title: "Zephyr presets", content: "Zephyr presets prefill a zephyr.", tags: "zephyr, presets", priority: 0 },
  hidden: {
    title: "Switching to dark mode (old)",
    content: "Outdated: dark mode is under Settings > Display.",
    tags: "theme, dark mode",
    priority: 10,
    isActive: false,
  },
};

beforeAll(async () => {
  await seedKnowledge(Object.values(KB));
});

describe("POST /api/support — the built-in knowledge-base answerer", () => {
  it("answers from the item that holds the answer, first, without human review", async () => {
    const user = await signUp();
    const res = await ask(user.token, "How do I switch to dark mode? I can't find it");
    expect(res.status).toBe(201);
    expect(res.json.response.startsWith(`${KB.theme.title}\n\n${KB.theme.content}`)).toBe(true);
    expect(res.json.response).not.toContain("Outdated");
    expect(res.json).toMatchObject({ requiresHumanReview: false, category: "technical" });
    expect(res.json.requestId).toEqual(expect.any(Number));

    const categories = await ask(user.token, "What colour is each note category?");
    expect(categories.json.response.startsWith(`${KB.categories.title}\n\n${KB.categories.content}`)).toBe(true);
    const saving = await ask(user.token, "how can I unsave a saved nudge in my history");
    expect(saving.json.response.startsWith(KB.saving.title)).toBe(true);
  });

  it("ranks a higher-priority item above an equally good one, and ignores inactive items", async () => {
    const [low, high] = await seedKnowledge([
      { title: "Snoozing zephyrs", content: "Zephyr snoozing is done from the zephyr menu.", tags: "zephyr, snooze", priority: 0 },
      { title: "Snoozing zephyrs quickly", content: "Zephyr snoozing is done from the zephyr menu.", tags: "zephyr, snooze", priority: 9 },
    ]);
    expect(low).toBeLessThan(high!);
    const user = await signUp();
    const res = await ask(user.token, "snooze a zephyr");
    expect(res.json.response.startsWith("Snoozing zephyrs quickly")).toBe(true);
  });

  it("stores the request with its answer, type, category and context", async () => {
    const user = await signUp();
    const context = { contactName: "Ana", contactHistory: "Started a new job in March", reminderMessage: "Ask how the new job is going" };
    const res = await ask(user.token, "How should I open the conversation?", "connection_advice", context);
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({ requiresHumanReview: false, category: "connection" });
    expect(res.json.response).toContain("Ana");
    expect(res.json.response).toContain("Ask how the new job is going");
    expect(res.json.response).toContain("Started a new job in March");
    const row = await env.DB.prepare("SELECT * FROM ai_support_requests WHERE id = ?")
      .bind(res.json.requestId)
      .first<Record<string, unknown>>();
    expect(row).toMatchObject({
      userId: user.id,
      type: "connection_advice",
      message: "How should I open the conversation?",
      aiResponse: res.json.response,
      status: "pending",
      requiresHumanReview: 0,
      category: "connection",
    });
    expect(JSON.parse(row!.context as string)).toEqual(context);
  });
});

describe("human review rules", () => {
  it.each([
    ["billing", "I was charged twice for my subscription this month", "other"],
    ["refunds", "Can I get a refund please?", "other"],
    ["account deletion", "Please delete my account and all my data", "other"],
    ["bugs", "The app crashes when I open my password reset link", "technical"],
  ])("sends %s questions to a person even when the knowledge base matches", async (topic, message, category) => {
    const user = await signUp();
    const res = await ask(user.token, message);
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({ requiresHumanReview: true, category });
    expect(res.json.response).toContain(`Questions about ${topic} are handled by a person`);
  });

  it("sends a question the knowledge base cannot answer to a person", async () => {
    const user = await signUp();
    const res = await ask(user.token, "Does the quantum flux capacitor support Klingon?");
    expect(res.json).toMatchObject({ requiresHumanReview: true, category: "technical" });
    expect(res.json.response).toContain("I couldn't find an answer");
  });

  it("always sends feature requests to the team", async () => {
    const user = await signUp();
    const res = await ask(user.token, "Please add a calendar sync with Outlook", "feature_request");
    expect(res.json).toMatchObject({ requiresHumanReview: true, category: "feature" });
    expect(res.json.response).toContain("Thanks for the idea");
  });
});

describe("validation, limits and the user's own data", () => {
  it("refuses blank messages, unknown types and signed-out callers with a message", async () => {
    const user = await signUp();
    const blank = await ask(user.token, "   ");
    expectRefused(blank, 400, "Please type a message");
    const badType = await ask(user.token, "hi", "gossip");
    expect(badType.status).toBe(400);
    expect(badType.json.message).toContain("type must be one of");
    expect((await api("/api/support", { body: { type: "support", message: "hi" } })).status).toBe(401);
    expect((await api("/api/support/history")).status).toBe(401);
    expect((await api("/api/support/notifications")).status).toBe(401);
  });

  it(`allows ${SUPPORT_LIMIT_PER_HOUR} requests an hour per user, then answers 429 with a message, even when they all arrive at once`, async () => {
    const user = await signUp();
    const other = await signUp();
    // Fired together for real: before the limit was taken atomically, 171 of 200 got through.
    const answers = await Promise.all(Array.from({ length: 200 }, () => ask(user.token, "How do I reset my password?")));
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(SUPPORT_LIMIT_PER_HOUR);
    expect(statuses.filter((s) => s === 429)).toHaveLength(200 - SUPPORT_LIMIT_PER_HOUR);
    const limited = answers.find((a) => a.status === 429)!;
    expect(limited.json.message).toMatch(/^Too many support requests\. Please wait (60 minutes|1 hour) and try again\.$/);
    expect(Number(limited.headers.get("Retry-After"))).toBeGreaterThan(3500);
    const stored = await env.DB.prepare("SELECT count(*) AS n FROM ai_support_requests WHERE userId = ?")
      .bind(user.id)
      .first<{ n: number }>();
    expect(stored!.n).toBe(SUPPORT_LIMIT_PER_HOUR);
    expect((await ask(other.token, "How do I reset my password?")).status).toBe(201);
  });

  it("history lists the user's 5 most recent requests, newest first, and nobody else's", async () => {
    const user = await signUp();
    const other = await signUp();
    await ask(other.token, "someone else's question");
    for (let i = 1; i <= 6; i++) await ask(user.token, `question ${i} about presets`);
    const res = await api("/api/support/history", { token: user.token });
    expect(res.status).toBe(200);
    expect(res.json.map((h: { message: string }) => h.message)).toEqual([
      "question 6 about presets",
      "question 5 about presets",
      "question 4 about presets",
      "question 3 about presets",
      "question 2 about presets",
    ]);
    expect(Object.keys(res.json[0]).sort()).toEqual(["createdAt", "id", "message", "type"]);
  });

  it("notifications give each human reply once, and only to its owner", async () => {
    const user = await signUp();
    const other = await signUp();
    const asked = await ask(user.token, "Can I get a refund please?");
    await ask(user.token, "still pending question about presets");
    await env.DB.prepare("UPDATE ai_support_requests SET status = 'resolved', humanResponse = 'Refunded today.' WHERE id = ?")
      .bind(asked.json.requestId)
      .run();
    expect((await api("/api/support/notifications", { token: other.token })).json).toEqual([]);
    const first = await api("/api/support/notifications", { token: user.token });
    expect(first.json).toEqual([
      expect.objectContaining({
        id: asked.json.requestId,
        message: "Can I get a refund please?",
        humanResponse: "Refunded today.",
        type: "support",
      }),
    ]);
    expect((await api("/api/support/notifications", { token: user.token })).json).toEqual([]);
  });
});
