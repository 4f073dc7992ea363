import { describe, expect, it } from "vitest";
import { CURRENT, hashPassword, needsRehash, passwordCost, verifyPassword } from "../../worker/auth/passwords";

// The test suites hash at PASSWORD_COST=fast; what a deployed Worker does is held here.
describe("password hashing", () => {
  it("hashes at OWASP's scrypt setting unless the environment asks for the tests' fast one", async () => {
    expect(CURRENT).toEqual({ N: 16384, r: 8, p: 5 });
    for (const env of [{}, { PASSWORD_COST: "" }, { PASSWORD_COST: "FAST" }, { PASSWORD_COST: "1" }])
      expect(passwordCost(env)).toBe(CURRENT);
    expect(passwordCost({ PASSWORD_COST: "fast" })).toEqual({ N: 1024, r: 8, p: 1 });
    expect(await hashPassword("correct horse")).toMatch(/^scrypt\$16384\$8\$5\$[\w-]{22}\$[\w-]{43}$/);
  });

  it("verifies a hash made at either setting, and asks for a re-hash of one not at the setting in use", async () => {
    const fast = passwordCost({ PASSWORD_COST: "fast" });
    const real = await hashPassword("correct horse");
    const cheap = await hashPassword("correct horse", fast);
    expect(cheap).toMatch(/^scrypt\$1024\$8\$1\$/);
    for (const stored of [real, cheap]) {
      expect(await verifyPassword("correct horse", stored)).toBe(true);
      expect(await verifyPassword("correct horsf", stored)).toBe(false);
    }
    expect([needsRehash(real), needsRehash(cheap)]).toEqual([false, true]);
    expect([needsRehash(real, fast), needsRehash(cheap, fast)]).toEqual([true, false]);
  });
});
