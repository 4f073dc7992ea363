// The app a contact is messaged in (issue 23): chosen in the contact form, used by the card's
// message button and by the Contact card a notification opens.
import { expect, test } from "./fixtures";
import { expectToast, openAddContact, signUp, snap, snapDark, uniqueEmail } from "./helpers";

test("a contact who prefers WhatsApp is messaged there from their card and from a nudge's Contact card", async ({ page }, info) => {
  await signUp(page, "Maya Patel", uniqueEmail("message-app"), "correct horse");
  await page.getByRole("tab", { name: "Contacts" }).click();
  const dialog = await openAddContact(page);
  await dialog.getByLabel("Name").fill("Ana Souza");
  await dialog.getByRole("combobox", { name: "Message them on" }).click();
  await page.getByRole("option", { name: "Telegram" }).click();
  // Telegram needs a username: the form says so before anything is sent.
  await dialog.getByRole("button", { name: "Save Contact" }).click();
  await expect(dialog.getByText("Add their Telegram username to message them there")).toBeVisible();
  await dialog.getByRole("combobox", { name: "Message them on" }).click();
  await page.getByRole("option", { name: "WhatsApp" }).click();
  await dialog.getByRole("button", { name: "Save Contact" }).click();
  await expect(dialog.getByText("Add their phone number to message them there")).toBeVisible();
  await dialog.getByLabel("Phone").fill("+1 555 010 2030");
  await expect(dialog.getByRole("combobox", { name: "Message them on" })).toHaveText("WhatsApp");
  await snap(page, info, "message-app-form", { fullPage: false });
  await snapDark(page, info, "message-app-form-dark", { fullPage: false });
  await dialog.getByRole("button", { name: "Save Contact" }).click();
  await expectToast(page, "Contact saved successfully!");

  await expect(page.getByRole("link", { name: "Message Ana Souza on WhatsApp" })).toHaveAttribute("href", "https://wa.me/15550102030");
  await expect(page.getByRole("link", { name: "Call Ana Souza" })).toHaveAttribute("href", "tel:+15550102030");

  // A nudge's notification opens the Contact card: WhatsApp first, with the message typed; SMS stays.
  await page.goto("/dashboard?action=contact&phone=%2B15550102030&message=How%27s%20the%20new%20job%3F&name=Ana%20Souza");
  const whatsapp = page.getByRole("link", { name: "Message on WhatsApp" });
  await expect(whatsapp).toHaveAttribute("href", "https://wa.me/15550102030?text=How's%20the%20new%20job%3F");
  await expect(page.getByRole("link", { name: "Send Text Message" })).toHaveAttribute(
    "href",
    "sms:+15550102030?body=How's%20the%20new%20job%3F",
  );
  await snap(page, info, "message-app-contact-card", { fullPage: false });
  await snapDark(page, info, "message-app-contact-card-dark", { fullPage: false });
});
