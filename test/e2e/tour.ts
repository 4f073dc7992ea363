// A walk over every screen and dialog of the app, for the specs that look at each of them
// (fit.spec.ts: nothing sticks out on a phone; a11y.spec.ts: axe and the keyboard). The walk
// calls `check` at each stop; a dialog is opened from the keyboard (its opener focused, Enter)
// and closed with Escape, and focus must come back to the opener each time.
import { execFileSync } from "node:child_process";
import { expect, type Locator, type Page } from "@playwright/test";
import { accountLoaded, submitSignUp, uniqueEmail, useOwnNetwork } from "./helpers";

/** Every page a visitor can open, error states included. */
export const VISITOR_PATHS = [
  "/",
  "/login",
  "/login?mode=signup",
  "/forgot-password",
  "/reset-password?token=x",
  "/reset-password",
  "/pricing",
  "/support",
  "/nope",
  "/verify-email?token=x",
  "/unsubscribe?token=x",
  "/nudge-done?token=x",
];

/** What is checked at one stop: its name, and the open dialog or menu, if it is one. */
export type Check = (what: string, dialog?: Locator) => Promise<void>;

export async function tourVisitorScreens(page: Page, check: Check) {
  for (const path of VISITOR_PATHS) {
    await page.goto(path);
    await page.waitForLoadState("networkidle");
    await check(path);
  }
}

export const expectFocusInside = (scope: Locator, message = "focus is inside") =>
  expect.poll(() => scope.evaluate((el) => el.contains(document.activeElement)), { message }).toBe(true);

/**
 * Opens a dialog (or menu) from the keyboard, checks it, and closes it with Escape: focus goes in,
 * and comes back to `opener` after.
 */
type DialogOptions = {
  role?: "dialog" | "alertdialog" | "menu" | "listbox";
  /** Before the check: what a person does first (types a search). */
  prepare?: (dialog: Locator) => Promise<void>;
  /** After the check, before Escape: more stops inside (a nested dialog). */
  inside?: (dialog: Locator) => Promise<void>;
};

export async function throughDialog(
  page: Page,
  opener: Locator,
  name: string,
  check: Check,
  { role = "dialog", prepare, inside }: DialogOptions = {},
) {
  await opener.focus();
  await page.keyboard.press("Enter");
  // A menu or list box is named by its opener, and only one is ever open.
  const dialog = role === "menu" || role === "listbox" ? page.getByRole(role) : page.getByRole(role, { name });
  await expect(dialog).toBeVisible();
  await expectFocusInside(dialog, `focus moves into ${name}`);
  await prepare?.(dialog);
  await check(name, dialog);
  await inside?.(dialog);
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(opener, `closing ${name} gives focus back to what opened it`).toBeFocused();
}

const post = async (page: Page, headers: Record<string, string>, path: string, data: unknown) => {
  const res = await page.request.post(path, { headers, data });
  expect(res.status(), `POST ${path}`).toBe(201);
  return res.json();
};

/**
 * Signs someone up through the form (stopping at its second step), with data as real people
 * have it: long names and words, a cadence and a birthday, a note, a pending nudge, a sent one
 * and a support request with its context. Ends on the dashboard, as a developer.
 */
export async function signUpWithData(page: Page, check: Check) {
  const email = uniqueEmail("tour");
  await useOwnNetwork(page);
  await page.goto("/login?mode=signup");
  await submitSignUp(page, "Maximiliana Fitzgerald-Oyelaran", email, "correct horse");
  await expect(page.getByText("Step 2: Enable Notifications")).toBeVisible();
  await check("sign-up, step 2");
  await page.getByRole("link", { name: "Continue to Dashboard" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  const headers = { Authorization: `Bearer ${await page.evaluate(() => localStorage.getItem("auth_token"))}` };
  // Due in two seconds: sent (to no device) by the time the walk reaches Nudge History.
  await post(page, headers, "/api/reminder", {
    targetName: "Ana Souza",
    message: "Ask how the new job is going",
    remindAt: new Date(Date.now() + 2_000).toISOString(),
  });
  const contact = await post(page, headers, "/api/contacts", {
    name: "Bartholomew Featherstonehaugh-Wolfeschlegel",
    phoneNumber: "+44 20 7946 0958",
    email: "bartholomew.featherstonehaugh@example-company.co.uk",
    cadenceEvery: 2,
    cadenceUnit: "week",
  });
  await post(page, headers, `/api/contacts/${contact.id}/bookmarks`, {
    note: "Supercalifragilisticexpialidocious-conversation-about-the-newjob-at-the-company",
  });
  await post(page, headers, `/api/contacts/${contact.id}/dates`, { label: "Birthday", date: "1990-03-14", leadDays: 3 });
  await post(page, headers, "/api/reminder", {
    targetName: "Bartholomew Featherstonehaugh-Wolfeschlegel",
    message: "Ask about https://example.com/a-very-long-link-that-does-not-break-anywhere-at-all",
    phoneNumber: "+44 20 7946 0958",
    remindAt: new Date(Date.now() + 86_400_000).toISOString(),
  });
  await post(page, headers, "/api/support", {
    type: "connection_advice",
    message: "How do I reach out after a long time?",
    context: {
      contactName: "Bartholomew Featherstonehaugh-Wolfeschlegel",
      contactHistory: "Talked-about-the-newjob-at-the-company-in-a-very-long-single-word",
      reminderMessage: "Ask about the new job at https://example.com/a-very-long-link",
    },
  });

  // Not a developer yet: the admin console says so.
  await page.goto("/admin");
  await expect(page.getByRole("heading", { name: "403 Forbidden" })).toBeVisible();
  await check("admin, forbidden");
  execFileSync(process.execPath, ["scripts/make-admin.mjs", email], {
    env: { ...process.env, NUDGE_STATE_DIR: ".state/e2e" },
    stdio: "pipe",
  });
  await post(page, headers, "/api/admin/push-campaigns", {
    title: "Reconnect with the people you have not talked to in a while",
    message: "Three people are waiting to hear from you.",
    targetType: "segment",
    targetUserIds: "inactive-30d",
    url: "/dashboard",
  });

  // The sent nudge, before the dashboard reads its lists (they are cached for five minutes).
  await expect(async () => {
    const history = await (await page.request.get("/api/nudge-history", { headers })).json();
    expect(history).toHaveLength(1);
  }).toPass({ timeout: 20_000, intervals: [500] });
  await page.goto("/dashboard");
  await expect(page.getByRole("heading", { name: "Stay Connected" })).toBeVisible();
  const me = await (await page.request.get("/api/auth/me", { headers })).json();
  return { userId: me.id as number };
}

/** Who signUpWithData signed up: the admin console lists everyone's requests, theirs among them. */
export type TourAccount = Awaited<ReturnType<typeof signUpWithData>>;

const tab = async (page: Page, name: string) => {
  await page.getByRole("tab", { name }).click();
  await page.waitForLoadState("networkidle");
};

/** From the dashboard (after signUpWithData): each tab and its dialogs, the Contact card, then the admin console. */
export async function tourSignedIn(page: Page, check: Check, { userId }: TourAccount) {
  await expect(page.getByRole("button", { name: /Edit nudge for/ }).first()).toBeVisible();
  await check("dashboard, Active Nudges");
  await throughDialog(page, page.getByRole("button", { name: "Theme" }), "Theme menu", check, { role: "menu" });
  await throughDialog(page, page.getByRole("button", { name: /Edit nudge for Bartholomew/ }).first(), "Edit Nudge", check);
  await throughDialog(page, page.getByRole("button", { name: /Delete nudge for Bartholomew/ }).first(), "Delete this nudge?", check, {
    role: "alertdialog",
  });
  await throughDialog(page, page.getByRole("button", { name: "Import Contacts" }), "Import Contacts", check);
  await throughDialog(page, page.getByRole("button", { name: "Templates" }), "Message templates", check);

  await tab(page, "Contacts");
  const card = page.locator("li[data-contact-id]").first();
  await card.getByRole("button", { expanded: false }).click();
  await expect(card.getByText("Supercalifragilisticexpialidocious", { exact: false })).toBeVisible();
  await expect(card.getByText("Next nudge", { exact: false })).toBeVisible();
  await check("dashboard, Contacts, a contact open");
  await throughDialog(page, page.getByRole("button", { name: "Add Contact" }).first(), "Add Contact", check);
  await throughDialog(page, card.getByRole("button", { name: /^Edit Bartholomew/ }), "Edit Contact", check);
  await throughDialog(page, card.getByRole("button", { name: "Log contact" }), "Log contact", check);
  await throughDialog(page, card.getByRole("button", { name: "Add Note" }), "Add Note", check);
  await throughDialog(page, card.getByRole("button", { name: "Edit note" }), "Edit Note", check);
  await throughDialog(page, card.getByRole("button", { name: "Delete note" }), "Delete this note?", check, { role: "alertdialog" });
  await throughDialog(page, card.getByRole("button", { name: /^Delete Bartholomew/ }), "Delete this contact?", check, {
    role: "alertdialog",
  });

  await tab(page, "Nudge History");
  const details = page.getByRole("tabpanel").getByRole("button", { expanded: false }).first();
  await details.click();
  await check("dashboard, Nudge History, delivery details open");
  await throughDialog(page, page.getByRole("button", { name: "Reuse nudge for Ana Souza" }), "Reuse Nudge", check);
  await throughDialog(page, page.getByRole("button", { name: "Delete nudge for Ana Souza" }), "Delete this nudge?", check, {
    role: "alertdialog",
  });

  await tab(page, "AI Support");
  await page.getByLabel("Your message").fill("How do I schedule a nudge?");
  await page.getByRole("button", { name: "Send", exact: true }).click();
  await expect(page.locator('[data-from="assistant"]')).toBeVisible();
  // The answer's toast, checked with the page, then closed: a toast that is still open is the
  // first thing Escape closes, and the dialogs below are closed with Escape.
  const toast = page.locator('[data-slot="toast"]').filter({ hasText: /AI Response Ready|Request Submitted/ });
  await expect(toast).toBeVisible();
  await check("dashboard, AI Support, a conversation and its toast");
  // The toast closes itself after 5 s, which a slow check may outlast: close it in one step in the
  // page if it is still there (a click retried on a toast that left in between never ends).
  await page.evaluate(() => document.querySelector<HTMLElement>('[data-slot="toast"] [data-slot="toast-close"]')?.click());
  await expect(toast).toBeHidden();

  await throughDialog(page, page.getByRole("button", { name: "Account and privacy" }), "Account & Privacy", check, {
    // Its sections arrive one after another: checked once all are in.
    prepare: accountLoaded,
    inside: async (account) => {
      // Four hundred zones: searched, as a person would.
      await throughDialog(page, account.getByRole("combobox", { name: "Time zone" }), "Time zones", check, {
        prepare: async () => void (await page.keyboard.type("new york")),
      });
      await throughDialog(page, account.getByRole("button", { name: "Sign out everywhere" }), "Sign out everywhere?", check, {
        role: "alertdialog",
      });
    },
  });

  // What a tapped notification opens.
  await page.goto("/dashboard?action=contact&phone=%2B15550100&message=Hello%20there&name=Ada");
  await expect(page.getByRole("heading", { name: "Contact Ada" })).toBeVisible();
  await check("the Contact card");
  // Its suggested messages (templates: AI drafts are off), and one picked, ready to edit.
  await page.getByRole("button", { name: "Suggest a message" }).click();
  const drafts = page.getByRole("region", { name: "Suggested messages" }).getByRole("button", { name: /^(Warm|Brief|Playful)/ });
  await expect(drafts.first()).toBeVisible();
  await check("the Contact card, suggested messages");
  await drafts.first().click();
  await expect(page.getByLabel("Your message")).toBeVisible();
  await check("the Contact card, a draft to edit");

  // What sharing to the installed app opens.
  await page.goto("/share?title=Lisbon%20guide&text=For%20Bartholomew%27s%20trip&url=https%3A%2F%2Fexample.com%2Flisbon");
  await expect(page.getByRole("heading", { name: "Share to Nudge" })).toBeVisible();
  await page.waitForLoadState("networkidle");
  await check("the share sheet");

  await page.goto("/admin");
  await expect(page.getByRole("heading", { name: "Admin Dashboard" })).toBeVisible();
  await page.waitForLoadState("networkidle");
  await check("admin, Knowledge Base");
  await throughDialog(page, page.getByRole("button", { name: /^Delete / }).first(), "Delete this knowledge item?", check, {
    role: "alertdialog",
  });
  await tab(page, "Push Notifications");
  await check("admin, Push Notifications");
  await throughDialog(page, page.getByRole("combobox", { name: "Target" }), "Target list", check, { role: "listbox" });
  await tab(page, "Support Requests");
  // A request with its context, as an admin reads it.
  await expect(page.getByText("How do I reach out after a long time?").first()).toBeVisible();
  await expect(page.getByText("Context", { exact: true }).first()).toBeVisible();
  await check("admin, Support Requests");
  const request = page
    .locator("li[data-request-id]")
    .filter({ hasText: `User #${userId} ` })
    .filter({ hasText: "How do I reach out after a long time?" });
  await throughDialog(page, request.getByRole("button", { name: "Resolve" }), "Resolve Support Request", check);
}
