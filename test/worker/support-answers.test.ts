// Which starter article the built-in answerer gives, for questions as people type them (typos,
// lowercase, no question mark), or that it forwards them to a person: a question no article is
// about must never get an unrelated one (issue 38).
import { beforeAll, describe, expect, it } from "vitest";
import { signUp } from "./helpers";
import { ask } from "./support-helpers";

const A = {
  start: "Getting started with Nudge",
  password: "Resetting your password",
  schedule: "Scheduling a nudge",
  repeat: "Repeating nudges",
  history: "Nudge History: marking done and reusing nudges",
  act: "Texting or calling from a notification",
  apps: "Messaging on WhatsApp, Signal, Telegram or email",
  notify: "Turning on notifications (Android and computers)",
  iphone: "Turning on notifications on iPhone and iPad",
  devices: "Your devices: testing, removing and privacy",
  email: "Getting nudges by email",
  quiet: "Quiet hours and your time zone",
  phone: "Phone numbers from other countries",
  today: "Today: who to reach out to",
  digest: "The digest: your Today list as a notification",
  keep: "Keeping in touch with check-ins",
  circles: "Circles: grouping your contacts",
  notes: "Notes on a contact",
  dates: "Birthday reminders and other yearly dates",
  calendar: "Seeing your nudges in your calendar",
  contacts: "Importing and exporting contacts",
  file: "Importing contacts from a file (vCard or CSV)",
  sync: "Syncing an address book (iCloud, Fastmail, Nextcloud)",
  offline: "Using Nudge offline",
  support: "Asking AI Support",
};
const FORWARDED = "forwarded";

const QUESTIONS: [string, string][] = [
  // The three from issue 38.
  ["How do I sync my iCloud contacts?", A.sync],
  ["Does Enter send?", A.support],
  ["Can I message people on WhatsApp?", A.apps],

  ["connect my nextcloud address book", A.sync],
  ["why does icloud need an app password", A.sync],
  ["how do i sync contcts from icloud", A.sync],
  ["how do i import a csv file", A.file],
  ["Can I import my Google Contacts export?", A.file],
  ["import vcf from my iphone", A.file],
  ["how do i send a nudge on telegram", A.apps],
  ["can i use signal instead of sms", A.apps],
  ["How do I put my contacts into groups?", A.circles],
  ["what are circles", A.circles],
  ["What is the Today page?", A.today],
  ["who should i reach out to today", A.today],
  ["can i get a daily summary every morning", A.digest],
  ["weekly digest by email", A.digest],
  ["How do I make a nudge repeat every week?", A.repeat],
  ["repeat on the first monday of every month", A.repeat],
  ["delete only one nudge of a repeating series", A.repeat],
  ["how do i remove an old phone from my account", A.devices],
  ["hide the message on my lock screen", A.devices],
  ["how do i log out on all my devices", A.devices],
  ["can my nudges come by email", A.email],
  ["I don't want notifications at night", A.quiet],
  ["how to subscribe to my nudges in google calendar", A.calendar],
  ["does it work without wifi", A.offline],
  ["how do i turn on notifcations on my iphone", A.iphone],
  ["How do I add a note about someone?", A.notes],
  ["reuse an old nudge from history", A.history],
  ["numbers from another country dial wrong", A.phone],
  ["can i talk to a human", A.support],

  // Nothing in the help articles is about these: a person answers, never a near-miss article.
  ["whats the weather tomorrow", FORWARDED],
  ["Does the quantum flux capacitor support Klingon?", FORWARDED],
  ["can i use it on my apple watch", FORWARDED],
  ["Does Nudge integrate with Slack?", FORWARDED],
  ["how do i shedule a nudge", FORWARDED],
];

describe("the built-in answerer picks the article a question is about, or forwards it", () => {
  let token: string;
  let asked = 0;
  beforeAll(async () => {
    token = (await signUp()).token;
  });

  it.each(QUESTIONS)("%j → %j", async (question, expected) => {
    // Each account may ask 30 times an hour: a fresh one before the limit.
    if (++asked % 25 === 0) token = (await signUp()).token;
    const res = await ask(token, question);
    expect(res.status).toBe(201);
    const given = res.json.response.startsWith("I couldn't find an answer") ? FORWARDED : res.json.response.split("\n")[0];
    expect(given).toBe(expected);
    expect(res.json.requiresHumanReview).toBe(expected === FORWARDED);
  });
});
