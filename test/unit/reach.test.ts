// The link that messages a contact in the app they prefer (issue 23).
import { describe, expect, it } from "vitest";
import { messageLink, telegramName } from "../../worker/contracts/reach";

const ana = { phoneNumber: "+1 555 010 2030", email: "ana.souza+work@example.com", telegram: "ana_souza" };

describe("messageLink", () => {
  it("opens each app with the message where it takes one", () => {
    const message = "How's the new job? 🎉 & more";
    expect(messageLink({ ...ana, reachBy: null }, message)).toEqual({
      app: "sms",
      label: "Text",
      href: "sms:+15550102030?body=How's%20the%20new%20job%3F%20%F0%9F%8E%89%20%26%20more",
    });
    expect(messageLink({ ...ana, reachBy: "whatsapp" }, message)?.href).toBe(
      "https://wa.me/15550102030?text=How's%20the%20new%20job%3F%20%F0%9F%8E%89%20%26%20more",
    );
    expect(messageLink({ ...ana, reachBy: "signal" }, message)?.href).toBe("https://signal.me/#p/+15550102030");
    expect(messageLink({ ...ana, reachBy: "telegram" }, message)?.href).toBe("https://t.me/ana_souza");
    expect(messageLink({ ...ana, reachBy: "email" }, message)?.href).toBe(
      "mailto:ana.souza%2Bwork@example.com?body=How's%20the%20new%20job%3F%20%F0%9F%8E%89%20%26%20more",
    );
    expect(messageLink({ ...ana, reachBy: "whatsapp" })?.href).toBe("https://wa.me/15550102030");
  });

  it("falls back to SMS when the app can't be reached with what the contact has, and to nothing without a phone", () => {
    // WhatsApp and Signal need the number with its country code.
    expect(messageLink({ reachBy: "whatsapp", phoneNumber: "555 0100" }, "Hi")).toMatchObject({ app: "sms", href: "sms:5550100?body=Hi" });
    expect(messageLink({ reachBy: "telegram", phoneNumber: "+44 20 7946 0958", telegram: null })).toMatchObject({ app: "sms" });
    expect(messageLink({ reachBy: "email", phoneNumber: null, email: null })).toBeNull();
    expect(messageLink({ reachBy: "email", phoneNumber: null, email: "a@b.co" })).toMatchObject({ app: "email", label: "Email" });
  });

  it("reads Telegram usernames as people paste them", () => {
    expect(telegramName("@ana_souza")).toBe("ana_souza");
    expect(telegramName(" https://t.me/ana_souza ")).toBe("ana_souza");
    expect(telegramName("telegram.me/ana_souza")).toBe("ana_souza");
  });
});
