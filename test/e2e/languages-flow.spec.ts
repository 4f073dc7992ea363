// The app used in Spanish and in Arabic from the first visit (issue 43): the browser's language is
// taken at sign-up and becomes the account's; the dashboard, the nudge's push and its buttons, the
// contacts and the history all speak it, and Arabic is laid out right to left throughout.
import { expect, test } from "./fixtures";
import { toLocalInputValue } from "../../src/lib/local-time";
import { catalog } from "./catalog";
import { bothThemes, deliverToServiceWorker, expectToast, uniqueEmail, useOwnNetwork } from "./helpers";
import { startLocalPush, subscribeAtPushService } from "./push";

const LANGUAGES = [
  { language: "es", locale: "es-ES", name: "Lucía Gómez", dir: "ltr" },
  { language: "ar", locale: "ar-EG", name: "ليلى حداد", dir: "rtl" },
] as const;

type Pushed = { notification: { title: string }; data: { labels: Record<string, string> } };

for (const { language, locale, name, dir } of LANGUAGES) {
  test.describe(`in ${language}`, () => {
    test.use({ locale });

    test(`signs up, schedules a nudge, gets its push, keeps a contact and reads the history, all in ${language}`, async ({
      page,
      context,
      baseURL,
    }, info) => {
      test.setTimeout(120_000);
      const w = catalog(language);
      await context.grantPermissions(["notifications"], { origin: baseURL });
      const local = await startLocalPush();
      try {
        // First visit: the browser's language, before any choice.
        await useOwnNetwork(page);
        await page.goto("/login?mode=signup");
        const html = page.locator("html");
        await expect(html).toHaveAttribute("lang", language);
        await expect(html).toHaveAttribute("dir", dir);
        await expect(page.getByRole("heading", { name: w("Create Account") })).toBeVisible();
        await page.getByLabel(w("Full Name")).fill(name);
        await page.getByLabel(w("Email")).fill(uniqueEmail(`flow-${language}`));
        await page.getByLabel(w("Password"), { exact: true }).fill("correct horse");
        await page.getByLabel(w("Confirm Password")).fill("correct horse");
        await page.getByRole("button", { name: w("Create Account") }).click();
        await expect(page.getByText(w("Step 2: Enable Notifications"))).toBeVisible();
        await bothThemes(page, info, `flow-${language}-step-2`);
        await page.getByRole("link", { name: w("Continue to Dashboard") }).click();
        await expect(page).toHaveURL(/\/dashboard$/);

        // The account took the browser's language.
        const token = await page.evaluate(() => localStorage.getItem("auth_token"));
        const headers = { Authorization: `Bearer ${token}` };
        const settings = await (await page.request.get("/api/account/settings", { headers })).json();
        expect(settings.language).toBe(language);

        // A nudge scheduled from the form, answered in the language.
        await expect(page.getByRole("heading", { name: w("Schedule a nudge") })).toBeVisible();
        await page.getByLabel(w("Person's name")).fill("Ana Souza");
        await page.getByLabel(w("Message")).fill("¿Qué tal el trabajo nuevo?");
        await page.getByLabel(w("Date & time")).fill(toLocalInputValue(new Date(Date.now() + 3 * 86_400_000)));
        await page.getByRole("button", { name: w("Schedule Nudge") }).click();
        await expectToast(page, w("Reminder Scheduled!"));
        await bothThemes(page, info, `flow-${language}-dashboard`);

        // Its push: the title and the notification's buttons in the account's language.
        expect((await subscribeAtPushService(page.request, headers, local)).res.status()).toBe(201);
        const remindAt = new Date(Date.now() + 2000).toISOString();
        const due = await page.request.post("/api/reminder", { headers, data: { targetName: "Ana", message: "Llámala", remindAt } });
        expect(due.status()).toBe(201);
        await expect.poll(() => local.push.messages().length, { timeout: 15_000 }).toBe(1);
        const pushed = local.push.messages()[0]!.json as Pushed;
        expect(pushed.notification.title).toBe(w("Time to reach out to {name}", { name: "Ana" }));
        expect(pushed.data.labels.done).toBe(w("Done"));
        await deliverToServiceWorker(page, baseURL!, pushed);
        const shown = () =>
          page.evaluate(async () =>
            (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => ({
              title: n.title,
              actions: (n as Notification & { actions: { title: string }[] }).actions.map((a) => a.title),
            })),
          );
        await expect.poll(shown).toEqual([{ title: w("Time to reach out to {name}", { name: "Ana" }), actions: expect.any(Array) }]);
        const [notification] = await shown();
        expect(notification!.actions).toContain(w("Done"));

        // Contacts: one added through the form, its card in the language.
        await page.getByRole("tab", { name: w("Contacts") }).click();
        await page.getByRole("button", { name: w("Add Contact") }).click();
        const dialog = page.getByRole("dialog", { name: w("Add Contact") });
        await dialog.getByLabel(w("Name")).fill("Ana Souza");
        await dialog.getByLabel(w("Phone")).fill("+34 612 345 678");
        await dialog.getByRole("button", { name: w("Save Contact") }).click();
        await expect(dialog).toBeHidden();
        const card = page.locator("li[data-contact-id]").filter({ has: page.getByRole("heading", { name: "Ana Souza", exact: true }) });
        await expect(card).toBeVisible();
        // The number as Spain writes it, and left to right, also inside Arabic.
        const phone = card.getByText("+34 612 34 56 78", { exact: true });
        await expect(phone).toBeVisible();
        expect(await phone.evaluate((el) => getComputedStyle(el).direction)).toBe("ltr");
        await bothThemes(page, info, `flow-${language}-contacts`);

        // History: the nudge that was sent, under the language's words.
        await page.getByRole("tab", { name: w("Nudge History") }).click();
        await expect(page.getByRole("tabpanel")).toContainText("Llámala");
        await bothThemes(page, info, `flow-${language}-history`);
        expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      } finally {
        await local.close();
      }
    });
  });
}
