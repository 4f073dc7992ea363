// A row's id in a path is decimal digits. Read as a number, " 7", "0x7", "7e0", "+7" or "7.0" would
// each address row 7: a request spelled oddly must be refused, not act on a row it never named.
import { describe, expect, it } from "vitest";
import { api, expectRefused, signUp } from "./helpers";
import { seedKnowledge, signUpDeveloper } from "./support-helpers";

const spellings = (id: number) => [` ${id}`, `0x${id.toString(16)}`, `${id}e0`, `+${id}`, `${id}.0`, `0${id}`].map(encodeURIComponent);

describe("an id in a path", () => {
  it.each(spellings(7).map((s, i) => [s, i]))("%s is refused on a person's own nudge, which stays", async (_shown, index) => {
    const user = await signUp();
    const made = await api("/api/reminder", {
      token: user.token,
      body: { targetName: "Ana", message: "Call Ana", remindAt: new Date(Date.now() + 86_400_000).toISOString() },
    });
    expect(made.status).toBe(201);
    const path = `/api/reminders/${spellings(made.json.id)[index as number]}`;
    expectRefused(await api(path, { method: "DELETE", token: user.token }), 400, "Invalid id");
    expect((await api("/api/reminders", { token: user.token })).json.map((n: { id: number }) => n.id)).toContain(made.json.id);
  });

  it.each(spellings(7).map((s, i) => [s, i]))("%s is refused on a knowledge article, which stays", async (_shown, index) => {
    const dev = await signUpDeveloper();
    const [id] = await seedKnowledge([{ title: "Odd ids", content: "An article a request spelled oddly must not reach." }]);
    const path = `/api/admin/knowledge/${spellings(id!)[index as number]}`;
    expectRefused(await api(path, { method: "DELETE", token: dev.token }), 400, "Invalid id");
    expectRefused(await api(path, { method: "PATCH", token: dev.token, body: { isActive: false } }), 400, "Invalid id");
    const kept = (await api("/api/admin/knowledge", { token: dev.token })).json.find((k: { id: number }) => k.id === id);
    expect(kept).toMatchObject({ id, isActive: true });
  });

  it("as digits, it reaches the row", async () => {
    const dev = await signUpDeveloper();
    const [id] = await seedKnowledge([{ title: "Plain ids", content: "An article a plain id reaches." }]);
    expect((await api(`/api/admin/knowledge/${id}`, { method: "DELETE", token: dev.token })).status).toBe(200);
  });
});
