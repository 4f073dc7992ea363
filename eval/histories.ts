// The written contact histories `npm run eval:drafts` asks drafts for (issue 42): one person each,
// as a Nudge user would have kept them. Every date is relative to the case's own `today`, so the
// facts (and an age or "in three days") read the same whenever the evaluation runs.
import type { Purpose } from "../worker/contracts/drafts";
import type { ReachApp } from "../worker/contracts/reach";

export type WrittenCase = {
  /** What the case is about, as the evaluation prints it. */
  name: string;
  /** The case's "now": a day, taken at noon UTC. */
  today: string;
  timeZone?: string;
  /** Who the drafts are for, as the nudge or the contact names them. */
  person: string;
  /** False: only a nudge names them, there is no contact (so no notes, contacts or dates). */
  contact?: boolean;
  /** The contact's preferred app; `channel` asks for another. */
  reachBy?: ReachApp;
  channel?: ReachApp;
  purpose?: Purpose;
  /** The nudge the drafts are asked from: a check-in's, a yearly date's, or a meeting brief's. */
  nudge?: { message: string; for?: "check-in" | "date" | "brief" };
  /** `sensitive`: grief, illness, a breakup: a draft may draw on it only in the warm tone. */
  notes?: { daysAgo: number; text: string; sensitive?: boolean }[];
  logged?: { daysAgo: number; title: string }[];
  /** A yearly date `inDays` from today; `born` is the first year when known. `nudge`: the nudge is this date's. */
  dates?: { label: string; inDays: number; born?: number; nudge?: boolean }[];
};

export const CASES: WrittenCase[] = [
  {
    name: "new job, check-in by SMS",
    today: "2026-03-14",
    person: "Ana Souza",
    reachBy: "sms",
    purpose: "check-in",
    notes: [{ daysAgo: 9, text: "Started a new job at Acme as head of design" }],
    logged: [{ daysAgo: 30, title: "Coffee" }],
  },
  {
    name: "moved to Lisbon, WhatsApp, no purpose given",
    today: "2026-05-02",
    timeZone: "Europe/Lisbon",
    person: "Zoë Martins",
    reachBy: "whatsapp",
    notes: [
      { daysAgo: 20, text: "Moved to Lisbon with her partner Tomás" },
      { daysAgo: 80, text: "Looking for a flat near Alfama" },
    ],
    logged: [{ daysAgo: 41, title: "Called" }],
  },
  {
    name: "sick parent (sensitive), follow-up",
    today: "2026-02-10",
    person: "José Ramírez",
    reachBy: "signal",
    purpose: "follow-up",
    notes: [{ daysAgo: 6, text: "His dad is in hospital after a stroke; José is flying to Valencia to be with him", sensitive: true }],
    logged: [{ daysAgo: 6, title: "Called" }],
  },
  {
    name: "marathon training, playful telegram",
    today: "2026-04-18",
    person: "Priya Nair",
    reachBy: "telegram",
    purpose: "just-because",
    notes: [
      { daysAgo: 3, text: "Running the Berlin marathon in September" },
      { daysAgo: 40, text: "Knee is better after physio" },
    ],
    logged: [
      { daysAgo: 14, title: "Run along the canal" },
      { daysAgo: 60, title: "Lunch at Nopa" },
    ],
  },
  {
    name: "new baby, email",
    today: "2026-07-01",
    person: "Ahmed Khan",
    reachBy: "email",
    purpose: "check-in",
    notes: [
      { daysAgo: 12, text: "Baby girl Inaya born, everyone healthy" },
      { daysAgo: 100, text: "Renovating the spare room into a nursery" },
    ],
    logged: [{ daysAgo: 95, title: "Dinner at his place" }],
  },
  {
    name: "exams, just because",
    today: "2026-06-05",
    person: "Lena Fischer",
    reachBy: "sms",
    purpose: "just-because",
    notes: [{ daysAgo: 10, text: "Bar exam in two weeks, studying every evening" }],
  },
  {
    name: "breakup (sensitive), check-in on Signal",
    today: "2026-01-22",
    person: "Sam Taylor",
    reachBy: "signal",
    purpose: "check-in",
    notes: [{ daysAgo: 15, text: "Split up with Chris after six years, staying with his sister for now", sensitive: true }],
    logged: [{ daysAgo: 15, title: "Texted: thinking of you, here if you need anything" }],
  },
  {
    name: "promotion, follow-up on WhatsApp",
    today: "2026-09-09",
    person: "Chloé Dubois",
    reachBy: "whatsapp",
    purpose: "follow-up",
    notes: [
      { daysAgo: 4, text: "Promoted to engineering manager" },
      { daysAgo: 120, text: "Thinking about leaving Paris for Lyon" },
    ],
    logged: [{ daysAgo: 4, title: "Lunch at Le Petit Zinc" }],
  },
  {
    name: "trip to Japan, just because by SMS",
    today: "2026-10-20",
    person: "Marcus Webb",
    reachBy: "sms",
    purpose: "just-because",
    notes: [{ daysAgo: 25, text: "Back from two weeks in Japan, loved Kyoto" }],
    logged: [{ daysAgo: 70, title: "Drinks at The Eagle" }],
  },
  {
    name: "new puppy, playful check-in",
    today: "2026-03-30",
    person: "Hannah Berg",
    reachBy: "telegram",
    purpose: "check-in",
    notes: [{ daysAgo: 18, text: "Got a beagle puppy called Biscuit" }],
    logged: [{ daysAgo: 18, title: "Walk in Victoria Park" }],
  },
  {
    name: "birthday today with birth year (turning 30), SMS",
    today: "2026-08-12",
    person: "Tom Becker",
    reachBy: "sms",
    nudge: { message: "Tom's birthday", for: "date" },
    dates: [{ label: "birthday", inDays: 0, born: 1996, nudge: true }],
    notes: [{ daysAgo: 50, text: "Learning to sail" }],
  },
  {
    name: "birthday tomorrow without birth year, WhatsApp",
    today: "2026-11-03",
    person: "Isabel Costa",
    reachBy: "whatsapp",
    nudge: { message: "Isabel's birthday tomorrow", for: "date" },
    dates: [{ label: "birthday", inDays: 1, nudge: true }],
  },
  {
    name: "birthday in 12 days, no nudge, birthday purpose by email",
    today: "2026-04-01",
    person: "Oliver Grant",
    reachBy: "email",
    purpose: "birthday",
    dates: [{ label: "birthday", inDays: 12, born: 1961 }],
    notes: [{ daysAgo: 30, text: "Retiring from the bank in June" }],
    logged: [{ daysAgo: 45, title: "Golf at Wentworth" }],
  },
  {
    name: "wedding anniversary (date purpose) with year",
    today: "2026-06-20",
    person: "Grace and Peter Lim",
    reachBy: "sms",
    nudge: { message: "Grace & Peter's anniversary", for: "date" },
    dates: [{ label: "wedding anniversary", inDays: 2, born: 2016, nudge: true }],
    logged: [{ daysAgo: 200, title: "Their housewarming" }],
  },
  {
    name: "anniversary without year, telegram",
    today: "2026-12-01",
    person: "Nadia Petrova",
    reachBy: "telegram",
    nudge: { message: "Nadia's work anniversary", for: "date" },
    dates: [{ label: "work anniversary", inDays: 5, nudge: true }],
    notes: [{ daysAgo: 300, text: "Joined Spotify as a data scientist" }],
  },
  {
    name: "meeting brief: coffee tomorrow",
    today: "2026-02-26",
    person: "Daniel Osei",
    reachBy: "sms",
    nudge: { message: "Coffee with Daniel at 10:00", for: "brief" },
    notes: [{ daysAgo: 60, text: "Raising a seed round for his climate startup" }],
    logged: [{ daysAgo: 60, title: "Met at the Founders Forum" }],
  },
  {
    name: "meeting purpose by email, interactions only",
    today: "2026-05-14",
    person: "Rebecca Stone",
    reachBy: "email",
    purpose: "meeting",
    logged: [
      { daysAgo: 7, title: "Call about the Q3 roadmap" },
      { daysAgo: 35, title: "Lunch at Dishoom" },
    ],
  },
  {
    name: "unicode name 李雷, check-in",
    today: "2026-01-29",
    timeZone: "Asia/Shanghai",
    person: "李雷",
    reachBy: "whatsapp",
    purpose: "check-in",
    notes: [{ daysAgo: 8, text: "Going home to Chengdu for Spring Festival" }],
    logged: [{ daysAgo: 40, title: "Hotpot dinner" }],
  },
  {
    name: "long note (over 200 characters)",
    today: "2026-09-30",
    person: "Fiona MacLeod",
    reachBy: "sms",
    purpose: "check-in",
    notes: [
      {
        daysAgo: 5,
        text:
          "Long chat at the school gate: Fiona is finally going back to university part-time to finish the nursing degree she paused " +
          "when the twins were born, classes on Tuesday and Thursday evenings in Glasgow, her mum is helping with pickups, " +
          "and she is nervous about the anatomy exam in December but mostly excited.",
      },
    ],
  },
  {
    name: "nothing but a name",
    today: "2026-03-03",
    person: "Kim",
    purpose: "check-in",
  },
  {
    name: "only a nudge, no contact",
    today: "2026-07-19",
    person: "Uncle Raj",
    contact: false,
    nudge: { message: "Call Uncle Raj" },
  },
  {
    name: "check-in nudge with a message",
    today: "2026-08-08",
    person: "Maya Cohen",
    reachBy: "signal",
    nudge: { message: "Ask Maya how the move to Haifa went", for: "check-in" },
    notes: [{ daysAgo: 30, text: "Moving to Haifa at the end of July" }],
    logged: [{ daysAgo: 33, title: "Farewell drinks" }],
  },
  {
    name: "five notes, five interactions",
    today: "2026-10-10",
    person: "Ben Okafor",
    reachBy: "sms",
    purpose: "check-in",
    notes: [
      { daysAgo: 2, text: "Thinking of buying a flat in Peckham" },
      { daysAgo: 16, text: "Started pottery classes" },
      { daysAgo: 40, text: "Sister Ada is getting married next spring" },
      { daysAgo: 75, text: "Loves Arsenal, season ticket holder" },
      { daysAgo: 140, text: "Allergic to shellfish" },
    ],
    logged: [
      { daysAgo: 2, title: "Called" },
      { daysAgo: 16, title: "Pizza at Theo's" },
      { daysAgo: 40, title: "Texted: congrats to Ada!" },
      { daysAgo: 75, title: "Arsenal match" },
      { daysAgo: 140, title: "Coffee" },
    ],
  },
  {
    name: "haven't talked in a year, interactions only",
    today: "2026-11-11",
    person: "Laura Jensen",
    reachBy: "whatsapp",
    purpose: "check-in",
    logged: [{ daysAgo: 380, title: "Christmas drinks" }],
  },
  {
    name: "date purpose (romantic), telegram",
    today: "2026-02-12",
    person: "Elena Rossi",
    reachBy: "telegram",
    purpose: "date",
    notes: [{ daysAgo: 9, text: "Loves Sicilian food and old jazz records" }],
    logged: [{ daysAgo: 9, title: "First date at Bar Termini" }],
  },
  {
    name: "follow-up after a job interview, email",
    today: "2026-03-19",
    person: "Kwame Mensah",
    reachBy: "email",
    purpose: "follow-up",
    notes: [{ daysAgo: 3, text: "Second interview at Stripe on Thursday" }],
    logged: [{ daysAgo: 10, title: "Mock interview over Zoom" }],
  },
  {
    name: "grief (sensitive), just because on WhatsApp",
    today: "2026-04-27",
    person: "Margaret O'Brien",
    reachBy: "whatsapp",
    purpose: "just-because",
    notes: [{ daysAgo: 21, text: "Her husband Frank passed away in March", sensitive: true }],
    logged: [{ daysAgo: 19, title: "The funeral in Cork" }],
  },
  {
    name: "follow-up with no notes, SMS",
    today: "2026-06-30",
    person: "Diego Alvarez",
    reachBy: "sms",
    purpose: "follow-up",
    logged: [{ daysAgo: 5, title: "Texted: let's book the climbing gym" }],
  },
  {
    name: "birthday purpose with no date known",
    today: "2026-09-01",
    person: "Sophie Laurent",
    reachBy: "signal",
    purpose: "birthday",
    notes: [{ daysAgo: 12, text: "Training to be a sommelier" }],
  },
  {
    name: "channel asked differs from the contact's (email asked, SMS preferred)",
    today: "2026-01-08",
    person: "Noah Williams",
    reachBy: "sms",
    channel: "email",
    purpose: "check-in",
    notes: [{ daysAgo: 14, text: "Spending January in Cape Town" }],
  },
  {
    name: "tomorrow's birthday alongside notes, turning 40, Signal",
    today: "2026-05-30",
    person: "Yuki Tanaka",
    reachBy: "signal",
    nudge: { message: "Yuki turns 40 tomorrow", for: "date" },
    dates: [
      { label: "birthday", inDays: 1, born: 1986, nudge: true },
      { label: "wedding anniversary", inDays: 20, born: 2015 },
    ],
    notes: [
      { daysAgo: 10, text: "Planning a trip to Hokkaido for the birthday" },
      { daysAgo: 90, text: "Opened a ramen bar in Shoreditch" },
    ],
  },
  {
    name: "a date far away is left out; check-in",
    today: "2026-02-02",
    person: "Aisha Bello",
    reachBy: "whatsapp",
    purpose: "check-in",
    dates: [{ label: "birthday", inDays: 200, born: 1990 }],
    notes: [{ daysAgo: 45, text: "Writing a cookbook of Nigerian recipes" }],
    logged: [{ daysAgo: 45, title: "Book launch party" }],
  },
  {
    name: "new neighbour, single interaction, telegram",
    today: "2026-07-25",
    person: "Pavel Novák",
    reachBy: "telegram",
    purpose: "just-because",
    logged: [{ daysAgo: 3, title: "Barbecue in the courtyard" }],
  },
  {
    name: "in New York time zone, late evening note",
    today: "2026-12-20",
    timeZone: "America/New_York",
    person: "Jordan Lee",
    reachBy: "sms",
    purpose: "check-in",
    notes: [{ daysAgo: 1, text: "Flying home to Seattle for the holidays" }],
    logged: [{ daysAgo: 1, title: "Holiday party at the office" }],
  },
];
