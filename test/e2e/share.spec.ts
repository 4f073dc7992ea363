// The share sheet (docs/product.md#interactions) as a person on Android uses it: another app shares
// a link to Nudge (the manifest's share_target opens /share with it), the person it names is
// guessed, and it becomes a logged contact, a note or a nudge. At 390 px and desktop, light and
// dark; nothing scrolls sideways at 360 px.
import { expect, test, type Page } from "./fixtures";
import { callApi, expectToast, signUp, snap, snapDark, uniqueEmail } from "./helpers";

const card = (page: Page, name: string) =>
  page.locator("li[data-contact-id]").filter({ has: page.getByRole("heading", { name, exact: true }) });

/** What Android opens when something is shared to the installed app (manifest share_target, GET). */
const share = (page: Page, shared: Record<string, string>) => page.goto(`/share?${new URLSearchParams(shared)}`);

test("the manifest makes Nudge a share target that opens the share sheet", async ({ request }) => {
  const manifest = await (await request.get("/manifest.webmanifest")).json();
  expect(manifest.share_target).toEqual({ action: "/share", method: "GET", params: { title: "title", text: "text", url: "url" } });
});

test("a shared link: the person it names is guessed, one tap changes who, and it is logged in their history", async ({ page }, info) => {
  await signUp(page, "Maya Patel", uniqueEmail("share"));
  await callApi(page, "/api/contacts", { name: "Ana Souza", phoneNumber: "+1 555 010 2030" });
  await callApi(page, "/api/contacts", { name: "Bruno Dias", phoneNumber: "+1 555 010 4050" });

  await share(page, { title: "Lisbon guide", text: "For Bruno's trip in May", url: "https://example.com/lisbon" });
  await expect(page.getByRole("heading", { name: "Share to Nudge", level: 1 })).toBeVisible();
  const who = page.getByLabel("Who is it about?");
  await expect(who.locator("option:checked")).toHaveText("Bruno Dias");
  await expect(page.getByText("Guessed from the names in what you shared.")).toBeVisible();
  await snap(page, info, "share-sheet");
  await snapDark(page, info, "share-sheet-dark");
  const size = page.viewportSize()!;
  await page.setViewportSize({ width: 360, height: size.height });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await page.setViewportSize(size);

  await who.selectOption({ label: "Ana Souza" });
  await expect(page.getByText("Guessed from the names in what you shared.")).toHaveCount(0);
  await page.getByRole("button", { name: "Log as contact" }).click();
  await expectToast(page, "Contact logged", "On Ana Souza's card.");
  await expect(page).toHaveURL(/\/dashboard\?tab=contacts$/);
  await card(page, "Ana Souza").getByRole("button", { name: "Ana Souza", exact: true }).click();
  const entry = card(page, "Ana Souza").getByRole("list", { name: "History with Ana Souza" }).getByRole("listitem");
  await expect(entry).toHaveCount(1);
  await expect(entry).toContainText("Shared: Lisbon guide — For Bruno's trip in May — https://example.com/lisbon");
  await expect(entry).toContainText("Shared");
  await expect(card(page, "Ana Souza")).toContainText("Last contact just now");
});

test("a shared message kept as a note, or made into a nudge with the message filled in", async ({ page }) => {
  await signUp(page, "Maya Patel", uniqueEmail("share-note"));
  await callApi(page, "/api/contacts", { name: "Bruno Dias", phoneNumber: "+1 555 010 4050" });

  await share(page, { text: "Bruno starts at Acme on Monday\nsend him a good-luck note" });
  await page.getByRole("button", { name: "Add as note" }).click();
  await expectToast(page, "Note added successfully!", "On Bruno Dias's card.");
  await card(page, "Bruno Dias").getByRole("button", { name: "Bruno Dias", exact: true }).click();
  await expect(card(page, "Bruno Dias").getByRole("list", { name: "Notes about Bruno Dias" })).toContainText(
    "Bruno starts at Acme on Monday\nsend him a good-luck note",
  );

  // Nobody named: a note needs a person first; a nudge leaves the name to fill in.
  await share(page, { text: "Call about the flat on Lisbon Street" });
  await expect(page.getByLabel("Who is it about?").locator("option:checked")).toHaveText("Choose a contact");
  await expect(page.getByRole("button", { name: "Add as note" })).toBeDisabled();
  await page.getByRole("button", { name: "Make a nudge" }).click();
  await expect(page.getByRole("tab", { name: "Active Nudges" })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByLabel("Message")).toHaveValue("Call about the flat on Lisbon Street");
  await expect(page.getByLabel("Person's name")).toBeFocused();
});
