// The starter articles (migrations/0013, brought up to date and joined by more in 0023): a fresh install's assistant answers everyday questions
// from them, as a person would type them, without forwarding them to the team. Other test files
// share this database and seed their own items, in vocabulary of their own.
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { KNOWLEDGE_CATEGORIES } from "../../worker/contracts/admin";
import { api, signUp } from "./helpers";
import { ask, signUpDeveloper } from "./support-helpers";

const T = {
  start: "Getting started with Nudge",
  password: "Resetting your password",
  schedule: "Scheduling a nudge",
  act: "Texting or calling from a notification",
  notify: "Turning on notifications (Android and computers)",
  iphone: "Turning on notifications on iPhone and iPad",
  quiet: "Quiet hours and your time zone",
  keep: "Keeping in touch with check-ins",
  dates: "Birthday reminders and other yearly dates",
  calendar: "Seeing your nudges in your calendar",
  contacts: "Importing and exporting contacts",
  offline: "Using Nudge offline",
  billing: "Nudge Pro: free trial, billing and cancelling",
  export: "Downloading a copy of your data",
  delete: "Deleting your account",
  sync: "Syncing an address book (iCloud, Fastmail, Nextcloud)",
  file: "Importing contacts from a file (vCard or CSV)",
  apps: "Messaging on WhatsApp, Signal, Telegram or email",
  circles: "Circles: grouping your contacts",
  today: "Today: who to reach out to",
  digest: "The digest: your Today list as a notification",
  repeat: "Repeating nudges",
  devices: "Your devices: testing, removing and privacy",
  email: "Getting nudges by email",
  support: "Asking AI Support",
  phone: "Phone numbers from other countries",
  notes: "Notes on a contact",
  history: "Nudge History: marking done and reusing nudges",
  drafts: "Suggest a message: drafts and templates",
};

// At least one question per topic, worded as people write them.
const QUESTIONS: [string, string][] = [
  ["How do I sign up?", T.start],
  ["I forgot my password", T.password],
  ["How do I schedule a nudge?", T.schedule],
  ["How do I create a new reminder?", T.schedule],
  ["What do the quick actions do?", T.schedule],
  ["How do I call or text someone from a notification?", T.act],
  ["What happens when I tap Text on a notification?", T.act],
  ["How do I turn on notifications on Android?", T.notify],
  ["How do I get notifications on my computer?", T.notify],
  ["Notifications are blocked, how do I allow them?", T.notify],
  ["How do I turn on notifications on my iPhone?", T.iphone],
  ["How do I add it to my home screen on iOS?", T.iphone],
  ["Why didn't I get a notification at night?", T.quiet],
  ["How do I change my time zone?", T.quiet],
  ["How do I keep in touch with someone every month?", T.keep],
  ["How do I get reminded to check in with a friend regularly?", T.keep],
  ["How do I set a birthday reminder?", T.dates],
  ["Can Nudge remind me of our anniversary every year?", T.dates],
  ["How do I add my nudges to Google Calendar?", T.calendar],
  ["How do I import my contacts?", T.contacts],
  ["How do I export my contacts as a vCard?", T.contacts],
  ["Does Nudge work offline?", T.offline],
  ["Can I use it without internet?", T.offline],
  ["How much does Nudge Pro cost after the free trial?", T.billing],
  // Billing and account deletion, asked as how-to questions an article answers: no person needed.
  ["How do I cancel my subscription?", T.billing],
  ["How do I update my credit card?", T.billing],
  ["How do I export my data?", T.export],
  ["Can I download all my data?", T.export],
  ["How do I delete my account?", T.delete],
  ["Where can I close my account?", T.delete],
  ["I never know what to say. Can Nudge suggest a message?", T.drafts],
  ["How do I make a template with their first name in it?", T.drafts],
];

describe("starter knowledge-base articles", () => {
  it("are ordinary items, each loaded once, active, with a category, tags and a priority", async () => {
    const { results } = await env.DB.prepare(
      `SELECT title, category, tags, priority, isActive FROM knowledge_base WHERE title IN (${Object.values(T)
        .map(() => "?")
        .join(", ")})`,
    )
      .bind(...Object.values(T))
      .all<{ title: string; category: string; tags: string; priority: number; isActive: number }>();
    expect(results.map((r) => r.title).sort()).toEqual(Object.values(T).sort());
    for (const row of results) {
      expect(KNOWLEDGE_CATEGORIES).toContain(row.category);
      expect(row.tags.split(",").length).toBeGreaterThanOrEqual(3);
      expect(row.priority).toBeGreaterThanOrEqual(0);
      expect(row.priority).toBeLessThanOrEqual(10);
      expect(row.isActive).toBe(1);
    }
  });

  it.each([
    [T.schedule, "choose how under Repeat first"],
    [T.act, "Message on WhatsApp (or that app) opens it."],
    [T.quiet, "Check-ins and dates arrive at"],
    [T.keep, "check-ins that are due show on Today."],
    [T.dates, "a heads-up that many days before"],
    [T.contacts, "From an address book (iCloud, CardDAV)"],
  ])("%j is up to date with what the app does now", async (title, words) => {
    const row = await env.DB.prepare("SELECT content FROM knowledge_base WHERE title = ?").bind(title).first<{ content: string }>();
    expect(row!.content).toContain(words);
  });

  it.each([T.quiet, T.keep, T.dates])("%j no longer says check-ins and dates always come at 9:00 AM", async (title) => {
    const row = await env.DB.prepare("SELECT content FROM knowledge_base WHERE title = ?").bind(title).first<{ content: string }>();
    expect(row!.content).not.toContain("9:00 AM");
    expect(row!.content).toContain("Check-ins and dates arrive at");
  });

  it.each(QUESTIONS)("answers %j from %j, without a person", async (question, title) => {
    const user = await signUp();
    const res = await ask(user.token, question);
    expect(res.status).toBe(201);
    expect(res.json.response).toMatch(new RegExp(`^${title.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}\\n\\n\\S`));
    expect(res.json.requiresHumanReview).toBe(false);
  });
});

describe("disputes and bugs still go to a person, with the article meanwhile", () => {
  it.each([
    ["I was charged twice this month", "billing", T.billing],
    ["How do I get a refund?", "refunds", T.billing],
    ["How come I was charged after I cancelled my subscription?", "billing", T.billing],
    ["How do I cancel my subscription and get my money back?", "billing", T.billing],
    ["Please delete my account", "account deletion", T.delete],
    ["The app crashes when I open the calendar feed", "bugs", T.calendar],
  ])("%j", async (question, topic, title) => {
    const user = await signUp();
    const res = await ask(user.token, question);
    expect(res.json.requiresHumanReview).toBe(true);
    expect(res.json.response).toContain(`Questions about ${topic} are handled by a person on our team.`);
    expect(res.json.response).toContain(`In the meantime, this may help:\n\n${title}\n\n`);
  });
});

describe("admins manage them like any other item", () => {
  it("lists them, and a starter switched off stops answering until switched on again", async () => {
    const dev = await signUpDeveloper();
    const listed = await api("/api/admin/knowledge", { token: dev.token });
    const offline = listed.json.find((k: { title: string }) => k.title === T.offline);
    expect(offline).toMatchObject({ isActive: true, category: expect.any(String), tags: expect.any(String) });

    const user = await signUp();
    expect((await api(`/api/admin/knowledge/${offline.id}`, { method: "PATCH", token: dev.token, body: { isActive: false } })).status).toBe(
      200,
    );
    try {
      expect((await ask(user.token, "Does Nudge work offline?")).json.response).not.toContain(T.offline);
    } finally {
      await api(`/api/admin/knowledge/${offline.id}`, { method: "PATCH", token: dev.token, body: { isActive: true } });
    }
    expect((await ask(user.token, "Does Nudge work offline?")).json.response.startsWith(T.offline)).toBe(true);
  });
});
