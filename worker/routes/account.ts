import { t } from "@lingui/core/macro";
import { Hono } from "hono";
import { rebrief } from "../calendar/briefs";
import { requireUser, type AppEnv } from "../auth/middleware";
import { verifyPassword } from "../auth/passwords";
import { clientIp, signInRules } from "../auth/limits";
import { deleteAccountSchema } from "../contracts/account";
import { cancelPlan } from "../billing/stripe";
import { deleteUser, exportAccount } from "../db/account";
import { isLiveStatus } from "../db/billing";
import { dbOf } from "../db/request-db";
import { findUserByEmail } from "../db/users";
import { findSettings, digestRuleOf, quietHoursOf, saveSettings, toSettings } from "../db/user-settings";
import { retimeCheckIns } from "../db/check-ins";
import { retimeDateNudges } from "../db/important-dates";
import { accountSettingsSchema } from "../contracts/account-settings";
import { DEFAULT_TIME_ZONE } from "../contracts/time-zone";
import { fail } from "../http/errors";
import { giveBack, take } from "../http/rate-limit";
import { validate } from "../http/validate";
import { schedulerFor } from "../delivery/scheduler-stub";
import { providerLabel } from "../ai/provider-label";
import type { AccountSettings } from "../contracts/account-settings";

/** The stored settings, and who would write the person's message drafts if they turned them on. */
const settingsOf = (env: Env, row: Parameters<typeof toSettings>[0]): AccountSettings => ({
  ...toSettings(row),
  aiProvider: providerLabel(env),
});

/** The user's own data: all of it as JSON, or all of it gone; their time zone and quiet hours. Mounted at /api/account. */
export const accountRoutes = new Hono<AppEnv>()
  .get("/settings", requireUser, async (c) => {
    const row = await findSettings(dbOf(c), c.get("user").id);
    if (!row) throw fail(404, t`Account not found`);
    return c.json(settingsOf(c.env, row));
  })
  .patch("/settings", requireUser, validate("json", accountSettingsSchema), async (c) => {
    const db = dbOf(c);
    const userId = c.get("user").id;
    const input = c.req.valid("json");
    const before = await findSettings(db, userId);
    const row = await saveSettings(db, userId, input);
    if (!before || !row) throw fail(404, t`Account not found`);
    const timeZone = row.timeZone ?? DEFAULT_TIME_ZONE;
    // Pending birthdays, dates and check-ins keep their day and arrive at the chosen time in the zone now saved.
    const was = before.timeZone ?? DEFAULT_TIME_ZONE;
    if (timeZone !== was || row.nudgeTime !== before.nudgeTime) {
      await retimeDateNudges(db, userId, was);
      await retimeCheckIns(db, userId, was);
    }
    // Briefs before coming meetings move with a new lead time (or go, turned off); the rearm below moves the alarm.
    if (row.briefLead !== before.briefLead) await rebrief(db, userId);
    // The scheduler keeps its own copy (its alarm reads no settings from D1) and re-arms with it,
    // which also moves its alarm to the nudges just moved.
    await schedulerFor(c.env, userId).setSettings(userId, {
      timeZone,
      quiet: quietHoursOf(row),
      hideDetails: row.hideDetails,
      language: row.language,
      digest: digestRuleOf(row),
    });
    return c.json(settingsOf(c.env, row));
  })
  .get("/export", requireUser, async (c) => {
    const data = await exportAccount(dbOf(c), c.get("user").id);
    if (!data) throw fail(404, t`Account not found`);
    const day = data.exportedAt.slice(0, 10);
    return c.json(data, 200, { "Content-Disposition": `attachment; filename="nudge-export-${day}.json"`, "Cache-Control": "no-store" });
  })
  .delete("/", requireUser, validate("json", deleteAccountSchema), async (c) => {
    const db = dbOf(c);
    const { id, email } = c.get("user");
    // A confirmation is a password guess like a sign-in: it counts against the same limits.
    const taken = await take(
      c.env.DB,
      signInRules(email, clientIp(c.req.raw)),
      (wait) => t`Too many password attempts. Please wait ${wait} and try again.`,
    );
    const user = await findUserByEmail(db, email);
    if (!user || !(await verifyPassword(c.req.valid("json").password, user.password)))
      throw fail(403, t`That password is not right. Your account was not deleted.`);
    await giveBack(c.env.DB, taken);
    // A paid plan must not outlive the account: cancel it at Stripe first, or delete nothing.
    if (user.stripeSubscriptionId && isLiveStatus(user.subscriptionStatus)) await cancelPlan(c.env, user.stripeSubscriptionId);
    // The scheduler next: once its alarm and outbox are gone nothing can push to this user again.
    await schedulerFor(c.env, id).forget();
    await deleteUser(db, id);
    return c.json({ message: t`Your account and all your data have been deleted.` });
  });
