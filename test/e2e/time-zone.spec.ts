import { expect, test, type Page } from "./fixtures";
import { inZone } from "../../worker/contracts/time-zone";
import { expectToast, signUp, snap, snapDark, openAccount, uniqueEmail } from "./helpers";

// The account dialog as a person sees it (a full-page shot would stretch the overlay).
const DIALOG = { fullPage: false };

// This browser lives in New York; the person says they live in Tokyo (13–14 hours apart), so a
// date computed in the wrong zone shows.
test.use({ timezoneId: "America/New_York" });

const settings = (page: Page) =>
  page.evaluate(async () =>
    (await fetch("/api/account/settings", { headers: { Authorization: `Bearer ${localStorage.getItem("auth_token")}` } })).json(),
  );

const pad = (n: number) => String(n).padStart(2, "0");
/** "YYYY-MM-DDTHH:mm" a day after `at`, in Tokyo (no DST there). */
const tomorrowInTokyo = (at: number) => {
  const t = inZone(at + 86_400_000, "Asia/Tokyo");
  return `${t.getFullYear()}-${pad(t.getMonth() + 1)}-${pad(t.getDate())}T${pad(t.getHours())}:${pad(t.getMinutes())}`;
};

test("the browser's zone is saved on first visit; a person picks their zone and quiet hours, and presets follow it", async ({
  page,
}, info) => {
  await signUp(page, "Kenji Sato", uniqueEmail("tz"), "correct horse");
  await expect.poll(() => settings(page)).toMatchObject({ timeZone: "America/New_York", timeZoneSet: true, quietHours: null });

  const dialog = await openAccount(page);
  const section = dialog.getByRole("region", { name: "Time zone & quiet hours" });
  await expect(section.getByRole("combobox", { name: "Time zone" })).toContainText("America/New York");

  // Searchable: a few letters of the city find it among ~400 zones.
  await section.getByRole("combobox", { name: "Time zone" }).click();
  await page.getByRole("combobox", { name: "Search time zones" }).fill("toky");
  // The picker's own options (the dialog's language select has options too).
  await expect(page.getByRole("listbox").getByRole("option")).toHaveText(["Asia/Tokyo (GMT+9)"]);
  await snap(page, info, "account-time-zone-picker", DIALOG);
  await page.getByRole("combobox", { name: "Search time zones" }).fill("qqq");
  await expect(page.getByText("No time zone found.")).toBeVisible();
  await page.getByRole("combobox", { name: "Search time zones" }).fill("tokyo");
  await page.getByRole("option", { name: "Asia/Tokyo (GMT+9)" }).click();
  await expect(section.getByRole("combobox", { name: "Time zone" })).toContainText("Asia/Tokyo (GMT+9)");
  await section.getByLabel("Quiet hours").check();
  await expect(section.getByLabel("From")).toHaveValue("22:00");
  await section.getByLabel("Until").fill("07:30");
  // Same start and end: said at once, and Save waits.
  await section.getByLabel("From").fill("07:30");
  await expect(section.getByText("Quiet hours must start and end at different times.")).toBeVisible();
  await expect(section.getByRole("button", { name: "Save time settings" })).toBeDisabled();
  await section.getByLabel("From").fill("22:00");
  await section.scrollIntoViewIfNeeded();
  await snap(page, info, "account-time-zone", DIALOG);
  await snapDark(page, info, "account-time-zone-dark", DIALOG);

  await section.getByRole("button", { name: "Save time settings" }).click();
  await expectToast(page, "Settings saved", "Quiet hours 22:00–07:30, Asia/Tokyo");
  expect(await settings(page)).toMatchObject({ timeZone: "Asia/Tokyo", timeZoneSet: true, quietHours: { start: "22:00", end: "07:30" } });
  await dialog.getByRole("button", { name: "Close", exact: true }).click();
  await expect(dialog).toBeHidden();

  // "Tomorrow" is tomorrow in Tokyo, at Tokyo's time of day, not New York's.
  const before = Date.now();
  await page.getByRole("button", { name: "Work Follow-up" }).click();
  const value = await page.getByLabel("Date & time").inputValue();
  expect([tomorrowInTokyo(before), tomorrowInTokyo(Date.now())]).toContain(value);

  // After a reload the saved zone (not the browser's) is still the one shown.
  await page.reload();
  await openAccount(page);
  await expect(page.getByRole("combobox", { name: "Time zone" })).toContainText("Asia/Tokyo");
  await expect(page.getByLabel("Until")).toHaveValue("07:30");
});
