// "Write it for me" (issue 42): Suggest a message offers three short drafts, from AI when the
// person has turned it on, else from their templates; a pick fills the message, never sends it.
import { expect, test, type Page } from "./fixtures";
import { askFirst, bothThemes, callApi, expectToast, openAccount, signUp, turnOnSwitch, uniqueEmail } from "./helpers";
import { setAiBehaviour } from "./openai";

const scheduleForm = (page: Page) => page.locator("form").filter({ has: page.getByRole("button", { name: "Schedule Nudge" }) });
const suggestions = (page: Page) => page.getByRole("region", { name: "Suggested messages" });
const drafts = (page: Page) =>
  suggestions(page)
    .getByRole("button")
    .filter({ hasText: /^(Warm|Brief|Playful)/ });

/** Ana Souza with a note, as the drafts find her; gives back her id. */
async function addAna(page: Page) {
  const ana = await callApi(page, "/api/contacts", { name: "Ana Souza", phoneNumber: "+1 555 010 2030" });
  await callApi(page, `/api/contacts/${ana.id}/bookmarks`, { note: "New job at Acme" });
  // The dashboard read its contacts before she was there.
  await page.reload();
  return ana.id;
}

async function turnOnAiDrafts(page: Page) {
  const account = await openAccount(page);
  const section = account.getByRole("region", { name: "Message drafts" });
  await turnOnSwitch(page, section, "Write drafts with AI", {
    title: "AI drafts turned on",
    description: "Suggest a message now asks AI for drafts.",
  });
  await expect(section).toContainText("When on, each time you ask, this goes to");
  await expect(section).toContainText("Never your other contacts");
  await account.getByRole("button", { name: "Close" }).click();
  await expect(account).toBeHidden();
}

test(
  "with AI drafts off, Suggest a message offers templates, says so, and leads to the setting",
  { tag: "@layout" },
  async ({ page }, info) => {
    await signUp(page, "Maya Patel", uniqueEmail("drafts-off"));
    const form = scheduleForm(page);
    // Nothing to suggest for nobody: the button comes with a name.
    await expect(form.getByRole("button", { name: "Suggest a message" })).toHaveCount(0);
    await form.getByLabel("Person's name").fill("Ana Souza");
    await form.getByRole("button", { name: "Suggest a message" }).click();
    await expect(suggestions(page)).toContainText("AI drafts are off.");
    await expect(drafts(page).first()).toBeVisible();
    await bothThemes(page, info, "drafts-templates");

    await suggestions(page).getByRole("button", { name: "Turn on AI drafts" }).click();
    const account = page.getByRole("dialog", { name: "Account & Privacy" });
    await expect(account.getByRole("switch", { name: "Write drafts with AI" })).toBeFocused();
    await expect(account.getByRole("switch", { name: "Write drafts with AI" })).not.toBeChecked();
    await bothThemes(page, info, "drafts-account-section", { fullPage: false });
  },
);

test("turned on, AI drafts about the person fill the message, which is edited and scheduled", async ({ page }, info) => {
  await signUp(page, "Maya Patel", uniqueEmail("drafts-ai"));
  const anaId = await addAna(page);
  await turnOnAiDrafts(page);
  await setAiBehaviour("answer");
  try {
    await page.getByRole("button", { name: /Weekly Check-in/ }).click();
    const form = scheduleForm(page);
    await form.getByLabel("Person's name").fill("Ana Souza");
    const asked = page.waitForRequest((req) => req.url().endsWith("/api/drafts"));
    await form.getByRole("button", { name: "Suggest a message" }).click();
    expect((await asked).postDataJSON()).toMatchObject({ targetName: "Ana Souza", contactId: anaId, purpose: "check-in", source: "ai" });
    await expect(suggestions(page)).toContainText("Written by AI");
    await expect(drafts(page)).toHaveCount(3);
    // Each draft says what it drew on: her note.
    const warm = drafts(page).filter({ hasText: /^Warm/ });
    await expect(warm).toContainText(/new job at Acme/i);
    await expect(warm).toContainText("From ");
    await bothThemes(page, info, "drafts-ai");
    const text = (await warm.locator("span").nth(1).innerText()).trim();
    await warm.click();
    await expect(suggestions(page)).toHaveCount(0);
    const message = form.getByLabel("Message");
    await expect(message).toHaveValue(text);
    await message.fill(`${text} Lunch soon?`);
    await form.getByRole("button", { name: "Schedule Nudge" }).click();
    await expectToast(page, "Reminder Scheduled!");
    await expect(page.getByText(`${text} Lunch soon?`)).toBeVisible();
  } finally {
    await setAiBehaviour("fail-500");
  }
});

test("with the AI failing, templates come with the reason, and the wait ends", async ({ page }, info) => {
  await signUp(page, "Maya Patel", uniqueEmail("drafts-failing"));
  await addAna(page);
  await turnOnAiDrafts(page);
  // Between tests the stand-in answers 500, as a failing provider would.
  await setAiBehaviour("fail-500");
  const form = scheduleForm(page);
  await form.getByLabel("Person's name").fill("Ana Souza");
  await form.getByRole("button", { name: "Suggest a message" }).click();
  await expect(suggestions(page)).toContainText(/not written by AI/i);
  await expect(suggestions(page).getByRole("status")).toHaveCount(0);
  await expect(drafts(page).first()).toBeVisible();
  await bothThemes(page, info, "drafts-ai-failing");
  await drafts(page).first().click();
  await expect(form.getByLabel("Message")).not.toHaveValue("");
});

test("drafts that never come stop after 15 s with Try again, which asks once more", async ({ page }) => {
  await page.clock.install();
  await signUp(page, "Maya Patel", uniqueEmail("drafts-wait"));
  // The server never answers: only the page's own limit ends the wait.
  await page.route("**/api/drafts", () => {});
  const form = scheduleForm(page);
  await form.getByLabel("Person's name").fill("Ana Souza");
  await form.getByRole("button", { name: "Suggest a message" }).click();
  await expect(suggestions(page).getByRole("status")).toHaveText("Writing a few drafts...");
  await page.clock.runFor(15_000);
  await expect(suggestions(page).getByRole("alert")).toContainText("That took too long, so we stopped waiting.");
  await expect(suggestions(page).getByRole("status")).toHaveCount(0);
  await page.unroute("**/api/drafts");
  await suggestions(page).getByRole("button", { name: "Try again" }).click();
  await expect(drafts(page).first()).toBeVisible();
});

test(
  "on the Contact card a picked draft is edited, and Send Text Message opens with those words",
  { tag: "@layout" },
  async ({ page }, info) => {
    await signUp(page, "Maya Patel", uniqueEmail("drafts-card"));
    await page.goto("/dashboard?action=contact&phone=%2B15550102030&message=Call%20Ana&name=Ana%20Souza");
    await expect(page.getByRole("heading", { name: "Contact Ana Souza" })).toBeVisible();
    await page.getByRole("button", { name: "Suggest a message" }).click();
    await expect(drafts(page).first()).toBeVisible();
    await bothThemes(page, info, "drafts-contact-card");
    await drafts(page).first().click();
    const words = page.getByLabel("Your message");
    await expect(words).not.toHaveValue("");
    // Nothing went anywhere: the links only now carry the words.
    await words.fill("Hi Ana, coffee this week?");
    await expect(page.getByRole("link", { name: "Send Text Message" })).toHaveAttribute(
      "href",
      "sms:+15550102030?body=Hi%20Ana%2C%20coffee%20this%20week%3F",
    );
    await bothThemes(page, info, "drafts-contact-card-edited");
  },
);

test("a template made in Message templates is a Quick Action that fills the message", async ({ page }, info) => {
  await signUp(page, "Maya Patel", uniqueEmail("drafts-templates"));
  await page.getByRole("button", { name: "Templates" }).click();
  const dialog = page.getByRole("dialog", { name: "Message templates" });
  await expect(dialog).toContainText("No templates yet.");
  await bothThemes(page, info, "drafts-templates-empty", { fullPage: false });
  await dialog.getByLabel("Name").fill("Long time");
  await dialog.getByLabel("Message").fill("Hi {nickname}, it's been a while!");
  await dialog.getByRole("button", { name: "Add template" }).click();
  await expect(dialog.getByText("{nickname} is not a placeholder Nudge fills")).toBeVisible();
  await dialog.getByLabel("Message").fill("Hi {first_name}, it's been a while!");
  await dialog.getByRole("button", { name: "Add template" }).click();
  await expectToast(page, "Template added", "Long time");
  await dialog.getByLabel("Name").fill("Birthday wishes");
  await dialog.getByLabel("Message").fill("Happy {age}th birthday, {first_name}!");
  await dialog.getByRole("button", { name: "Add template" }).click();
  await expect(dialog.getByRole("list", { name: "Your templates" }).getByRole("listitem")).toHaveCount(2);
  await bothThemes(page, info, "drafts-templates-list", { fullPage: false });
  // Its ✕, not Escape: Escape would close the toast first.
  await dialog.getByRole("button", { name: "Close" }).click();
  await expect(dialog).toBeHidden();

  const chips = page.getByRole("list", { name: "Your templates" });
  const form = scheduleForm(page);
  await form.getByLabel("Person's name").fill("Ana Souza");
  await chips.getByRole("button", { name: "Long time" }).click();
  await expect(form.getByLabel("Message")).toHaveValue("Hi Ana, it's been a while!");
  await bothThemes(page, info, "drafts-template-chips");

  // Nudge can't know her age: the form asks for words in its place.
  await chips.getByRole("button", { name: "Birthday wishes" }).click();
  await expect(form.getByLabel("Message")).toHaveValue("Happy {age}th birthday, Ana!");
  await form.getByLabel("Date & time").fill("2030-01-01T09:00");
  await form.getByRole("button", { name: "Schedule Nudge" }).click();
  await expect(form.getByText("Replace {age} with your own words before scheduling")).toBeVisible();
  await form.getByLabel("Message").fill("Happy birthday, Ana!");
  await form.getByRole("button", { name: "Schedule Nudge" }).click();
  await expectToast(page, "Reminder Scheduled!");

  // Beside the drafts too, filled in for her; the one that needs her age is left out.
  await form.getByLabel("Person's name").fill("Ana Souza");
  await form.getByRole("button", { name: "Suggest a message" }).click();
  const filled = suggestions(page).getByRole("list", { name: "Your templates, filled in" }).getByRole("button");
  await expect(filled).toHaveCount(1);
  await expect(filled).toContainText("Hi Ana, it's been a while!");
  await filled.click();
  await expect(form.getByLabel("Message")).toHaveValue("Hi Ana, it's been a while!");

  await page.getByRole("button", { name: "Templates" }).click();
  const confirm = await askFirst(
    page,
    dialog.getByRole("button", { name: "Delete template Long time" }),
    "Delete this template?",
    "Long time",
  );
  await confirm.getByRole("button", { name: "Delete" }).click();
  await expectToast(page, "Template deleted", "Long time");
  await expect(dialog.getByRole("list", { name: "Your templates" }).getByRole("listitem")).toHaveCount(1);
});

test("Edit Nudge and Reuse Nudge take a picked draft as the message", async ({ page }, info) => {
  const { headers } = await signUp(page, "Maya Patel", uniqueEmail("drafts-dialogs"));
  // One nudge sent a second from now (for Reuse), one waiting (for Edit).
  const soon = new Date(Date.now() + 1000).toISOString();
  await page.request.post("/api/reminder", { headers, data: { targetName: "Carla Reis", message: "Say happy birthday", remindAt: soon } });
  const later = new Date(Date.now() + 86_400_000).toISOString();
  await page.request.post("/api/reminder", { headers, data: { targetName: "Ana Souza", message: "Ask about the trip", remindAt: later } });
  await expect
    .poll(async () => ((await (await page.request.get("/api/nudge-history", { headers })).json()) as unknown[]).length, { timeout: 15_000 })
    .toBe(1);
  await page.reload();

  await page.getByRole("button", { name: "Edit nudge for Ana Souza" }).click();
  const edit = page.getByRole("dialog", { name: "Edit Nudge" });
  await edit.getByRole("button", { name: "Suggest a message" }).click();
  // In a dialog the way to the setting is told, not opened over it.
  await expect(suggestions(page)).toContainText("turn AI drafts on in Account & Privacy, under Message drafts");
  await bothThemes(page, info, "drafts-edit-dialog", { fullPage: false });
  const brief = drafts(page).filter({ hasText: /^Brief/ });
  const briefText = (await brief.locator("span").nth(1).innerText()).trim();
  await brief.click();
  await expect(edit.getByLabel("Message")).toHaveValue(briefText);
  await edit.getByRole("button", { name: "Save Changes" }).click();
  await expectToast(page, "Nudge updated successfully");

  await page.getByRole("tab", { name: "Nudge History" }).click();
  await page.getByRole("button", { name: "Reuse nudge for Carla Reis" }).click();
  const reuse = page.getByRole("dialog", { name: "Reuse Nudge" });
  await expect(reuse.getByLabel("Message")).toHaveValue("Say happy birthday");
  const warm = drafts(page).filter({ hasText: /^Warm/ });
  await reuse.getByRole("button", { name: "Suggest a message" }).click();
  const warmText = (await warm.locator("span").nth(1).innerText()).trim();
  await bothThemes(page, info, "drafts-reuse-dialog", { fullPage: false });
  await warm.click();
  await expect(reuse.getByLabel("Message")).toHaveValue(warmText);
  await reuse.getByRole("button", { name: "Schedule Nudge" }).click();
  await expectToast(page, "Nudge scheduled successfully", /We'll nudge you about Carla Reis on /);

  await page.getByRole("tab", { name: "Active Nudges" }).click();
  await expect(page.getByText(briefText)).toBeVisible();
  await expect(page.getByText(warmText)).toBeVisible();
});
