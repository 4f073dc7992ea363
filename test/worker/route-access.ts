// Who may call each API route, and a valid request for it. ONE ENTRY PER ROUTE: the
// authorization matrix (authorization.test.ts) and the fuzz test (malformed-input.test.ts) read
// this table, and a route in the app's route table without an entry here fails them. When you
// add a route, add its line here.
import { accountOf, FIXTURE_PERSON } from "./carddav-helpers";
import { FIXTURE_CALENDAR, icsUrl } from "./calendar-helpers";

/** Ids of one user's own rows, made by the tests' fixture. */
export type Owned = {
  userId: number;
  nudge: number;
  sentNudge: number;
  contact: number;
  note: number;
  contactDate: number;
  review: number;
  template: number;
  circle: number;
  device: number;
  supportRequest: number;
  knowledge: number;
  campaign: number;
};

export type RouteAccess = {
  /** anyone: no session needed. user: a session. developer: a session with isDeveloper. */
  who: "anyone" | "user" | "developer";
  /** The :id in the path is one of the caller's rows of this kind; another user's id is a 404. */
  owns?: "nudge" | "sentNudge" | "contact" | "note" | "contactDate" | "review" | "template" | "circle" | "device";
  /** The :id in the path is a row of this kind that developers manage (anyone's). */
  row?: "supportRequest" | "knowledge" | "campaign";
  /** The body may carry userId; another user's userId is a 403. */
  claimsUserId?: boolean;
  /** The query a GET needs (for the owner), without its "?". */
  query?: (own: Owned) => string;
  /** A body the route accepts (for the owner). */
  body?: (own: Owned) => unknown;
  /** Rejected requests must leave the database as it was, except these rows a route keeps by design. */
  mayWriteWhenRejected?: string[];
};

const soon = () => new Date(Date.now() + 3_600_000).toISOString();
const nudge = () => ({ targetName: "Ana", message: "Ask about the new job", remindAt: soon() });
const contact = () => ({ name: "Ana Souza", phoneNumber: "+1 555 0100", nudgeTime: "07:15" });
const P256DH = "BCVxsr7N_eNgVRqvHtD0zTZsEc6-VV-JvLexhqUzORcxaOzi6-AYWXvTBHm4bjyPjs7Vd8pZGH6SRpkNtoIAiw4";

// Routes that need only their access level: no :id of a row, no body.
const anyone: RouteAccess = { who: "anyone" };
const user: RouteAccess = { who: "user" };
const developer: RouteAccess = { who: "developer" };

export const ROUTE_ACCESS: Record<string, RouteAccess> = {
  "GET /api/health": anyone,
  // Limited requests take their hit before the work they guard, so a refused one may have taken it.
  "POST /api/auth/signup": {
    who: "anyone",
    body: () => ({
      name: "Ana",
      email: `owner-${crypto.randomUUID()}@nudge.test`,
      password: "correct horse",
      confirmPassword: "correct horse",
    }),
    mayWriteWhenRejected: ["limit_hits"],
  },
  "POST /api/auth/signin": {
    who: "anyone",
    body: () => ({ email: "nobody@nudge.test", password: "wrong" }),
    mayWriteWhenRejected: ["limit_hits"],
  },
  "POST /api/auth/forgot-password": { who: "anyone", body: () => ({ email: "nobody@nudge.test" }), mayWriteWhenRejected: ["limit_hits"] },
  "POST /api/auth/reset-password": {
    who: "anyone",
    body: () => ({ token: "x".repeat(43), password: "brand-new-pass", confirmPassword: "brand-new-pass" }),
  },
  // The emailed link's token is the only credential; an unknown one is a 400.
  "POST /api/auth/verify-email": { who: "anyone", body: () => ({ token: "x".repeat(43) }) },
  "POST /api/auth/resend-verification": user,
  "GET /api/auth/me": user,
  // The page's first reads together; each goes through the app with the caller's own session.
  "POST /api/auth/signout": user,
  "POST /api/auth/signout-everywhere": user,
  "GET /api/admin/users": developer,
  "GET /api/vapid-public-key": user,
  "POST /api/subscribe": {
    who: "user",
    claimsUserId: true,
    body: () => ({
      endpoint: `https://fcm.googleapis.com/fcm/send/${crypto.randomUUID()}`,
      p256dh: P256DH,
      auth: "AAAAAAAAAAAAAAAAAAAAAA",
    }),
  },
  "GET /api/subscription-status": user,
  "GET /api/push/devices": user,
  // The test goes to the local push service (the fixture's device is subscribed there).
  "POST /api/push/devices/:id/test": { who: "user", owns: "device" },
  "DELETE /api/push/devices/:id": { who: "user", owns: "device" },
  // The service worker calls it without a session: the device secret is the only key (a wrong one is a 401).
  "POST /api/push/resubscribe": {
    who: "anyone",
    body: () => ({
      secret: "x".repeat(43),
      endpoint: "https://fcm.googleapis.com/fcm/send/renewed",
      p256dh: P256DH,
      auth: "AAAAAAAAAAAAAAAAAAAAAA",
    }),
  },
  "GET /api/reminders": user,
  "GET /api/nudge-history": user,
  "POST /api/reminder": { who: "user", claimsUserId: true, body: nudge },
  "PUT /api/reminders/:id": { who: "user", owns: "nudge", claimsUserId: true, body: nudge },
  "DELETE /api/reminders/:id": { who: "user", owns: "nudge" },
  "PATCH /api/reminders/:id/save": { who: "user", owns: "nudge", body: () => ({ saved: true }) },
  "POST /api/reminders/:id/done": { who: "user", owns: "sentNudge" },
  "POST /api/reminders/:id/snooze": { who: "user", owns: "sentNudge", body: () => ({ until: "tomorrow", timeZone: "Europe/Berlin" }) },
  "POST /api/reminders/:id/duplicate": { who: "user", owns: "nudge", body: () => ({ remindAt: soon() }) },
  // The notification's actions: no session, the push's single-purpose token is the only credential.
  "POST /api/nudge-actions/done": { who: "anyone", body: () => ({ token: "x".repeat(43) }) },
  "POST /api/nudge-actions/snooze": {
    who: "anyone",
    body: () => ({ token: "x".repeat(43), until: "tomorrow", timeZone: "Europe/Berlin" }),
  },
  "POST /api/nudge-actions/contact": { who: "anyone", body: () => ({ token: "x".repeat(43), kind: "text" }) },
  "GET /api/contacts": user,
  "POST /api/contacts": { who: "user", claimsUserId: true, body: contact },
  "POST /api/contacts/import": { who: "user", body: () => ({ contacts: [{ name: "Ben", phoneNumber: "+1 555 0101" }] }) },
  "POST /api/contacts/import/preview": { who: "user", body: () => ({ contacts: [{ name: "Ben", email: "ben@example.com" }] }) },
  "POST /api/contacts/interactions": { who: "user", body: () => ({ phoneNumber: "+1 555 0100", kind: "text", message: "Hi" }) },
  "PUT /api/contacts/:id": { who: "user", owns: "contact", claimsUserId: true, body: contact },
  "DELETE /api/contacts/:id": { who: "user", owns: "contact" },
  "GET /api/contacts/:id/bookmarks": { who: "user", owns: "contact" },
  "POST /api/contacts/:id/bookmarks": {
    who: "user",
    owns: "contact",
    claimsUserId: true,
    body: () => ({ note: "Loves jazz", category: "Hobbies" }),
  },
  "PUT /api/contact-bookmarks/:id": { who: "user", owns: "note", body: () => ({ note: "Loves blues", category: "Hobbies" }) },
  "DELETE /api/contact-bookmarks/:id": { who: "user", owns: "note" },
  "GET /api/contacts/:id/dates": { who: "user", owns: "contact" },
  "POST /api/contacts/:id/dates": { who: "user", owns: "contact", body: () => ({ label: "Birthday", date: "1990-03-14", leadDays: 2 }) },
  "GET /api/contact-dates": user,
  "GET /api/interactions": { who: "user", query: (own) => `contactId=${own.contact}` },
  "POST /api/interactions": {
    who: "user",
    body: (own) => ({ contactId: own.contact, at: new Date(Date.now() - 3_600_000).toISOString(), title: "Coffee", source: "manual" }),
  },
  "GET /api/interactions/review": user,
  "POST /api/interactions/review/:id": { who: "user", owns: "review", body: () => ({ answer: "ignore" }) },
  "DELETE /api/contact-dates/:id": { who: "user", owns: "contactDate" },
  "GET /api/today": user,
  "POST /api/today/check-ins/:id/snooze": { who: "user", owns: "contact", body: () => ({ until: "tomorrow" }) },
  "POST /api/today/dates/:id/snooze": { who: "user", owns: "contactDate", body: () => ({ until: "1h", timeZone: "Europe/Berlin" }) },
  "POST /api/today/dates/:id/done": { who: "user", owns: "contactDate" },
  "GET /api/circles": user,
  "POST /api/circles": { who: "user", body: () => ({ name: "Clients", cadenceEvery: 1, cadenceUnit: "month" }) },
  "PUT /api/circles/:id": { who: "user", owns: "circle", body: () => ({ name: "Close friends", cadenceEvery: 2, cadenceUnit: "week" }) },
  "DELETE /api/circles/:id": { who: "user", owns: "circle" },
  // Every fixture user has an address book connected on the test CardDAV server (own-rows.ts).
  "GET /api/address-book": user,
  "PUT /api/address-book": { who: "user", body: () => accountOf(FIXTURE_PERSON) },
  "POST /api/address-book/sync": user,
  "DELETE /api/address-book": user,
  // The address is computed, not stored: GET writes nothing; rotate moves users.mailInVersion.
  "GET /api/mail-in": user,
  // Templates need no opt-in: the owner's ask always answers (AI asks are 403 until turned on).
  "POST /api/drafts": {
    who: "user",
    body: (own) => ({
      targetName: "Ana Souza",
      contactId: own.contact,
      nudgeId: own.nudge,
      purpose: "check-in",
      channel: "sms",
      source: "templates",
    }),
  },
  "GET /api/templates": user,
  "POST /api/templates": { who: "user", body: () => ({ name: "Thanks", text: "Thanks so much, {first_name}!" }) },
  "DELETE /api/templates/:id": { who: "user", owns: "template" },
  "POST /api/mail-in/rotate": user,
  "GET /api/calendar-feed": user,
  "POST /api/calendar-feed": user,
  "DELETE /api/calendar-feed": user,
  // The incoming calendar: every fixture user has an empty one connected (own-rows.ts).
  "GET /api/calendar": user,
  "PUT /api/calendar": { who: "user", body: () => ({ url: icsUrl(FIXTURE_CALENDAR) }) },
  "POST /api/calendar/sync": user,
  "DELETE /api/calendar": user,
  // The feed itself: its secret in the address is the only key (a wrong one is a 404).
  "GET /api/calendar/:file": anyone,
  "GET /api/delivery/missed": user,
  // A nudge email's opt-out link: its key (in the query) is the only credential, so without one it is a 400.
  "POST /api/email/unsubscribe": anyone,
  // The same address opened in a browser: a redirect to the confirm page, key or not.
  "GET /api/email/unsubscribe": anyone,
  "GET /api/account/export": user,
  "GET /api/account/settings": user,
  "PATCH /api/account/settings": {
    who: "user",
    body: () => ({
      timeZone: "Europe/Berlin",
      quietHours: { start: "22:00", end: "08:00" },
      emailFallback: false,
      emailEvery: true,
      nudgeTime: "18:30",
    }),
  },
  "POST /api/support": { who: "user", body: () => ({ type: "support", message: "How do I snooze a nudge?" }) },
  "GET /api/support/history": user,
  // Marks the human replies it returns as seen: a read that writes by design.
  "GET /api/support/notifications": user,
  "GET /api/admin/support": developer,
  "PATCH /api/admin/support/:id": {
    who: "developer",
    row: "supportRequest",
    body: () => ({ status: "resolved", humanResponse: "Edit the nudge and pick a later time." }),
  },
  "GET /api/admin/knowledge": developer,
  "POST /api/admin/knowledge": {
    who: "developer",
    body: () => ({ title: "Snoozing", content: "Edit the nudge and pick a later time.", category: "faq", priority: 3 }),
  },
  "PATCH /api/admin/knowledge/:id": { who: "developer", row: "knowledge", body: () => ({ isActive: false }) },
  "DELETE /api/admin/knowledge/:id": { who: "developer", row: "knowledge" },
  "GET /api/admin/push-campaigns": developer,
  "POST /api/admin/push-campaigns": {
    who: "developer",
    body: (own) => ({ title: "Hello", message: "News", targetType: "user", targetUserIds: String(own.userId) }),
  },
  "GET /api/admin/push-campaigns/:id/audience": { who: "developer", row: "campaign" },
  "POST /api/admin/push-campaigns/:id/send": { who: "developer", row: "campaign" },
  "GET /api/billing/plan": user,
  "GET /api/site-info": anyone,
  // The page's Web Vitals, as navigator.sendBeacon sends them (any client; limited per address).
  "POST /api/vitals": {
    who: "anyone",
    body: () => ({
      path: "/dashboard",
      controlled: false,
      metrics: [{ name: "LCP", value: 1234.5, rating: "good", id: "v6-1700000000000-8471823642031", navigationType: "navigate" }],
    }),
  },
  "POST /api/create-subscription": user,
  "POST /api/billing-portal": user,
  // Stripe calls it; without a valid Stripe-Signature every request is a 400.
  "POST /api/stripe/webhook": anyone,
  // A wrong password counts as a failed sign-in.
  "DELETE /api/account": { who: "user", body: () => ({ password: "correct horse" }), mayWriteWhenRejected: ["limit_hits"] },
};

/** "METHOD /path" of every route the app answers, from Hono's own route table (middleware excluded). */
export function routesOf(app: { routes: { method: string; path: string }[] }) {
  return [...new Set(app.routes.filter((r) => r.method !== "ALL").map((r) => `${r.method} ${r.path}`))].sort();
}

/** The path with its :id filled from the given user's rows, and the query the route needs. */
export function pathFor(key: string, own: Owned) {
  const [method, path] = key.split(" ") as [string, string];
  const access = ROUTE_ACCESS[key];
  const kind = access?.owns ?? access?.row;
  const query = access?.query?.(own);
  return { method, path: `${kind ? path.replace(":id", String(own[kind])) : path}${query ? `?${query}` : ""}` };
}
