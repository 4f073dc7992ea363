import { describe, expect, it } from "vitest";
import { api, signUp, signUpAdmin, expectRefused } from "./helpers";

// Bad input of every kind gets a 4xx with a message a person can act on, never a 500 or a stack.
describe("bad input", () => {
  const cases: [string, Parameters<typeof api>[1], number, RegExp][] = [
    ["malformed JSON", { rawBody: "{ not json" }, 400, /Malformed JSON/],
    ["a JSON array", { rawBody: "[1,2]" }, 400, /JSON object/],
    ["a JSON string", { rawBody: '"hello"' }, 400, /JSON object/],
    ["wrong types", { body: { name: 42, email: ["x"], password: true } }, 400, /Name is required|expected/],
    ["missing fields", { body: {} }, 400, /required/],
    ["a 1 MB body", { rawBody: JSON.stringify({ name: "x".repeat(1024 * 1024), email: "a@b.co", password: "secret1" }) }, 413, /too large/],
    [
      "a 10 000-character password",
      { body: { name: "Ana", email: "long@nudge.test", password: "p".repeat(10_000), confirmPassword: "p".repeat(10_000) } },
      400,
      /at most 256/,
    ],
  ];

  it.each(cases)("signup with %s → %i", async (_label, call, status, message) => {
    const res = await api("/api/auth/signup", call);
    expect(res.status).toBe(status);
    expect(res.json.message).toMatch(message);
    expect(res.text).not.toMatch(/at .*\.ts:\d+|Error:/);
  });

  it("a 10 000-character password at sign-in is refused without hashing it", async () => {
    const res = await api("/api/auth/signin", { body: { email: "a@b.co", password: "p".repeat(10_000) } });
    expectRefused(res, 400, "Password must be at most 256 characters");
  });

  it("an unknown API path is a JSON 404", async () => {
    const res = await api("/api/nope");
    expectRefused(res, 404, "No API route for GET /api/nope");
  });
});

describe("authorization", () => {
  it("admin routes answer 401 signed out and 403 to a non-developer", async () => {
    expect((await api("/api/admin/users")).status).toBe(401);
    const user = await signUp();
    const res = await api("/api/admin/users", { token: user.token });
    expectRefused(res, 403, "This area is for Nudge developers only.");
  });

  it("developers see users, and no route ever returns a password hash", async () => {
    const user = await signUp({ password: "hash-me-please" });
    // A developer by ADMIN_EMAILS, once the address is confirmed and its owner set a password.
    const dev = await signUpAdmin("admin@nudge.test", "owner-password");
    expect(dev.isDeveloper).toBe(true);
    const responses = [
      await api("/api/admin/users", { token: dev.token }),
      await api("/api/auth/me", { token: user.token }),
      await api("/api/auth/signin", { body: { email: user.email, password: user.password } }),
    ];
    expect(responses[0]!.status).toBe(200);
    expect(responses[0]!.json).toContainEqual(expect.objectContaining({ id: user.id, email: user.email, subscriptionStatus: "inactive" }));
    for (const res of responses) {
      expect(res.text).not.toMatch(/scrypt\$|"password"/);
    }
  });
});
