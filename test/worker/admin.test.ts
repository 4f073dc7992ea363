import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { api, mailTo, signUp, signUpConfirmed, expectRefused } from "./helpers";
import { delivered, subscribeDevice } from "./push-helpers";
import { ask, signUpDeveloper } from "./support-helpers";

const ADMIN_ROUTES: [string, string, unknown?][] = [
  ["GET", "/api/admin/users"],
  ["GET", "/api/admin/support"],
  ["PATCH", "/api/admin/support/1", { status: "escalated" }],
  ["GET", "/api/admin/knowledge"],
  ["POST", "/api/admin/knowledge", { title: "t", content: "c", category: "faq", priority: 1 }],
  ["PATCH", "/api/admin/knowledge/1", { isActive: false }],
  ["DELETE", "/api/admin/knowledge/1"],
  ["GET", "/api/admin/push-campaigns"],
  ["POST", "/api/admin/push-campaigns", { title: "t", message: "m", targetType: "all" }],
  ["GET", "/api/admin/push-campaigns/1/audience"],
  ["POST", "/api/admin/push-campaigns/1/send"],
];

describe("admin routes are for developers only", () => {
  it.each(ADMIN_ROUTES)("%s %s: 401 signed out, 403 for a normal user", async (method, path, body) => {
    const user = await signUp();
    const signedOut = await api(path, { method, body });
    expect(signedOut.status).toBe(401);
    expect(signedOut.json.message).toEqual(expect.any(String));
    const normal = await api(path, { method, body, token: user.token });
    expectRefused(normal, 403, "This area is for Nudge developers only.");
  });

  it("lists users with the fields the console needs and never a password", async () => {
    const dev = await signUpDeveloper();
    const res = await api("/api/admin/users", { token: dev.token });
    expect(res.status).toBe(200);
    const me = res.json.find((u: { id: number }) => u.id === dev.id);
    expect(me).toEqual({
      id: dev.id,
      name: "Dev Admin",
      email: dev.email,
      isDeveloper: true,
      isVerified: false,
      language: "en",
      subscriptionStatus: "inactive",
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
  });
});

describe("knowledge base", () => {
  it("creates items (non-numeric priority becomes 0), lists them, feeds the agent, and deletes them", async () => {
    const dev = await signUpDeveloper();
    const item = {
      title: "Archiving walruses",
      content: "Walrus archiving lives under Settings > Walruses.",
      category: "feature",
      tags: "walrus, archive",
      priority: "lots",
    };
    const created = await api("/api/admin/knowledge", { token: dev.token, body: item });
    expect(created.status).toBe(201);
    expect(created.json).toMatchObject({ ...item, priority: 0, isActive: true });
    expect((await api("/api/admin/knowledge", { token: dev.token })).json.map((k: { id: number }) => k.id)).toContain(created.json.id);

    const user = await signUp();
    const answer = await ask(user.token, "how do I archive a walrus");
    expect(answer.json.response).toContain("Walrus archiving lives under Settings > Walruses.");

    const del = await api(`/api/admin/knowledge/${created.json.id}`, { method: "DELETE", token: dev.token });
    expect(del.status).toBe(200);
    expect((await api(`/api/admin/knowledge/${created.json.id}`, { method: "DELETE", token: dev.token })).status).toBe(404);
    expect((await ask(user.token, "how do I archive a walrus")).json.response).not.toContain("Settings > Walruses");
  });

  it("lists one language's items with ?language=, every language's without it, and refuses a language it does not know", async () => {
    const dev = await signUpDeveloper();
    const german = await api("/api/admin/knowledge", {
      token: dev.token,
      body: { title: "Walrosse archivieren", content: "Unter Einstellungen > Walrosse.", category: "faq", priority: 1, language: "de" },
    });
    const languages = (res: { json: { id: number; language: string }[] }) => new Set(res.json.map((k) => k.language));

    const de = await api("/api/admin/knowledge?language=de", { token: dev.token });
    expect(de.status).toBe(200);
    expect(de.json.map((k: { id: number }) => k.id)).toContain(german.json.id);
    expect(languages(de)).toEqual(new Set(["de"]));
    const en = await api("/api/admin/knowledge?language=en", { token: dev.token });
    expect(en.json.map((k: { id: number }) => k.id)).not.toContain(german.json.id);
    expect(languages(en)).toEqual(new Set(["en"]));
    const all = await api("/api/admin/knowledge", { token: dev.token });
    expect(all.json).toHaveLength(en.json.length + de.json.length + (await otherLanguagesCount(dev.token)));
    expectRefused(
      await api("/api/admin/knowledge?language=klingon", { token: dev.token }),
      400,
      "language must be one of en, es, pt-BR, de, fr, ar",
    );
  });

  it("switches an item off (kept, but out of the agent's answers) and on again", async () => {
    const dev = await signUpDeveloper();
    const created = await api("/api/admin/knowledge", {
      token: dev.token,
      body: { title: "Polishing otters", content: "Otter polish is under Settings > Otters.", category: "feature", priority: 2 },
    });
    const user = await signUp();
    expect((await ask(user.token, "how do I polish an otter")).json.response).toContain("Settings > Otters");

    const off = await api(`/api/admin/knowledge/${created.json.id}`, { method: "PATCH", token: dev.token, body: { isActive: false } });
    expect(off.status).toBe(200);
    expect(off.json).toMatchObject({ id: created.json.id, isActive: false });
    expect(
      (await api("/api/admin/knowledge", { token: dev.token })).json.find((k: { id: number }) => k.id === created.json.id),
    ).toMatchObject({ isActive: false });
    expect((await ask(user.token, "how do I polish an otter")).json.response).not.toContain("Settings > Otters");

    const on = await api(`/api/admin/knowledge/${created.json.id}`, { method: "PATCH", token: dev.token, body: { isActive: true } });
    expect(on.json).toMatchObject({ isActive: true });
    expect((await ask(user.token, "how do I polish an otter")).json.response).toContain("Settings > Otters");

    const bad = await api(`/api/admin/knowledge/${created.json.id}`, { method: "PATCH", token: dev.token, body: { isActive: "nope" } });
    expectRefused(bad, 400, "isActive must be true or false");
    expect((await api("/api/admin/knowledge/999999", { method: "PATCH", token: dev.token, body: { isActive: false } })).status).toBe(404);
  });

  it.each([
    [{ content: "c", category: "faq", priority: 1 }, "Title is required"],
    [{ title: "  ", content: "c", category: "faq", priority: 1 }, "Title is required"],
    [{ title: "t", content: "", category: "faq", priority: 1 }, "Content is required"],
    [{ title: "t", content: "c", category: "gossip", priority: 1 }, "Category must be one of faq, feature, troubleshooting, news"],
    [{ title: "t", content: "c", category: "faq", priority: 11 }, "Priority must be a whole number from 0 to 10"],
    [{ title: "t", content: "c", category: "faq", priority: -1 }, "Priority must be a whole number from 0 to 10"],
    // A fraction is refused, not cut to 4 without a word.
    [{ title: "t", content: "c", category: "faq", priority: 4.5 }, "Priority must be a whole number from 0 to 10"],
    [{ title: "t", content: "c", category: "faq", priority: "4.5" }, "Priority must be a whole number from 0 to 10"],
    [{ title: "x".repeat(256), content: "c", category: "faq", priority: 1 }, "Title must be at most 255 characters"],
  ])("refuses %j with %s", async (body, message) => {
    const dev = await signUpDeveloper();
    const res = await api("/api/admin/knowledge", { token: dev.token, body });
    expectRefused(res, 400, message);
  });
});

describe("support queue", () => {
  it("lists requests; Escalate changes only the status; actions only while pending", async () => {
    const dev = await signUpDeveloper();
    const user = await signUp();
    const asked = await ask(user.token, "Please add dark mode to the widget", "feature_request");
    const list = await api("/api/admin/support", { token: dev.token });
    const row = list.json.find((r: { id: number }) => r.id === asked.json.requestId);
    expect(row).toMatchObject({
      userId: user.id,
      type: "feature_request",
      status: "pending",
      requiresHumanReview: true,
      category: "feature",
      humanResponse: null,
      aiResponse: asked.json.response,
    });

    const escalated = await api(`/api/admin/support/${row.id}`, {
      method: "PATCH",
      token: dev.token,
      body: { id: row.id, status: "escalated", humanResponse: "ignored" },
    });
    expect(escalated.status).toBe(200);
    expect(escalated.json).toMatchObject({ status: "escalated", humanResponse: null, emailSent: false, userNotified: false });
    const again = await api(`/api/admin/support/${row.id}`, {
      method: "PATCH",
      token: dev.token,
      body: { status: "resolved", humanResponse: "Done" },
    });
    expect(again.status).toBe(409);
    expect((await api("/api/admin/support/999999", { method: "PATCH", token: dev.token, body: { status: "escalated" } })).status).toBe(404);
  });

  it("lists only the pending requests with ?status=pending, and refuses a status it does not know", async () => {
    const dev = await signUpDeveloper();
    const user = await signUp();
    const waiting = await ask(user.token, "Can I export my nudges?");
    const settled = await ask(user.token, "Can I import my nudges?");
    await api(`/api/admin/support/${settled.json.requestId}`, { method: "PATCH", token: dev.token, body: { status: "escalated" } });
    const ids = (res: { json: { id: number; status: string }[] }) => res.json.map((r) => r.id);

    const pending = await api("/api/admin/support?status=pending", { token: dev.token });
    expect(pending.status).toBe(200);
    expect(ids(pending)).toContain(waiting.json.requestId);
    expect(ids(pending)).not.toContain(settled.json.requestId);
    expect(pending.json.every((r: { status: string }) => r.status === "pending")).toBe(true);
    expect(ids(await api("/api/admin/support", { token: dev.token }))).toContain(settled.json.requestId);
    expectRefused(await api("/api/admin/support?status=later", { token: dev.token }), 400, "status must be pending, resolved or escalated");
  });

  it("Resolve needs a non-blank response", async () => {
    const dev = await signUpDeveloper();
    const user = await signUp();
    const asked = await ask(user.token, "Can I get a refund please?");
    for (const humanResponse of [undefined, "", "   "]) {
      const res = await api(`/api/admin/support/${asked.json.requestId}`, {
        method: "PATCH",
        token: dev.token,
        body: { status: "resolved", humanResponse },
      });
      expectRefused(res, 400, "Please provide a response before resolving the request");
    }
  });

  it("Resolve saves the trimmed reply and notifies the user: push to their device, mail, and in-app", async () => {
    const dev = await signUpDeveloper();
    const user = await signUpConfirmed();
    const device = await subscribeDevice(user.token);
    const asked = await ask(user.token, "Can I get a refund please?");
    const res = await api(`/api/admin/support/${asked.json.requestId}`, {
      method: "PATCH",
      token: dev.token,
      body: { id: asked.json.requestId, status: "resolved", humanResponse: "  Refunded — it shows in 3 days.  " },
    });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({
      status: "resolved",
      humanResponse: "Refunded — it shows in 3 days.",
      emailSent: true,
      userNotified: true,
    });

    const pushes = await delivered(device);
    expect(pushes).toHaveLength(1);
    expect(pushes[0]!.json).toEqual({
      title: "Nudge Support replied",
      body: "Refunded — it shows in 3 days.",
      data: { url: "/dashboard?tab=support", supportRequestId: asked.json.requestId },
    });
    // The reply, not the confirmation link sign-up mailed.
    const mail = (await mailTo(user.email)).filter((m) => !m.subject.startsWith("Confirm your email"));
    expect(mail.at(-1)!.subject).toBe("Nudge Support replied to your request");
    expect(mail.at(-1)!.text).toContain("Refunded — it shows in 3 days.");
    expect(mail.at(-1)!.text).toContain("Can I get a refund please?");
    expect(mail.at(-1)!.text.split("\n")[0]).toBe("Hi Ana Souza,");
    const inApp = await api("/api/support/notifications", { token: user.token });
    expect(inApp.json).toEqual([expect.objectContaining({ id: asked.json.requestId, humanResponse: "Refunded — it shows in 3 days." })]);
    const stored = await env.DB.prepare("SELECT emailSent, userNotified FROM ai_support_requests WHERE id = ?")
      .bind(asked.json.requestId)
      .first();
    expect(stored).toEqual({ emailSent: 1, userNotified: 1 });
  });

  // Whoever signed up with someone else's address chose the name and the question: until the
  // address is confirmed, the mail carries only the team's answer.
  it("mails a reply to an address not yet confirmed without the account's name or question", async () => {
    const dev = await signUpDeveloper();
    const user = await signUp({ name: "Security team" });
    const asked = await ask(user.token, "Your account is locked: verify at https://evil.example");
    const res = await api(`/api/admin/support/${asked.json.requestId}`, {
      method: "PATCH",
      token: dev.token,
      body: { status: "resolved", humanResponse: "We can't help with that." },
    });
    expect(res.json).toMatchObject({ emailSent: true });
    const mail = (await mailTo(user.email)).find((m) => m.subject === "Nudge Support replied to your request")!;
    expect(mail.text).toContain("We can't help with that.");
    expect(mail.text.split("\n")[0]).toBe("Hi,");
    expect(mail.text).not.toContain("evil.example");
    expect(mail.text).not.toContain("Security team");
  });
});

/** How many knowledge items are in neither English nor German. */
async function otherLanguagesCount(token: string) {
  let count = 0;
  for (const language of ["es", "pt-BR", "fr", "ar"])
    count += (await api(`/api/admin/knowledge?language=${language}`, { token })).json.length;
  return count;
}
