// Mail in (issue 41): the Account dialog's private address, used as a person would (copy it, make
// a new one), and a real mail handed to the Worker's email() handler through the local endpoint
// the Vite plugin serves for Email Workers (docs/testing.md), as Email Routing would hand it.
import { readFileSync } from "node:fs";
import type { APIRequestContext } from "@playwright/test";
import { expect, test, type Locator, type TestInfo } from "./fixtures";
import { expectToast, openAccount, ownNetwork, SCREENSHOTS, signUp, uniqueEmail } from "./helpers";
import { mailedLink } from "./mail";
import { passToken } from "./turnstile";

const ADDRESS = /^\d+\.(\d+)\.[0-9a-f]{24}@[a-z0-9.-]+$/;
// A real Thunderbird mail (test/fixtures/mail/README.md); only its From line becomes the account's.
const fixture = readFileSync(new URL("../fixtures/mail/alternative-enmime.eml", import.meta.url), "utf8");
const mailFrom = (email: string) => fixture.replace(/^From:.*$/m, `From: ${email}`);

const snapDialog = async (dialog: Locator, info: TestInfo, name: string) => {
  if (SCREENSHOTS) await dialog.screenshot({ path: `screenshots/${info.project.name}-${name}.png` });
};

/** Email Routing's part, played by the local endpoint: the envelope in the query, the message as the body. */
const sendMail = (request: APIRequestContext, from: string, to: string, raw: string) =>
  request.post(`/cdn-cgi/handler/email?from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`, {
    data: raw,
    headers: { "Content-Type": "message/rfc822" },
  });

test(
  "mail in: the Account dialog shows a private address to copy, and a new one replaces it",
  { tag: "@layout" },
  async ({ page, context }, info) => {
    await signUp(page, "Maya Patel", uniqueEmail("mail-in"));
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);

    const dialog = await openAccount(page);
    const section = dialog.getByRole("region", { name: "Mail in" });
    await expect(section.getByText("Only the subject, the date and the addresses are kept")).toBeVisible();
    await expect(section.getByText("web apps can't be a share target there")).toBeVisible();
    const field = section.getByLabel("Mail-in address");
    await expect(field).toHaveValue(ADDRESS);
    const first = await field.inputValue();
    expect(ADDRESS.exec(first)?.[1]).toBe("0");
    await section.getByRole("button", { name: "Copy" }).click();
    await expectToast(page, "Copied to clipboard");
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(first);
    await section.scrollIntoViewIfNeeded();
    await snapDialog(dialog, info, "mail-in");
    await page.emulateMedia({ colorScheme: "dark" });
    await expect(page.locator("html")).toHaveClass(/dark/);
    await snapDialog(dialog, info, "mail-in-dark");
    await page.emulateMedia({ colorScheme: "light" });

    // It asks first: the old address stops working.
    await section.getByRole("button", { name: "New address" }).click();
    const confirm = page.getByRole("alertdialog", { name: "Make a new mail-in address?" });
    await confirm.getByRole("button", { name: "Cancel" }).click();
    await expect(field).toHaveValue(first);
    await section.getByRole("button", { name: "New address" }).click();
    await confirm.getByRole("button", { name: "Make a new address" }).click();
    await expectToast(page, "New mail-in address");
    await expect(field).not.toHaveValue(first);
    expect(ADDRESS.exec(await field.inputValue())?.[1]).toBe("1");

    // Nothing in the section reaches past a narrow phone's edge.
    await page.setViewportSize({ width: 360, height: 800 });
    await section.scrollIntoViewIfNeeded();
    const overflow = await section.evaluate((el) => {
      const edge = el.getBoundingClientRect().right;
      return [...el.querySelectorAll("*")].filter((child) => child.getBoundingClientRect().right > edge + 0.5).length;
    });
    expect(overflow).toBe(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  },
);

test("mail in: a real mail through the local email endpoint logs an interaction; an old address is refused", { tag: "@desktop" }, async ({
  playwright,
  baseURL,
}) => {
  const network = ownNetwork();
  const request = await playwright.request.newContext({ baseURL, extraHTTPHeaders: network });
  const email = uniqueEmail("mail-in-endpoint");
  const signup = await request.post("/api/auth/signup", {
    data: { name: "Maya Patel", email, password: "correct horse", confirmPassword: "correct horse", turnstileToken: passToken() },
  });
  expect(signup.status(), await signup.text()).toBe(201);
  const headers = { Authorization: `Bearer ${(await signup.json()).token}` };
  const token = new URL(await mailedLink(email, "/verify-email"), "http://x").searchParams.get("token");
  expect((await request.post("/api/auth/verify-email", { data: { token } })).status()).toBe(200);
  const contact = await request.post("/api/contacts", { headers, data: { name: "Greg", email: "greg@inbucket.com" } });
  expect(contact.status()).toBe(201);
  const contactId = (await contact.json()).id as number;
  const old = (await (await request.get("/api/mail-in", { headers })).json()).address as string;

  const sent = await sendMail(request, email, old, mailFrom(email));
  expect(await sent.text()).toBe("Worker successfully processed email");
  expect(sent.status()).toBe(200);
  const logged = await (await request.get(`/api/interactions?contactId=${contactId}`, { headers })).json();
  expect(logged).toMatchObject([{ title: "Multipart Mixed", source: "mail", at: "2012-10-19T19:22:49.000Z" }]);

  await request.post("/api/mail-in/rotate", { headers });
  const refused = await sendMail(request, email, old, mailFrom(email));
  expect(refused.status()).toBe(400);
  expect(await refused.text()).toBe(
    "Worker rejected email with the following reason: This Nudge address does not exist, or was replaced by a newer one.",
  );
  await request.dispose();
});
