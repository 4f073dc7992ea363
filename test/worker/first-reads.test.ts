// GET /api/first-reads: a signed-in page's first reads in one answer (the boot script's request).
import { describe, expect, it } from "vitest";
import { READS } from "../../worker/contracts/first-reads";
import { api, signUp, expectRefused } from "./helpers";

const soon = () => new Date(Date.now() + 86_400_000).toISOString();

describe("GET /api/first-reads", () => {
  it("answers each read asked for, after the session check, exactly as the read alone does", async () => {
    const ana = await signUp({ name: "Ana Souza" });
    await api("/api/reminder", {
      token: ana.token,
      body: { targetName: "Ben Okafor", message: "Ask about the new job", remindAt: soon() },
    });

    // Each once, the session check first, even when asked for again.
    const asked = [...Object.values(READS).filter((path) => path !== READS.session), READS.plan, READS.session];
    const together = await api(`/api/first-reads?reads=${asked.join(",")}`, { token: ana.token });
    expect(together.status).toBe(200);
    expect(Object.keys(together.json)).toEqual(Object.values(READS));
    for (const path of Object.values(READS)) {
      const alone = await api(path, { token: ana.token });
      // The missed count's window ends at each answer's own moment, so only its `since` may differ.
      const body = path === READS.missedNudges ? { ...alone.json, since: expect.any(String) } : alone.json;
      expect(together.json[path], path).toEqual({ status: alone.status, body });
    }
    expect(together.json["/api/reminders"].body).toEqual([expect.objectContaining({ targetName: "Ben Okafor" })]);
  });

  it("asked for nothing, answers the session check alone; each person gets only their own data", async () => {
    const ana = await signUp({ name: "Ana Souza" });
    const ben = await signUp({ name: "Ben Okafor" });
    await api("/api/reminder", { token: ana.token, body: { targetName: "Chen Wei", message: "Call about the trip", remindAt: soon() } });

    const session = await api("/api/first-reads", { token: ben.token });
    expect(session.json).toEqual({ [READS.session]: { status: 200, body: expect.objectContaining({ id: ben.id, name: "Ben Okafor" }) } });
    const bens = await api("/api/first-reads?reads=/api/reminders", { token: ben.token });
    expect(bens.json["/api/reminders"]).toEqual({ status: 200, body: [] });
  });

  it("refuses a visitor (401) and any read but READS' (400), saying what to do", async () => {
    const signedOut = await api("/api/first-reads?reads=/api/reminders");
    expectRefused(signedOut, 401, "Please sign in to continue.");
    const ana = await signUp();
    for (const reads of ["plan", "/api/admin/users", "/api/reminders,,/api/auth/me", "/api/reminders/1", ""]) {
      const unknown = await api(`/api/first-reads?reads=${encodeURIComponent(reads)}`, { token: ana.token });
      expect(unknown.status, reads).toBe(400);
      expect(unknown.json.message).toBe(
        "reads must list paths from /api/auth/me, /api/reminders, /api/billing/plan, /api/subscription-status, /api/vapid-public-key, /api/account/settings, /api/support/notifications, /api/today, /api/delivery/missed (comma-separated), or be left out for the session check alone",
      );
    }
  });
});
