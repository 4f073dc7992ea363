import { expect, test, type Page } from "./fixtures";
import type { PushService } from "../support/push-service";
import { makeAdmin } from "./admin";
import { expectToast, signUp, snap, snapDark, uniqueEmail } from "./helpers";
import { type LocalPush, startLocalPush, subscribeAtPushService } from "./push";

const PASSWORD = "correct horse";

async function signOut(page: Page) {
  await page.goto("/dashboard");
  await page.getByRole("button", { name: "Sign Out" }).click();
  await expectToast(page, "Signed out successfully");
}

async function signIn(page: Page, email: string) {
  await page.goto("/login");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL(/\/dashboard/);
}

/** The signed-in user's browser gets a subscription at the local push service, as the notification card would. */
async function subscribeThisBrowser(page: Page, local: LocalPush) {
  const token = await page.evaluate(() => localStorage.getItem("auth_token"));
  const { res } = await subscribeAtPushService(page.request, { Authorization: `Bearer ${token}` }, local);
  expect(res.status()).toBe(201);
}

const pushesTitled = (push: PushService, title: string) => push.messages().filter((m) => (m.json as { title?: string }).title === title);

async function closeToasts(page: Page) {
  const close = page.locator('[data-slot="toast-close"]');
  if (await close.count()) await close.first().click();
  await expect(page.locator('[data-slot="toast"]')).toHaveCount(0);
}

/** Screenshots in the light and the dark theme, toasts closed first so they show the page beneath. */
async function bothThemes(page: Page, info: Parameters<typeof snap>[1], name: string) {
  await closeToasts(page);
  await page.emulateMedia({ colorScheme: "light" });
  await snap(page, info, name);
  await snapDark(page, info, `${name}-dark`);
}

// The admin console's work, at the desk (@desktop): the phone's AI Support tab is in fit.spec.ts and lazy-parts.spec.ts.
test(
  "a user asks the AI assistant; an admin adds knowledge, resolves the request and sends a campaign",
  { tag: "@desktop" },
  async ({ page }, info) => {
    test.setTimeout(240_000);
    const local = await startLocalPush();
    try {
      await askResolveAndSend(page, info, local);
    } finally {
      await local.close();
    }
  },
);

/** The whole story, with a local push service standing in for Maya's browser push endpoint. */
async function askResolveAndSend(page: Page, info: Parameters<typeof snap>[1], local: LocalPush) {
  const { push } = local;
  // Both projects share one server and database: every text is unique to this run.
  const run = `${info.project.name}-${Date.now().toString(36)}`;
  const adminEmail = uniqueEmail("admin");
  const userEmail = uniqueEmail("maya");
  const knowledge = {
    title: `Snoozing a nudge (${run})`,
    content: "To snooze a nudge, open Active Nudges, press Edit and pick a later time.",
    tags: "snooze, postpone, later",
  };

  // An admin signs up and is made a developer.
  await signUp(page, "Alex Admin", adminEmail, PASSWORD);
  makeAdmin(adminEmail);
  await page.reload();
  await page.getByRole("link", { name: "Admin" }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole("heading", { name: "Admin Dashboard" })).toBeVisible();
  await expect(page.getByRole("tab", { name: "Knowledge Base" })).toHaveAttribute("aria-selected", "true");
  // A new install starts with the starter articles (migrations/0013), listed like any other item.
  const starter = page.locator("li[data-knowledge-id]").filter({ hasText: "Scheduling a nudge" });
  await expect(starter).toContainText("Open the Active Nudges tab on your dashboard.");
  await expect(starter.getByRole("switch", { name: "Use Scheduling a nudge in answers" })).toBeChecked();

  // Knowledge Base: the form says what is missing, then adds the item.
  const knowledgeForm = page.getByRole("form", { name: "Add knowledge base item" });
  await knowledgeForm.getByRole("button", { name: "Add Knowledge Item" }).click();
  await expect(knowledgeForm.getByText("Title is required")).toBeVisible();
  await expect(knowledgeForm.getByText("Content is required")).toBeVisible();
  await knowledgeForm.getByLabel("Title").fill(knowledge.title);
  await knowledgeForm.getByLabel("Content").fill(knowledge.content);
  await knowledgeForm.getByRole("combobox", { name: "Category" }).click();
  await page.getByRole("option", { name: "Feature" }).click();
  await knowledgeForm.getByLabel("Priority (0-10)").fill("7");
  await knowledgeForm.getByLabel(/Tags/).fill(knowledge.tags);
  await knowledgeForm.getByRole("button", { name: "Add Knowledge Item" }).click();
  await expectToast(page, "Knowledge base item created successfully");
  await expect(knowledgeForm.getByLabel("Title")).toHaveValue("");
  const item = page.locator("li[data-knowledge-id]").filter({ hasText: knowledge.title });
  await expect(item).toContainText(knowledge.content);
  for (const badge of ["Feature", "Priority 7", "#snooze", "#postpone"]) await expect(item.getByText(badge, { exact: true })).toBeVisible();
  // Switched off, the item stays listed as Inactive; switched back on for the assistant below.
  const inAnswers = item.getByRole("switch", { name: `Use ${knowledge.title} in answers` });
  await expect(inAnswers).toBeChecked();
  await inAnswers.click();
  await expectToast(page, "Knowledge item turned off");
  await expect(item.getByText("Inactive", { exact: true })).toBeVisible();
  await expect(inAnswers).not.toBeChecked();
  await bothThemes(page, info, "admin-knowledge-inactive");
  await inAnswers.click();
  await expectToast(page, "Knowledge item turned on");
  await expect(item.getByText("Inactive", { exact: true })).toHaveCount(0);
  await bothThemes(page, info, "admin-knowledge");
  await page.getByRole("link", { name: "Back to App" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await signOut(page);

  // A person who is not a developer: /admin is refused.
  await signUp(page, "Maya Patel", userEmail, PASSWORD);
  await subscribeThisBrowser(page, local);
  await expect(page.getByRole("link", { name: "Admin" })).toHaveCount(0);
  await page.goto("/admin");
  await expect(page.getByRole("heading", { name: "403 Forbidden" })).toBeVisible();
  await snap(page, info, "admin-forbidden");

  // The AI Support tab answers from the knowledge base.
  await page.goto("/dashboard");
  await page.getByRole("tab", { name: "AI Support" }).click();
  await expect(page.getByRole("tab", { name: "Support", exact: true })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByText("No requests yet.")).toBeVisible();
  const message = page.getByLabel("Your message");
  await message.fill("   ");
  await page.getByRole("button", { name: "Send", exact: true }).click();
  await expect(page.getByRole("log", { name: "Conversation" })).toHaveCount(0); // blank: ignored
  await message.fill("How do I snooze a nudge until later?");
  await page.getByRole("button", { name: "Send", exact: true }).click();
  await expectToast(page, "AI Response Ready");
  const conversation = page.getByRole("log", { name: "Conversation" });
  await expect(conversation.locator('[data-from="user"]')).toContainText("How do I snooze a nudge until later?");
  await expect(conversation.locator('[data-from="assistant"]').last()).toContainText(knowledge.content);
  await closeToasts(page);

  // Money questions go to a person.
  const refund = `Please refund my last payment (${run})`;
  await message.fill(refund);
  await message.press("Enter");
  await expectToast(page, "Request Submitted", "Your request has been forwarded to our support team for human review.");
  await expect(conversation.getByText("Forwarded to our team")).toBeVisible();
  const history = page.getByRole("list", { name: "Recent Support History" });
  await expect(history.getByRole("listitem")).toHaveCount(2);
  await expect(history.getByRole("listitem").first()).toContainText(refund.slice(0, 50));

  // Advice and Features tabs send their own types.
  await page.getByRole("tab", { name: "Advice" }).click();
  await page.getByLabel(/Who are you reaching out to/).fill("Ana");
  await message.fill("What should I say after a long silence?");
  await page.getByRole("button", { name: "Send", exact: true }).click();
  await expect(conversation.locator('[data-from="assistant"]').last()).toContainText("reach out to Ana");
  await page.evaluate(() => window.scrollTo(0, 0));
  await bothThemes(page, info, "support-panel");
  await page.getByRole("button", { name: "Clear Conversation" }).click();
  await expect(conversation).toHaveCount(0);
  await expect(history.getByRole("listitem")).toHaveCount(3);

  // When the server fails, the chat says so (docs/product.md#ai-support) instead of going quiet.
  await page.route("**/api/support", (route) =>
    route.fulfill({ status: 503, contentType: "application/json", body: JSON.stringify({ message: "Service unavailable" }) }),
  );
  await page.getByRole("tab", { name: "Support", exact: true }).click();
  await message.fill("Is anyone there?");
  await page.getByRole("button", { name: "Send", exact: true }).click();
  await expectToast(page, "Error", "Failed to process your request. Please try again.");
  await expect(conversation.locator('[data-from="assistant"]')).toHaveText(
    "I'm experiencing technical difficulties. Please try again in a moment.",
  );
  await page.unroute("**/api/support");
  await closeToasts(page);
  await signOut(page);

  // The admin resolves the refund request. docs/product.md#admin: the button is disabled while the reply is
  // empty; a reply of spaces only is refused with a toast and nothing is sent.
  await signIn(page, adminEmail);
  await page.goto("/admin");
  await page.getByRole("tab", { name: "Support Requests" }).click();
  const request = page.locator("li[data-request-id]").filter({ hasText: refund });
  await expect(request).toContainText("Requires Review");
  await expect(request).toContainText("pending");
  await expect(request).toContainText("Support");
  const advice = page.locator("li[data-request-id]").filter({ hasText: "What should I say after a long silence?" }).first();
  await expect(advice.locator("pre")).toHaveText(JSON.stringify({ contactName: "Ana" }, null, 2));
  await request.getByRole("button", { name: "Resolve" }).click();
  const panel = page.getByRole("dialog", { name: "Resolve Support Request" });
  await expect(panel).toContainText(refund);
  const resolveButton = panel.getByRole("button", { name: "Resolve & Notify User" });
  await expect(resolveButton).toBeDisabled();
  const updates: string[] = [];
  page.on("request", (r) => {
    if (r.method() === "PATCH" && r.url().includes("/api/admin/support/")) updates.push(r.url());
  });
  await panel.getByLabel("Your response").fill("   ");
  await expect(resolveButton).toBeEnabled();
  await resolveButton.click();
  await expectToast(page, "Response required", "Please provide a response before resolving the request");
  await expect(page.locator('[data-slot="toast"][data-variant="destructive"]')).toHaveCount(1);
  await expect(panel).toBeVisible();
  await snap(page, info, "admin-resolve-blank");
  await closeToasts(page);
  await panel.getByLabel("Your response").fill("");
  await expect(resolveButton).toBeDisabled();
  await panel.getByLabel("Your response").fill("  We've refunded your last payment; it shows in 3-5 days.  ");
  await snap(page, info, "admin-resolve");
  await resolveButton.click();
  await expectToast(page, "Support request updated successfully");
  expect(updates).toHaveLength(1); // the real reply only: the blank one was never sent
  await expect(panel).toBeHidden();
  await expect(request).toContainText("resolved");
  await expect(request).toContainText("We've refunded your last payment; it shows in 3-5 days.");
  await expect(request.getByRole("button", { name: "Resolve" })).toHaveCount(0);
  // The reply reached Maya's device as a push.
  await expect.poll(() => pushesTitled(push, "Nudge Support replied").length).toBe(1);
  expect(pushesTitled(push, "Nudge Support replied")[0]!.json).toMatchObject({
    body: "We've refunded your last payment; it shows in 3-5 days.",
    data: { url: "/dashboard?tab=support" },
  });
  await advice.getByRole("button", { name: "Escalate" }).click();
  await expect(advice).toContainText("escalated");
  await bothThemes(page, info, "admin-support");

  // Push Notifications: a campaign to Maya, created as a draft and sent.
  await page.getByRole("tab", { name: "Push Notifications" }).click();
  const campaignForm = page.getByRole("form", { name: "Create push campaign" });
  await expect(campaignForm.getByText("Users", { exact: true })).toHaveCount(0); // target "all": no user field
  await campaignForm.getByRole("button", { name: "Create Campaign" }).click();
  await expect(campaignForm.getByText("Title is required")).toBeVisible();
  const title = `Spring check-in (${run})`;
  await campaignForm.getByLabel("Title").fill(title);
  await campaignForm.getByLabel("Message").fill("Three people you haven't talked to in a while are waiting.");
  await campaignForm.getByRole("combobox", { name: "Target" }).click();
  await page.getByRole("option", { name: "Specific users" }).click();
  await campaignForm.getByLabel("Search users").fill(userEmail);
  await campaignForm.getByRole("checkbox").check();
  await campaignForm.getByLabel(/URL/).fill("/dashboard");
  await snap(page, info, "admin-campaign-form");
  await campaignForm.getByRole("button", { name: "Create Campaign" }).click();
  await expectToast(page, "Push campaign created successfully");
  const campaign = page.locator("li[data-campaign-id]").filter({ hasText: title });
  await expect(campaign).toContainText("Draft");
  await expect(campaign).toContainText("Has URL");
  await expect(campaign).toContainText("Specific users");
  await expect(campaign).toContainText("Maya Patel");
  await bothThemes(page, info, "admin-campaigns");
  // Send Now asks first, counting whom it reaches: Maya, on the one device she subscribed.
  await campaign.getByRole("button", { name: "Send Now" }).click();
  const confirm = page.getByRole("alertdialog", { name: "Send to 1 person now?" });
  await expect(confirm).toContainText("goes at once to their 1 device with notifications on.");
  await confirm.getByRole("button", { name: "Send" }).click();
  await expectToast(page, "Push campaign sent successfully");
  await expect(campaign).toContainText("Sent");
  await expect(campaign.getByRole("button", { name: "Send Now" })).toHaveCount(0);
  // The queue consumer in the running app delivers it to Maya's device and counts it.
  await expect.poll(() => pushesTitled(push, title).length, { timeout: 20_000 }).toBe(1);
  expect(pushesTitled(push, title)[0]!.json).toEqual({
    title,
    body: "Three people you haven't talked to in a while are waiting.",
    data: { campaignId: expect.any(Number), url: "/dashboard" },
  });
  await expect(async () => {
    await page.reload();
    await page.getByRole("tab", { name: "Push Notifications" }).click();
    await expect(campaign).toContainText(/Sent .* at .*delivered to 1 of 1 devices/, { timeout: 2000 });
  }).toPass({ timeout: 20_000 });
  await signOut(page);

  // Maya sees the team's reply in the app: told on arrival, the answer in the AI Support tab.
  await signIn(page, userEmail);
  await expectToast(page, "Nudge Support replied", "Open the AI Support tab to read the answer.");
  await page.getByRole("tab", { name: "AI Support" }).click();
  const reply = page.getByRole("region", { name: "Replies from our team" });
  await expect(reply).toContainText("We've refunded your last payment; it shows in 3-5 days.");
  await snap(page, info, "support-reply");
}
