// GET /api/first-reads: a signed-in page's first reads in one answer (the boot script's request).
import { describe, expect, it } from "vitest";
import { DASHBOARD_READS, SESSION_READ } from "../../worker/contracts/first-reads";
import { api, signUp } from "./helpers";

const soon = () => new Date(Date.now() + 86_400_000).toISOString();

describe("GET /api/first-reads", () => {
  it("answers each of the dashboard's first reads exactly as the read alone does", async () => {
    const ana = await signUp({ name: "Ana Souza" });
    await api("/api/reminder", { token: ana.token, body: { targetName: "Ben Okafor", message: "Ask about the new job", remindAt: soon() } });

    const together = await api("/api/first-reads?page=dashboard", { token: ana.token });
    expect(together.status).toBe(200);
    expect(Object.keys(together.json)).toEqual([SESSION_READ, ...DASHBOARD_READS]);
    for (const path of [SESSION_READ, ...DASHBOARD_READS]) {
      const alone = await api(path, { token: ana.token });
      expect(together.json[path], path).toEqual({ status: alone.status, body: alone.json });
    }
    expect(together.json["/api/reminders"].body).toEqual([expect.objectContaining({ targetName: "Ben Okafor" })]);
  });

  it("without a page, answers the session check alone; each person gets only their own data", async () => {
    const ana = await signUp({ name: "Ana Souza" });
    const ben = await signUp({ name: "Ben Okafor" });
    await api("/api/reminder", { token: ana.token, body: { targetName: "Chen Wei", message: "Call about the trip", remindAt: soon() } });

    const session = await api("/api/first-reads", { token: ben.token });
    expect(session.json).toEqual({ [SESSION_READ]: { status: 200, body: expect.objectContaining({ id: ben.id, name: "Ben Okafor" }) } });
    const bens = await api("/api/first-reads?page=dashboard", { token: ben.token });
    expect(bens.json["/api/reminders"]).toEqual({ status: 200, body: [] });
  });

  it("refuses a visitor (401) and an unknown page (400), saying what to do", async () => {
    const signedOut = await api("/api/first-reads?page=dashboard");
    expect(signedOut.status).toBe(401);
    expect(signedOut.json.message).toBe("Please sign in to continue.");
    const ana = await signUp();
    const unknown = await api("/api/first-reads?page=admin", { token: ana.token });
    expect(unknown.status).toBe(400);
    expect(unknown.json.message).toBe('page must be "dashboard", or left out for the session check alone');
  });
});
