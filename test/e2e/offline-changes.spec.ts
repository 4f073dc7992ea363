// Changes made offline show in their lists at once, marked "Waiting to send", also after a reload
// offline; once they are sent the server's rows take their place, with no duplicate and no
// flash of what was there before (issue 38, item 14).
import { expect, test, type Page } from "./fixtures";
import { addDays, toLocalInputValue } from "../../src/lib/local-time";
import { expectToast, snap, snapDark } from "./helpers";
import { fitsAt360, pending, nudgesOnServer, savedOffline, setOffline, signUpWithNudgeListed, signUpWithServiceWorker } from "./offline";

/**
 * From now on, every text the page's tab panel shows, as the page draws it: whether `gone` ever
 * shows again, and the most rows holding `once` at the same time.
 */
const watchPanel = (page: Page, gone: string, once: string) =>
  page.evaluate(
    ([gone, once]) => {
      const seen = { gone: false, most: 0 };
      (window as unknown as { seen: typeof seen }).seen = seen;
      const look = () => {
        const panel = document.querySelector('[role="tabpanel"]');
        if (!panel) return;
        if (panel.textContent?.includes(gone)) seen.gone = true;
        const rows = [...panel.querySelectorAll("tr, li")].filter((row) => row.textContent?.includes(once));
        seen.most = Math.max(seen.most, rows.length);
      };
      new MutationObserver(look).observe(document.body, { subtree: true, childList: true, characterData: true });
      look();
    },
    [gone, once],
  );
const seenInPanel = (page: Page) => page.evaluate(() => (window as unknown as { seen: { gone: boolean; most: number } }).seen);

test("a nudge scheduled or edited offline shows in Pending Nudges at once, waiting to send; back online the server's rows replace them", async ({
  page,
  request,
}, info) => {
  const token = await signUpWithNudgeListed(page, request, "Ola Nordmann", "Ana Souza");
  await savedOffline(page, "Ana Souza");
  await setOffline(page, true);

  // Scheduled offline: in the list at once, in time order, waiting to send.
  await page.getByLabel("Person's name").fill("Ben Okafor");
  await page.getByLabel("Message").fill("Congratulate him on the move");
  await page.getByLabel("Date & time").fill(toLocalInputValue(addDays(new Date(), 3)));
  await page.getByRole("button", { name: "Schedule Nudge" }).click();
  await expectToast(page, "Saved on this device", "Your nudge about Ben Okafor will be scheduled as soon as you're back online.");
  await expect(pending(page, "Ben Okafor")).toContainText("Congratulate him on the move");
  await expect(pending(page, "Ben Okafor")).toContainText("Waiting to send");
  // It is not on the server yet, so it can be changed once it is sent.
  await expect(pending(page, "Ben Okafor").getByRole("button", { name: "Edit nudge for Ben Okafor" })).toBeDisabled();

  // Edited offline: the new text at once, waiting to send; the toast doesn't claim it is updated.
  await pending(page, "Ana Souza").getByRole("button", { name: "Edit nudge for Ana Souza" }).click();
  const dialog = page.getByRole("dialog", { name: "Edit Nudge" });
  await dialog.getByLabel("Message").fill("Ask about the trip");
  await dialog.getByRole("button", { name: "Save Changes" }).click();
  await expectToast(page, "Saved on this device", "Your change will be sent as soon as you're back online.");
  await expect(dialog).toBeHidden();
  await expect(pending(page, "Ana Souza")).toContainText("Ask about the trip");
  await expect(pending(page, "Ana Souza")).toContainText("Waiting to send");
  await expect(page.getByRole("tabpanel")).not.toContainText("Say hi");
  await page.locator('[data-slot="toast-close"]').click();
  await fitsAt360(page);
  await snap(page, info, "offline-changes-waiting");
  await snapDark(page, info, "offline-changes-waiting-dark");

  // A reload offline keeps both, still waiting.
  await page.reload();
  await expect(pending(page, "Ana Souza")).toContainText("Ask about the trip");
  await expect(pending(page, "Ben Okafor")).toContainText("Waiting to send");
  await expect(page.getByRole("status", { name: "Offline" })).toContainText("You're offline");

  // Back online: sent once; the server's rows take their place, never the old text, never twice.
  await watchPanel(page, "Say hi", "Ben Okafor");
  await setOffline(page, false);
  await expect(page.getByRole("status", { name: /Offline|Syncing/ })).toHaveCount(0);
  await expect(page.getByRole("tabpanel").getByText("Waiting to send")).toHaveCount(0);
  await expect(pending(page, "Ben Okafor")).toHaveCount(1);
  await expect(pending(page, "Ben Okafor").getByRole("button", { name: "Edit nudge for Ben Okafor" })).toBeEnabled();
  await expect(pending(page, "Ana Souza")).toContainText("Ask about the trip");
  expect(await seenInPanel(page)).toEqual({ gone: false, most: 1 });
  const onServer = (await nudgesOnServer(request, token)) as { targetName: string; message: string }[];
  expect(onServer.map((r) => [r.targetName, r.message]).sort()).toEqual([
    ["Ana Souza", "Ask about the trip"],
    ["Ben Okafor", "Congratulate him on the move"],
  ]);
});

test("a contact and a note added offline show in their lists at once, waiting to send, then as the server has them", async ({
  page,
}, info) => {
  await signUpWithServiceWorker(page, "Maya Patel");
  await page.getByRole("tab", { name: "Contacts" }).click();
  await page.getByRole("button", { name: "Add Contact" }).click();
  const add = page.getByRole("dialog", { name: "Add Contact" });
  await add.getByLabel("Name").fill("Zoe Adams");
  await add.getByRole("button", { name: "Save Contact" }).click();
  await expectToast(page, "Contact saved successfully!");
  await expect(add).toBeHidden();
  await savedOffline(page, "Zoe Adams");
  const card = (name: string) => page.locator("li[data-contact-id]").filter({ has: page.getByRole("heading", { name, exact: true }) });
  // A contact just added opens.
  await expect(card("Zoe Adams").getByRole("button", { name: "Zoe Adams", exact: true })).toHaveAttribute("aria-expanded", "true");
  await expect(card("Zoe Adams").getByText("No notes yet.")).toBeVisible();
  await setOffline(page, true);

  await page.getByRole("button", { name: "Add Contact" }).click();
  await add.getByLabel("Name").fill("Ben Okafor");
  await add.getByRole("button", { name: "Save Contact" }).click();
  await expect(add).toBeHidden();
  await expect(card("Ben Okafor")).toContainText("Waiting to send");
  // Not on the server yet: it opens (notes, edit) once it is sent.
  await expect(card("Ben Okafor").getByRole("button", { name: "Ben Okafor", exact: true })).toBeDisabled();

  await card("Zoe Adams").getByRole("button", { name: "Add Note" }).click();
  const note = page.getByRole("dialog", { name: "Add Note" });
  await note.getByLabel("Note").fill("Starts a new job in May");
  await note.getByRole("button", { name: "Add Note" }).click();
  await expect(note).toBeHidden();
  const notes = card("Zoe Adams").getByRole("list", { name: "Notes about Zoe Adams" });
  await expect(notes.getByRole("listitem")).toHaveCount(1);
  await expect(notes.getByRole("listitem")).toContainText("Starts a new job in May");
  await expect(notes.getByRole("listitem")).toContainText("Waiting to send");
  await expect(page.locator('[data-slot="toast"]')).toHaveCount(0, { timeout: 10_000 });
  await fitsAt360(page);
  await snap(page, info, "offline-changes-contacts");
  await snapDark(page, info, "offline-changes-contacts-dark");

  await setOffline(page, false);
  await expect(page.getByRole("status", { name: /Offline|Syncing/ })).toHaveCount(0);
  await expect(page.getByRole("tabpanel").getByText("Waiting to send")).toHaveCount(0);
  await expect(card("Ben Okafor")).toHaveCount(1);
  await expect(notes.getByRole("listitem")).toHaveText(/Starts a new job in May/);
});
