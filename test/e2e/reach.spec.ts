// Issue 19, "every nudge reaches its person, or Nudge says so", as a person sees it: the
// confirm-email notice and its mailed link, the Account dialog's devices (a test push that arrives
// at the push service and the browser, removing one), the email switches, signing out everywhere,
// history's delivery words, the missed-nudges notice, and the pages an email's link opens.
import { expect, test, type Page } from "./fixtures";
import type { Delivery, MissedNudges } from "../../worker/contracts/delivery";
import type { Nudge } from "../../worker/contracts/nudges";
import {
  askFirst,
  bothThemes,
  chunkFile,
  deliverToServiceWorker,
  expectToast,
  nudgesOf,
  ownNetwork,
  pageCode,
  signUp,
  snap,
  snapDark,
  turnOnSwitch,
  uniqueEmail,
} from "./helpers";
import { mailedLink } from "./mail";
import { type LocalPush, startLocalPush, subscribeAtPushService } from "./push";
import { passToken } from "./turnstile";

/** Nothing on the page scrolls sideways (the layout fits the viewport, 390 px on the phone). */
async function expectNoSidewaysScroll(page: Page) {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
}

const tokenOf = (page: Page) => page.evaluate(() => localStorage.getItem("auth_token")!);

test("until the email is confirmed the dashboard asks for it; Resend speaks the server's words; the mailed link confirms it", async ({
  page,
}, info) => {
  const email = uniqueEmail("confirm");
  await signUp(page, "Ana Souza", email, "correct horse");
  const notice = page.getByRole("region", { name: "Confirm your email" });
  await expect(notice).toBeVisible();
  // The address is in the sentence's title: the notice stays short (see delivery-notices.tsx).
  await expect(notice.getByText("Open the link we sent you")).toHaveAttribute("title", email);
  await expectNoSidewaysScroll(page);
  await bothThemes(page, info, "confirm-email-notice", { fullPage: false });

  // A new link, then (3 an hour) the server's "too soon", both in its own words.
  await notice.getByRole("button", { name: "Resend email" }).click();
  await expectToast(page, "Confirmation email sent", `We've sent a new confirmation link to ${email}. It works for 24 hours.`);
  let refused: string | null = null;
  for (let i = 0; i < 4 && !refused; i++) {
    const answer = page.waitForResponse("**/api/auth/resend-verification");
    await notice.getByRole("button", { name: "Resend email" }).click();
    const res = await answer;
    if (res.status() === 429) refused = ((await res.json()) as { message: string }).message;
  }
  expect(refused).toBeTruthy();
  await expectToast(page, "Please wait a moment", refused!);

  // The link in the mail confirms the address; the dashboard stops asking.
  const link = await mailedLink(email, "/verify-email");
  await page.goto(link);
  await expect(page.getByRole("heading", { name: "Email confirmed" })).toBeVisible();
  await expect(page.getByText("Your email is confirmed.")).toBeVisible();
  await expectNoSidewaysScroll(page);
  await bothThemes(page, info, "verify-email-done");
  await page.getByRole("link", { name: "Go to your dashboard" }).click();
  await expect(page.getByRole("button", { name: "Schedule Nudge" })).toBeVisible();
  await expect(notice).toHaveCount(0);

  // Used once: opened again, the page says so and what to do.
  await page.goto(link);
  await expect(page.getByRole("heading", { name: "We couldn't confirm your email" })).toBeVisible();
  await expect(page.getByText("This confirmation link is invalid or has expired.", { exact: false })).toBeVisible();
  await bothThemes(page, info, "verify-email-failed");
});

test.describe("devices", () => {
  let local: LocalPush;
  test.beforeAll(async () => {
    local = await startLocalPush();
  });
  test.afterAll(() => local.close());

  /** A browser's subscription at the local push service, registered for the signed-in person. */
  async function addDevice(page: Page, label: string, respond: number[] = []) {
    const headers = { Authorization: `Bearer ${await tokenOf(page)}` };
    const { sub, res } = await subscribeAtPushService(page.request, headers, local, { label, respond });
    expect(res.status()).toBe(201);
    return sub;
  }

  test("the Account dialog lists them; Send test arrives at the push service and the browser; a refused one says why; Remove asks first", async ({
    page,
    context,
    baseURL,
  }, info) => {
    await context.grantPermissions(["notifications"], { origin: baseURL });
    await signUp(page, "Ben Okafor", uniqueEmail("devices"), "correct horse");
    // None yet: the dialog says how to turn notifications on.
    await page.getByRole("button", { name: "Account and privacy" }).click();
    const dialog = page.getByRole("dialog", { name: "Account & Privacy" });
    const devices = dialog.getByRole("region", { name: "Devices" });
    await expect(devices.getByText("No devices get your nudges yet")).toBeVisible();
    await expect(devices.getByText("open Nudge there and press Enable Push Notifications", { exact: false })).toBeVisible();
    await bothThemes(page, info, "devices-empty", { fullPage: false });
    await page.keyboard.press("Escape");

    await addDevice(page, "Chrome on Android");
    await addDevice(page, "Firefox on Windows", [403]);
    await page.getByRole("button", { name: "Account and privacy" }).click();
    const phone = devices.getByRole("listitem", { name: "Chrome on Android" });
    const laptop = devices.getByRole("listitem", { name: "Firefox on Windows" });
    await expect(phone).toContainText("No nudge delivered yet");
    await expect(laptop).toBeVisible();

    // The test push reaches the push service, decrypted, and the browser shows it.
    await phone.getByRole("button", { name: "Send test to Chrome on Android" }).click();
    await expectToast(page, "Test sent");
    await expect.poll(() => local.push.messages().length).toBe(1);
    const [message] = local.push.messages();
    expect(message!.json).toMatchObject({ title: "Test from Nudge" });
    // DevTools' push can be lost while the service worker is still starting (seen once in CI under
    // load): delivered again until the notification shows.
    await expect(async () => {
      await deliverToServiceWorker(page, baseURL!, message!.json);
      await expect
        .poll(async () => page.evaluate(async () => (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => n.title)), {
          timeout: 3000,
        })
        .toContain("Test from Nudge");
    }).toPass({ timeout: 15_000 });
    await expect(phone).toContainText("Last nudge delivered just now");

    // A push service that refuses: the toast and the row say why, in words.
    await laptop.getByRole("button", { name: "Send test to Firefox on Windows" }).click();
    await expectToast(page, "The test didn't arrive");
    await expect(laptop).toContainText("Last nudge didn't arrive:");
    await expectNoSidewaysScroll(page);
    await bothThemes(page, info, "devices-list", { fullPage: false });

    // Remove asks first; Cancel keeps it.
    await laptop.getByRole("button", { name: "Remove Firefox on Windows" }).click();
    const confirm = page.getByRole("alertdialog", { name: "Remove Firefox on Windows?" });
    await expect(confirm).toBeVisible();
    await bothThemes(page, info, "devices-remove-confirm", { fullPage: false });
    await confirm.getByRole("button", { name: "Cancel" }).click();
    await expect(laptop).toBeVisible();
    await laptop.getByRole("button", { name: "Remove Firefox on Windows" }).click();
    await confirm.getByRole("button", { name: "Remove" }).click();
    await expectToast(page, "Device removed", "Device removed. It won't get nudges any more.");
    await expect(laptop).toHaveCount(0);
    await expect(phone).toBeVisible();
  });
});

test("the email switches wait for a confirmed address; Sign out everywhere asks, then signs this browser out too", async ({
  page,
}, info) => {
  const email = uniqueEmail("switches");
  await signUp(page, "Caro Lind", email, "correct horse");
  const open = async () => {
    await page.getByRole("button", { name: "Account and privacy" }).click();
    return page.getByRole("dialog", { name: "Account & Privacy" }).getByRole("region", { name: "Nudges by email" });
  };
  let section = await open();
  await expect(section.getByText("Confirm your email address first", { exact: false })).toBeVisible();
  await expect(section.getByRole("switch", { name: "Email me when no device gets a nudge" })).toBeDisabled();
  await expect(section.getByRole("switch", { name: "Also email every nudge" })).toBeDisabled();
  await section.scrollIntoViewIfNeeded();
  await bothThemes(page, info, "email-switches-unconfirmed", { fullPage: false });

  await page.goto(await mailedLink(email, "/verify-email"));
  await expect(page.getByRole("heading", { name: "Email confirmed" })).toBeVisible();
  await page.getByRole("link", { name: "Go to your dashboard" }).click();
  section = await open();
  const fallback = section.getByRole("switch", { name: "Email me when no device gets a nudge" });
  await expect(fallback).toBeEnabled();
  await expect(fallback).toBeChecked();
  await turnOnSwitch(page, section, "Also email every nudge", { title: "Email settings saved", description: "Also email every nudge: on" });
  await section.scrollIntoViewIfNeeded();
  await bothThemes(page, info, "email-switches", { fullPage: false });
  await page.reload();
  section = await open();
  await expect(section.getByRole("switch", { name: "Also email every nudge" })).toBeChecked();

  // Everywhere: asks first, then this browser is signed out too and its old session is refused.
  const token = await tokenOf(page);
  const dialog = page.getByRole("dialog", { name: "Account & Privacy" });
  const everywhere = dialog.getByRole("button", { name: "Sign out everywhere" });
  const confirm = await askFirst(page, everywhere, "Sign out everywhere?", "calendar feed link stops working");
  await bothThemes(page, info, "sign-out-everywhere-confirm", { fullPage: false });
  await confirm.getByRole("button", { name: "Sign out everywhere" }).click();
  await expectToast(page, "Signed out everywhere", /signed out on every device/);
  await expect(page).toHaveURL(/\/login$/);
  expect((await page.request.get("/api/auth/me", { headers: { Authorization: `Bearer ${token}` } })).status()).toBe(401);
});

// The scheduler's delivery records land with the server's scheduler work: until then the history
// and the missed count are answered here, in the shapes the API gives (worker/contracts).
test(
  "Nudge History says how each nudge went out, with details on a tap; the dashboard says when nudges reached no one",
  { tag: "@layout" },
  async ({ page }, info) => {
    await signUp(page, "Dev Patel", uniqueEmail("history"), "correct horse");
    const at = (minutesAgo: number) => new Date(Date.now() - minutesAgo * 60_000).toISOString();
    const nudge = (id: number, targetName: string, delivery: Delivery | null): Nudge => ({
      id,
      userId: 1,
      targetName,
      message: `Check in with ${targetName}`,
      phoneNumber: null,
      remindAt: at(id * 60),
      url: null,
      sent: true,
      sentAt: at(id * 60),
      saved: false,
      createdAt: at(id * 60 + 600),
      doneAt: null,
      snoozedUntil: null,
      delivery,
      recurrence: null,
    });
    const history = [
      nudge(1, "Ana", {
        status: "delivered",
        devices: [
          { label: "Chrome on Android", status: "delivered", at: at(60), reason: null },
          { label: "Firefox on Windows", status: "delivered", at: at(60), reason: null },
        ],
        email: null,
      }),
      nudge(2, "Ben", {
        status: "delivered",
        devices: [
          { label: "Chrome on Android", status: "delivered", at: at(120), reason: null },
          { label: null, status: "gone", at: at(120), reason: "The browser's push service said this subscription no longer exists" },
        ],
        email: null,
      }),
      nudge(3, "Caro", { status: "emailed", devices: [], email: { status: "sent", at: at(190), reason: null } }),
      nudge(4, "Dara", {
        status: "emailed",
        devices: [{ label: "Safari on iPhone", status: "expired", at: at(250), reason: "The device stayed offline" }],
        email: { status: "sent", at: at(250), reason: null },
      }),
      nudge(5, "Eli", {
        status: "retrying",
        devices: [{ label: "Chrome on Android", status: "retrying", at: at(300), reason: "The push service is busy" }],
        email: { status: "waiting", at: at(300), reason: null },
      }),
      nudge(6, "Fay", { status: "not_delivered", devices: [], email: null }),
      nudge(7, "Gus", null),
    ];
    await page.route("**/api/nudge-history", (route) => route.fulfill({ json: history }));
    // The missed count is one of the dashboard's first reads (its route's loader).
    // Both six hours ago (today, or before 6 AM since yesterday), with the address not confirmed.
    const missedNudges: MissedNudges = {
      count: 2,
      since: at(7 * 24 * 60),
      firstAt: at(6 * 60),
      lastAt: at(6 * 60),
      reasons: ["no_device", "email_unconfirmed"],
      channels: { devices: 0, email: "unconfirmed" },
    };
    await page.route("**/api/delivery/missed", (route) => route.fulfill({ json: missedNudges }));
    await page.reload();

    const missed = page.getByRole("region", { name: /^2 nudges reached no device (today|since yesterday)$/ });
    await expect(missed).toBeVisible();
    await expect(missed).toContainText("No device had notifications on, and your email address isn't confirmed yet.");
    await expect(missed.getByRole("button", { name: "Turn on notifications" })).toBeVisible();
    await expect(missed.getByRole("button", { name: "Confirm my email" })).toBeVisible();
    // One notice at a time: the missed one carries the confirm-email fix.
    await expect(page.getByRole("region", { name: "Confirm your email" })).toHaveCount(0);
    await expectNoSidewaysScroll(page);
    await bothThemes(page, info, "missed-nudges-notice", { fullPage: false });

    await page.getByRole("tab", { name: "Nudge History" }).click();
    const panel = page.getByRole("tabpanel");
    const row = (name: string) =>
      info.project.name === "phone"
        ? panel.getByRole("listitem").filter({ has: page.getByRole("heading", { name }) })
        : panel.getByRole("row").filter({ hasText: `Check in with ${name}` });
    await expect(row("Ana")).toContainText("Delivered to 2 devices");
    await expect(row("Ben")).toContainText("Delivered to 1 device");
    await expect(row("Caro")).toContainText("Sent by email — no device had notifications on");
    await expect(row("Dara")).toContainText("Sent by email — no device accepted it");
    await expect(row("Eli")).toContainText("Still trying to deliver…");
    await expect(row("Fay")).toContainText("Not delivered — no device had notifications on, and your email address isn't confirmed yet");
    await expect(row("Gus")).toBeVisible();
    await expect(row("Gus").getByRole("button", { expanded: false })).toHaveCount(0);

    // Which device, and why: a tap unfolds it.
    await row("Ben").getByRole("button", { name: "Delivered to 1 device" }).click();
    await expect(row("Ben")).toContainText("Unknown browser");
    await expect(row("Ben")).toContainText("Notifications were turned off there, so the device was removed");
    await row("Fay")
      .getByRole("button", { name: /Not delivered/ })
      .click();
    await expect(row("Fay").getByRole("button", { name: "Confirm my email" })).toBeVisible();
    await expectNoSidewaysScroll(page);
    await snap(page, info, "history-delivery");
    await expect(row("Ben")).toContainText("Unknown browser");
    await snapDark(page, info, "history-delivery-dark");

    // At 360 px, the narrowest phone, nothing scrolls sideways either.
    if (info.project.name === "phone") {
      await page.setViewportSize({ width: 360, height: 780 });
      await expectNoSidewaysScroll(page);
    }
  },
);

// The same, end to end: nudges the scheduler sends, to no one and to a device at the local push service.
// The scheduler's records are the same on any screen (@desktop): the phone's words are checked above.
test("a nudge that reached no one says so in history and on the dashboard; one a device took says so too", { tag: "@desktop" }, async ({
  page,
}) => {
  const local = await startLocalPush();
  try {
    await signUp(page, "Ivo Marsh", uniqueEmail("real"), "correct horse");
    const headers = { Authorization: `Bearer ${await tokenOf(page)}` };
    const { schedule, deliveryOf } = nudgesOf(page.request, headers);

    // No device, email not confirmed: nobody could be reached.
    await schedule("Jo");
    await expect.poll(() => deliveryOf("Jo"), { timeout: 20_000 }).toBe("not_delivered");
    // A device at the local push service takes the next one.
    await subscribeAtPushService(page.request, headers, local, { label: "Chrome on Linux" });
    await schedule("Kim");
    await expect.poll(() => deliveryOf("Kim"), { timeout: 20_000 }).toBe("delivered");

    await page.reload();
    await expect(page.getByRole("region", { name: /^1 nudge reached no device (just now|\d+ minutes? ago)$/ })).toBeVisible();
    await page.getByRole("tab", { name: "Nudge History" }).click();
    const panel = page.getByRole("tabpanel");
    await expect(panel.getByRole("row").filter({ hasText: "Call Jo" })).toContainText(
      "Not delivered — no device had notifications on, and your email address isn't confirmed yet",
    );
    const kim = panel.getByRole("row").filter({ hasText: "Call Kim" });
    await expect(kim).toContainText("Delivered to 1 device");
    await kim.getByRole("button", { name: "Delivered to 1 device" }).click();
    await expect(kim).toContainText("Chrome on Linux");
  } finally {
    await local.close();
  }
});

test.describe("pages an email's link opens", () => {
  // One viewport is enough for the server round trip (@phone); both are screenshotted below.
  test("a nudge email's Mark done link marks it done once; a bad link says what to do", { tag: "@phone" }, async ({ page }, info) => {
    const local = await startLocalPush();
    const { push } = local;
    try {
      const signup = await page.request.post("/api/auth/signup", {
        data: {
          name: "Hana",
          email: uniqueEmail("done"),
          password: "secret-pass",
          confirmPassword: "secret-pass",
          turnstileToken: passToken(),
        },
        headers: ownNetwork(),
      });
      const headers = { Authorization: `Bearer ${(await signup.json()).token}` };
      await subscribeAtPushService(page.request, headers, local);
      await page.request.post("/api/reminder", {
        headers,
        data: { targetName: "Ana", message: "Ask how the new job is going", remindAt: new Date(Date.now() + 2000).toISOString() },
      });
      await expect.poll(() => push.messages().length, { timeout: 15_000 }).toBe(1);
      const { actionToken } = (push.messages()[0]!.json as { data: { actionToken: string } }).data;

      await page.goto(`/nudge-done?token=${actionToken}`);
      await expect(page.getByRole("heading", { name: "Marked done" })).toBeVisible();
      await expect(page.getByText("Counted as being in touch with Ana.")).toBeVisible();
      await bothThemes(page, info, "nudge-done");
      await page.goto(`/nudge-done?token=${actionToken}`);
      await expect(page.getByRole("heading", { name: "Already done" })).toBeVisible();
      await page.goto(`/nudge-done?token=${"x".repeat(43)}`);
      await expect(page.getByRole("heading", { name: "This link has expired" })).toBeVisible();
      await bothThemes(page, info, "nudge-done-expired");
    } finally {
      await local.close();
    }
  });

  test("a nudge email's links: Mark done marks it done; Stop nudge emails explains, asks for a press, then turns them off", async ({
    page,
  }, info) => {
    // A confirmed address and no device: the nudge comes by email, with both links.
    const email = uniqueEmail("emailed");
    const signup = await page.request.post("/api/auth/signup", {
      data: { name: "Lena", email, password: "secret-pass", confirmPassword: "secret-pass", turnstileToken: passToken() },
      headers: ownNetwork(),
    });
    const headers = { Authorization: `Bearer ${(await signup.json()).token}` };
    const verify = new URL(await mailedLink(email, "/verify-email"), "http://x").searchParams.get("token");
    expect((await page.request.post("/api/auth/verify-email", { data: { token: verify } })).status()).toBe(200);
    await page.request.post("/api/reminder", {
      headers,
      data: { targetName: "Mo", message: "Wish Mo luck for the exam", remindAt: new Date(Date.now() + 1500).toISOString() },
    });
    const unsubscribe = await mailedLink(email, "/unsubscribe");
    const done = await mailedLink(email, "/nudge-done");

    await page.goto(done);
    await expect(page.getByRole("heading", { name: "Marked done" })).toBeVisible();
    await expect(page.getByText("Counted as being in touch with Mo.")).toBeVisible();

    await page.goto(unsubscribe);
    await expect(page.getByRole("heading", { name: "Turn off nudge emails?" })).toBeVisible();
    await expectNoSidewaysScroll(page);
    await bothThemes(page, info, "unsubscribe");
    await page.getByRole("button", { name: "Turn off nudge emails" }).click();
    await expect(page.getByRole("heading", { name: "Nudge emails are off" })).toBeVisible();
    await expect(page.getByText("You won't get nudge emails any more.", { exact: false })).toBeVisible();
    await bothThemes(page, info, "unsubscribe-done");
    const settings = (await (await page.request.get("/api/account/settings", { headers })).json()) as {
      emailFallback: boolean;
      emailEvery: boolean;
    };
    expect(settings).toMatchObject({ emailFallback: false, emailEvery: false });

    // A link that no longer works says so, in the server's words.
    await page.goto(`/unsubscribe?token=${"x".repeat(43)}`);
    await page.getByRole("button", { name: "Turn off nudge emails" }).click();
    await expect(page.getByRole("alert")).toContainText("This unsubscribe link is no longer valid.");
    await bothThemes(page, info, "unsubscribe-failed");
  });

  test("their code is their own: none of the dashboard's comes with them", async ({ page }) => {
    for (const path of ["/verify-email", "/unsubscribe", "/nudge-done"]) {
      const requested: string[] = [];
      const onRequest = (request: { url(): string }) => requested.push(new URL(request.url()).pathname);
      page.on("request", onRequest);
      await page.goto(path);
      await expect(page.getByRole("heading", { name: "Link incomplete" })).toBeVisible();
      await page.waitForLoadState("networkidle");
      page.off("request", onRequest);
      expect(
        requested.some((file) => pageCode(path).test(file)),
        path,
      ).toBe(true);
      expect(
        requested.filter((file) => pageCode("/dashboard").test(file) || chunkFile("active-nudges-panel", "delivery-notices").test(file)),
        path,
      ).toEqual([]);
    }
  });
});
