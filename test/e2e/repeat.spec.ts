// Repeating nudges (issue 24): schedule one, see it delivered by the real scheduler and the next
// one waiting, edit all future ones, and skip one.
import { expect, test, type Page } from "./fixtures";
import { toLocalInputValue } from "../../src/lib/local-time";
import { expectToast, reloadUntilListed, signUp, snap, snapDark, uniqueEmail } from "./helpers";

const DAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];
const nudgeItem = (page: Page, text: string) => {
  const panel = page.getByRole("tabpanel");
  return panel.getByRole("row").or(panel.getByRole("listitem")).filter({ hasText: text });
};

test("a weekly nudge: delivered, the next one waits a week on; edit all after it, skip one", async ({ page }, info) => {
  await signUp(page, "Maya Patel", uniqueEmail("repeat"), "correct horse");
  // Due in a few seconds (the field takes seconds too), so the real scheduler sends it during the test.
  const due = new Date(Date.now() + 8_000);
  if (due.getSeconds() === 0) due.setSeconds(1);
  await page.getByLabel("Person's name").fill("Ana");
  await page.getByLabel("Message").fill("Call Mum");
  await page.getByLabel("Date & time").fill(`${toLocalInputValue(due)}:${String(due.getSeconds()).padStart(2, "0")}`);
  const weekly = `Every week on ${DAYS[due.getDay()]}`;
  await page.getByLabel("Repeat").selectOption({ label: weekly });
  await page.getByLabel("Ends").selectOption({ label: "After a number of times" });
  await page.getByLabel("How many times").fill("4");
  await snap(page, info, "repeat-form", { fullPage: false });
  await page.getByRole("button", { name: "Schedule Nudge" }).click();
  await expectToast(page, "Reminder Scheduled!", /We'll nudge you about Ana on /);
  await expect(nudgeItem(page, "Call Mum")).toContainText(`${weekly}, 4 times`);

  // Sent: it moves to history, and the next one (a week on) waits in its place. The alarm makes the
  // next one just after it takes the sent one (a second D1 batch), so a reload in between shows
  // neither: reload until it is there.
  await reloadUntilListed(page, "Nudge History", "Ana");
  await reloadUntilListed(page, "Active Nudges", "Call Mum", { showing: "in 1 week" });
  const next = nudgeItem(page, "Call Mum");
  await expect(next).toContainText(`${weekly}, 4 times`);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(await page.evaluate(() => window.innerWidth));
  await snap(page, info, "repeat-pending");
  await snapDark(page, info, "repeat-pending-dark");

  await next.getByRole("button", { name: /^Edit/ }).click();
  const edit = page.getByRole("dialog", { name: "Edit Nudge" });
  await expect(edit.getByLabel("Repeat")).toHaveValue("weekly");
  await edit.getByLabel("Message").fill("Call Mum and Dad");
  await edit.getByLabel("This one and all after it").check();
  await snap(page, info, "repeat-edit", { fullPage: false });
  await snapDark(page, info, "repeat-edit-dark", { fullPage: false });
  await edit.getByRole("button", { name: "Save Changes" }).click();
  await expectToast(page, "Nudge updated successfully");
  const changed = nudgeItem(page, "Call Mum and Dad");
  await expect(changed).toContainText(weekly);

  await changed.getByRole("button", { name: /^Delete/ }).click();
  const confirm = page.getByRole("alertdialog", { name: "Delete this nudge?" });
  await expect(confirm).toContainText("The nudge for Ana will be deleted. This cannot be undone.");
  await expect(confirm.getByLabel("Only this one: the next comes as usual")).toBeChecked();
  await snap(page, info, "repeat-delete", { fullPage: false });
  await snapDark(page, info, "repeat-delete-dark", { fullPage: false });
  await confirm.getByRole("button", { name: "Delete" }).click();
  await expectToast(page, "Nudge deleted successfully", "The next one is scheduled as usual.");
  await expect(nudgeItem(page, "Call Mum and Dad")).toContainText("in 2 weeks");
});
