// Issue 38, as a person meets it: a confirmed address, nudge emails turned off from an email's
// one-click link, and no device. Every screen then says why a nudge reached no one from what is
// really so (no device; emails turned off, not "no confirmed email"), in counts and times that read
// right for one nudge moments old, and offers the fix that applies: Account's email switch.
import { expect, test, type Page } from "./fixtures";
import { bothThemes, nudgesOf, signUp, snap, turnOnSwitch, uniqueEmail } from "./helpers";
import { mailedLink } from "./mail";

const noSidewaysScroll = async (page: Page) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

/** At 360 px, the narrowest phone, nothing scrolls sideways either (the phone project only). */
async function fitsNarrowest(page: Page, phone: boolean) {
  await noSidewaysScroll(page);
  if (!phone) return;
  const size = page.viewportSize()!;
  await page.setViewportSize({ width: 360, height: size.height });
  await noSidewaysScroll(page);
  await page.setViewportSize(size);
}

test("emails turned off from the email's link and no device: the pages say so, and Account turns them back on", async ({ page }, info) => {
  test.setTimeout(90_000);
  const phone = info.project.name === "phone";
  const email = uniqueEmail("emails-off");
  await signUp(page, "Nia Brooks", email, "correct horse");
  const token = await page.evaluate(() => localStorage.getItem("auth_token")!);
  const headers = { Authorization: `Bearer ${token}` };
  await page.goto(await mailedLink(email, "/verify-email"));
  await expect(page.getByRole("heading", { name: "Email confirmed" })).toBeVisible();

  const { schedule, deliveryOf } = nudgesOf(page.request, headers);

  // The first nudge comes by email (no device); its footer's link turns nudge emails off.
  await schedule("Mo");
  await expect.poll(() => deliveryOf("Mo"), { timeout: 20_000 }).toBe("emailed");
  await page.goto(await mailedLink(email, "/unsubscribe"));
  await page.getByRole("button", { name: "Turn off nudge emails" }).click();
  await expect(page.getByRole("heading", { name: "Nudge emails are off" })).toBeVisible();
  // No device: it doesn't promise notifications there are none of.
  await expect(
    page.getByText("No device of yours has notifications on, so your nudges will only show in Nudge.", { exact: false }),
  ).toBeVisible();
  await expect(page.getByText("still arrive as notifications")).toHaveCount(0);
  await fitsNarrowest(page, phone);
  await bothThemes(page, info, "unsubscribe-done-no-device");

  // The next one reaches no one.
  await schedule("Pia");
  await expect.poll(() => deliveryOf("Pia"), { timeout: 20_000 }).toBe("not_delivered");

  await page.goto("/dashboard");
  const notice = page.getByRole("region", { name: /^1 nudge reached no device (just now|1 minute ago)$/ });
  await expect(notice).toBeVisible();
  await expect(notice).toContainText("No device had notifications on, and nudge emails are turned off.");
  await expect(notice.getByRole("button", { name: "Turn on notifications" })).toBeVisible();
  await expect(notice.getByRole("button", { name: "Turn nudge emails back on" })).toBeVisible();
  await expect(notice.getByRole("button", { name: "Confirm my email" })).toHaveCount(0);
  await expect(notice).not.toContainText(/last week|them|didn't get through/);
  await fitsNarrowest(page, phone);
  await bothThemes(page, info, "missed-emails-off-notice", { fullPage: false });

  // History: the same reason, on the nudge itself.
  await page.getByRole("tab", { name: "Nudge History" }).click();
  const panel = page.getByRole("tabpanel");
  const row = (name: string) =>
    phone
      ? panel.getByRole("listitem").filter({ has: page.getByRole("heading", { name }) })
      : panel.getByRole("row").filter({ hasText: `Call ${name}` });
  await expect(row("Pia")).toContainText("Not delivered — no device had notifications on, and nudge emails are turned off");
  await expect(row("Mo")).toContainText("Sent by email — no device had notifications on");
  await row("Pia")
    .getByRole("button", { name: /^Not delivered/ })
    .click();
  await expect(row("Pia").getByRole("button", { name: "Turn nudge emails back on" })).toBeVisible();
  await fitsNarrowest(page, phone);
  await bothThemes(page, info, "history-emails-off");

  // Today: the nudge is not "nudged you", it is not delivered, as History says.
  await page.goto("/today");
  const today = (name: string) => page.getByRole("listitem").filter({ has: page.getByRole("heading", { name, exact: true }) });
  await expect(today("Pia")).toContainText(/Due (just now|\d+ minutes? ago) · Not delivered/);
  await expect(today("Mo")).toContainText(/Due (just now|\d+ minutes? ago) · Sent by email/);
  await expect(page.getByText(/Nudged you/)).toHaveCount(0);
  await fitsNarrowest(page, phone);
  await bothThemes(page, info, "today-not-delivered");

  // The fix: Account opens at its email switches, and turning one on says the missed nudge again.
  await page.goto("/dashboard");
  await notice.getByRole("button", { name: "Turn nudge emails back on" }).click();
  const dialog = page.getByRole("dialog", { name: "Account & Privacy" });
  const section = dialog.getByRole("region", { name: "Nudges by email" });
  await expect(section).toBeInViewport();
  const fallback = section.getByRole("switch", { name: "Email me when no device gets a nudge" });
  await expect(fallback).toBeFocused();
  await snap(page, info, "account-at-email-switches", { fullPage: false });
  await turnOnSwitch(page, section, "Email me when no device gets a nudge", {
    title: "Email settings saved",
    description: "Email me when no device gets a nudge: on",
  });
  await dialog.getByRole("button", { name: "Close", exact: true }).click();
  await expect(dialog).toHaveCount(0);
  await expect(notice).toContainText("No device had notifications on, and no email was sent.");
  await expect(notice.getByRole("button", { name: "Turn nudge emails back on" })).toHaveCount(0);
});
