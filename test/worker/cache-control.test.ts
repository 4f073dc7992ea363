// API answers hold personal data (nudges, contacts, notes, settings, sessions), so no browser,
// proxy or shared device may keep a copy to hand out later: each says no-store, or
// "private, no-cache" where the lists' ETag revalidation needs the browser to keep one and ask
// first. Every route of the app, called by its owner with the route table's valid request.
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { createApp } from "../../worker/app";
import { api, signUp } from "./helpers";
import { userWithRows } from "./own-rows";
import { pathFor, ROUTE_ACCESS, routesOf } from "./route-access";

const routes = routesOf(createApp()).filter((key) => key in ROUTE_ACCESS);
const PERSONAL_OK = ["no-store", "private, no-cache"];
// Routes whose credential the table can't hold (an emailed or pushed token, a feed's secret,
// Stripe's signature, a real password, a feed or Stripe customer to act on): their requests here
// are refused, and those refusals are held to the same rule. Every other route answers 2xx.
const NEEDS_CREDENTIAL = new Set([
  "DELETE /api/calendar-feed",
  "GET /api/calendar/:file",
  "POST /api/auth/reset-password",
  "POST /api/auth/signin",
  "POST /api/auth/verify-email",
  "POST /api/billing-portal",
  "POST /api/email/unsubscribe",
  "POST /api/nudge-actions/contact",
  "POST /api/nudge-actions/done",
  "POST /api/nudge-actions/snooze",
  "POST /api/push/resubscribe",
  "POST /api/stripe/webhook",
]);
// Routes that answer a person's browser with a redirect to a page of the SPA: no body, still no-store.
const REDIRECTS = new Set(["GET /api/email/unsubscribe"]);
// Routes that take something and answer 204, no body (a page's web-vitals beacon): still no-store.
const NO_CONTENT = new Set(["POST /api/vitals"]);

describe("Cache-Control on personal data", () => {
  it.each(routes)("%s, called by its owner: no-store or private, no-cache", async (key) => {
    const entry = ROUTE_ACCESS[key]!;
    const owner = await userWithRows();
    if (entry.who === "developer") await env.DB.prepare("UPDATE users SET isDeveloper = 1 WHERE id = ?").bind(owner.id).run();
    const { method, path } = pathFor(key, owner.own);
    const res = await api(path, { method, body: entry.body?.(owner.own), token: owner.token, redirect: "manual" });
    if (REDIRECTS.has(key)) {
      expect(res.status, key).toBe(303);
      expect(res.headers.get("Cache-Control"), key).toBe("no-store");
      return;
    }
    if (NO_CONTENT.has(key)) {
      expect(res.status, key).toBe(204);
      expect(PERSONAL_OK, key).toContain(res.headers.get("Cache-Control"));
      return;
    }
    if (!NEEDS_CREDENTIAL.has(key)) expect(res.status, `${key}: ${res.text}`).toBeLessThan(300);
    // Every JSON answer, refusals included: an error can name the caller's own things too.
    expect(res.headers.get("Content-Type") ?? "", `${key} → ${res.status}`).toMatch(/^application\/json/);
    expect(PERSONAL_OK, `${key} → ${res.status}: Cache-Control ${res.headers.get("Cache-Control")}`).toContain(
      res.headers.get("Cache-Control"),
    );
  });

  it("the nudge lists keep private, no-cache with their ETag, and revalidate to a 304 that says the same", async () => {
    const { token } = await signUp();
    for (const path of ["/api/reminders", "/api/nudge-history"]) {
      const first = await api(path, { token });
      expect(first.headers.get("Cache-Control")).toBe("private, no-cache");
      const etag = first.headers.get("ETag")!;
      expect(etag).toBeTruthy();
      const again = await api(path, { token, headers: { "If-None-Match": etag } });
      expect(again.status).toBe(304);
      expect(again.headers.get("Cache-Control")).toBe("private, no-cache");
    }
  });

  it("the calendar feed keeps its own: calendar apps may keep it 5 minutes, only for this subscriber", async () => {
    const { token } = await signUp();
    const feed = await api("/api/calendar-feed", { method: "POST", token });
    expect(feed.headers.get("Cache-Control")).toBe("no-store"); // the answer holds the feed's secret address
    const res = await api(new URL(feed.json.url).pathname);
    expect(res.status).toBe(200);
    expect(res.headers.get("Cache-Control")).toBe("private, max-age=300");
  });

  it("the health check is never kept either: the app polls it to learn it is back online", async () => {
    expect((await api("/api/health")).headers.get("Cache-Control")).toBe("no-store");
  });
});
