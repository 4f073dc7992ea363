// Free text arrives from anywhere (pasted, scripted) and ends up in emails, notifications, feeds
// and exports: a name must stay one line, and no field may carry control characters.
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { api, confirmEmail, emailedToken, mailTo, uniqueEmail, expectRefused } from "./helpers";

const inAnHour = () => new Date(Date.now() + 3_600_000).toISOString();

describe("control characters in free text", () => {
  it("keeps a sign-up name on one line: in the account and in the reset email once the address is confirmed", async () => {
    const email = uniqueEmail();
    const res = await api("/api/auth/signup", {
      body: { name: "Ana\r\nBcc: x\u0000", email, password: "correct horse", confirmPassword: "correct horse" },
    });
    expect(res.status).toBe(201);
    expect(res.json.name).toBe("Ana Bcc: x");
    const row = await env.DB.prepare("SELECT name FROM users WHERE id = ?").bind(res.json.id).first<{ name: string }>();
    expect(row!.name).toBe("Ana Bcc: x");

    await confirmEmail(email);
    expect((await api("/api/auth/forgot-password", { body: { email } })).status).toBe(200);
    await emailedToken(email, "reset-password");
    const reset = (await mailTo(email)).find((mail) => mail.subject === "Reset your Nudge password")!;
    expect(reset.text.split("\n")[0]).toBe("Hi Ana Bcc: x,");
  });

  it("keeps one-line fields one line and multi-line fields' line breaks, dropping every other control character", async () => {
    const signUp = await api("/api/auth/signup", {
      body: { name: "Ben", email: uniqueEmail(), password: "correct horse", confirmPassword: "correct horse" },
    });
    const token = signUp.json.token as string;
    const nudge = await api("/api/reminder", {
      token,
      body: {
        targetName: "Ana\tSouza\u0085\u001b[31m",
        message: "Ask about the job\r\nand the move\u0007\u009b",
        phoneNumber: "+1 555\r\n0100",
        remindAt: inAnHour(),
      },
    });
    expect(nudge.status).toBe(201);
    expect(nudge.json).toMatchObject({
      targetName: "Ana Souza [31m",
      message: "Ask about the job\nand the move",
      phoneNumber: "+1 555 0100",
    });

    const contact = await api("/api/contacts", { token, body: { name: "Zoë\u0000 Lima\n", notes: "Likes tea\rand cake\u000b" } });
    expect(contact.status).toBe(201);
    expect(contact.json).toMatchObject({ name: "Zoë Lima", notes: "Likes tea\nand cake" });
    const note = await api(`/api/contacts/${contact.json.id}/bookmarks`, { token, body: { note: "Line one\r\nLine two\u0000" } });
    expect(note.json.note).toBe("Line one\nLine two");
    const date = await api(`/api/contacts/${contact.json.id}/dates`, { token, body: { label: "Birth\nday", date: "1990-03-14" } });
    expect(date.json.label).toBe("Birth day");
  });

  it("still refuses a name that is only control characters", async () => {
    const res = await api("/api/auth/signup", {
      body: { name: "\r\n\u0000\t", email: uniqueEmail(), password: "correct horse", confirmPassword: "correct horse" },
    });
    expectRefused(res, 400, "Name is required");
  });
});
