// The app a contact is messaged in (issue 23): stored with the contact, checked against what it needs.
import { describe, expect, it } from "vitest";
import { api, signUp } from "./helpers";

describe("a contact's app", () => {
  it("is stored and given back; SMS is the default", async () => {
    const user = await signUp();
    const plain = await api("/api/contacts", { token: user.token, body: { name: "Ben", phoneNumber: "+1 555 0101" } });
    expect(plain.json).toMatchObject({ reachBy: null, telegram: null });
    const ana = await api("/api/contacts", {
      token: user.token,
      body: { name: "Ana", phoneNumber: "+1 555 0100", reachBy: "telegram", telegram: "https://t.me/ana_souza" },
    });
    expect(ana.status).toBe(201);
    expect(ana.json).toMatchObject({ reachBy: "telegram", telegram: "ana_souza" });
    const edited = await api(`/api/contacts/${ana.json.id}`, {
      method: "PUT",
      token: user.token,
      body: { name: "Ana", phoneNumber: "+1 555 0100", reachBy: "signal", telegram: null },
    });
    expect(edited.json).toMatchObject({ reachBy: "signal", telegram: null });
    expect((await api("/api/contacts", { token: user.token })).json.map((c: { reachBy: string | null }) => c.reachBy)).toEqual([
      "signal",
      null,
    ]);
  });

  it("needs what the app reaches them by, and says what is missing", async () => {
    const user = await signUp();
    const refused = async (body: object) => {
      const res = await api("/api/contacts", { token: user.token, body: { name: "Ana", ...body } });
      expect(res.status).toBe(400);
      return res.json.message;
    };
    expect(await refused({ reachBy: "whatsapp" })).toBe("Add their phone number to message them there");
    expect(await refused({ reachBy: "email" })).toBe("Add their email to message them by email");
    expect(await refused({ reachBy: "telegram" })).toBe("Add their Telegram username to message them there");
    expect(await refused({ reachBy: "telegram", telegram: "@a b" })).toBe(
      "A Telegram username is 5 to 32 letters, digits or underscores, starting with a letter",
    );
    expect(await refused({ reachBy: "pigeon" })).toBe("reachBy must be one of sms, whatsapp, signal, telegram, email");
  });
});
