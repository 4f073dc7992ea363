// What one account holds and does (inputs, not results): shares and rates the seeded rows follow,
// per account and per contact. The account mix (how many contacts) is in mix.ts.

export const PROFILE = {
  devices: [1, 3],
  sessions: [1, 3],
  contact: {
    phone: 0.85,
    email: 0.45,
    /** Free-text notes on the contact itself, of noteChars characters. */
    notes: 0.15,
    noteChars: [150, 600],
    /** Dated notes (contact_bookmarks): a share of contacts has 1 to 3 of noteEntryChars. */
    noteEntries: 0.1,
    noteEntryChars: [40, 200],
    otherApp: 0.12,
    telegram: 0.02,
    ownTime: 0.03,
    lastContactKnown: 0.6,
    birthday: 0.3,
    otherDate: 0.03,
    /** A date's heads-up nudge some days before it, besides the one on the day. */
    headsUp: 0.5,
    inSecondCircle: 0.08,
  },
  /**
   * The first `upTo` contacts are the people who matter; the rest (a whole address book imported)
   * are rarely sorted into circles or given a rhythm. Shares of each: in a circle, and with a
   * keep-in-touch rhythm of their own.
   */
  upTo: 300,
  inCircle: { first: 0.35, beyond: 0.05 },
  ownRhythm: { first: 0.1, beyond: 0.01 },
  /** Rhythms, in days, with their weights: every 1 and 2 weeks, 1, 3 and 6 months. */
  rhythms: [
    { every: 1, unit: "week", days: 7, weight: 0.05 },
    { every: 2, unit: "week", days: 14, weight: 0.15 },
    { every: 1, unit: "month", days: 30, weight: 0.4 },
    { every: 3, unit: "month", days: 91, weight: 0.3 },
    { every: 6, unit: "month", days: 182, weight: 0.1 },
  ],
  /** Of a rhythm's periods, the share that ends in a sent check-in (in the others, someone got in touch first). */
  checkInsSent: 0.7,
  circles: [2, 6],
  circleRhythm: 0.4,
  oneOffsPerMonth: [2, 8],
  pendingOneOffs: [0, 4],
  /** Accounts with repeating nudges (1 or 2, weekly or monthly). */
  series: 0.3,
  /** Of sent nudges: marked done (logged as being in touch), snoozed once, emailed as no device took them, reached no one. */
  done: 0.5,
  snoozed: 0.05,
  emailed: 0.08,
  notDelivered: 0.02,
  manualInteractionsPerMonth: [0, 4],
  addressBook: 0.15,
  /** Accounts with a connected calendar, and their meetings with contacts a month (each logged, with a brief). */
  calendar: 0.1,
  meetingsPerMonth: [4, 12],
  /** Meetings that only name someone, waiting or answered on Today (kept 120 days), a month. */
  reviewsPerMonth: [1, 3],
  calendarFeed: 0.2,
  templates: 0.3,
  support: 0.05,
  aiDrafts: 0.1,
  quietHours: 0.3,
  digest: 0.25,
  paying: 0.3,
} as const;
