import { t } from "@lingui/core/macro";
import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import type { AppEnv } from "./auth/middleware";
import { bodyLimitFor } from "./http/body-limits";
import { drainUnreadBody } from "./http/drain-body";
import { fail, notFound, onError } from "./http/errors";
import { noStoreByDefault } from "./http/no-store";
import { requestDb } from "./db/request-db";
import { speakBrowserLanguage } from "./i18n/request";
import { securityHeaders } from "./http/security-headers";
import { accountRoutes } from "./routes/account";
import { addressBookRoutes } from "./routes/address-book";
import { adminRoutes } from "./routes/admin";
import { authRoutes } from "./routes/auth";
import { billingRoutes } from "./routes/billing";
import { contactRoutes } from "./routes/contacts";
import { interactionRoutes } from "./routes/interactions";
import { mailInRoutes } from "./routes/mail-in";
import { contactDateRoutes } from "./routes/contact-dates";
import { deliveryRoutes } from "./routes/delivery";
import { deviceRoutes } from "./routes/devices";
import { calendarRoutes } from "./routes/calendar";
import { calendarConnectRoutes } from "./routes/calendar-connect";
import { circleRoutes } from "./routes/circles";
import { emailRoutes } from "./routes/email";
import { nudgeActionRoutes } from "./routes/nudge-actions";
import { pushRoutes } from "./routes/push";
import { nudgeRoutes } from "./routes/nudges";
import { siteRoutes } from "./routes/site";
import { draftRoutes } from "./routes/drafts";
import { templateRoutes } from "./routes/templates";
import { supportRoutes } from "./routes/support";
import { todayRoutes } from "./routes/today";
import { vitalsRoutes } from "./routes/vitals";

// Bodies past their path's limit are refused unread (drainUnreadBody reads them before the answer).
const limit = ({ bytes, words }: ReturnType<typeof bodyLimitFor>) =>
  bodyLimit({
    maxSize: bytes,
    onError: () => {
      throw fail(413, t`Request body is too large (${words} at most).`);
    },
  });
const bodyLimits = { import: limit(bodyLimitFor("/api/contacts/import")), other: limit(bodyLimitFor("/api")) };

export function createApp() {
  const api = new Hono<AppEnv>()
    .use((c, next) => (c.req.path.startsWith("/api/contacts/import") ? bodyLimits.import : bodyLimits.other)(c, next))
    // Every route reaches the database through the request's own (db/request-db.ts).
    .use(requestDb)
    // A bare endpoint: liveness checks and the benchmark's baseline (no database).
    .get("/health", (c) => c.json({ ok: true }))
    .route("/auth", authRoutes)
    .route("/admin", adminRoutes)
    .route("/account", accountRoutes)
    .route("/", pushRoutes)
    .route("/push", deviceRoutes)
    .route("/delivery", deliveryRoutes)
    .route("/email", emailRoutes)
    .route("/", nudgeRoutes)
    .route("/nudge-actions", nudgeActionRoutes)
    .route("/", contactRoutes)
    .route("/", contactDateRoutes)
    .route("/", interactionRoutes)
    .route("/", mailInRoutes)
    .route("/", circleRoutes)
    .route("/", addressBookRoutes)
    .route("/", calendarRoutes)
    .route("/", calendarConnectRoutes)
    .route("/", todayRoutes)
    .route("/", draftRoutes)
    .route("/", templateRoutes)
    .route("/support", supportRoutes)
    .route("/", billingRoutes)
    .route("/", siteRoutes)
    .route("/", vitalsRoutes);

  // The request's language first: every answer below, refusals included, is written in it.
  // drainUnreadBody next: it must see every answer, refusals included, before it goes out.
  const app = new Hono<AppEnv>()
    .use(speakBrowserLanguage)
    .use(drainUnreadBody)
    .use(securityHeaders)
    .use(noStoreByDefault)
    .route("/api", api);
  app.onError(onError);
  app.notFound(notFound);
  return app;
}

export type AppType = ReturnType<typeof createApp>;
