import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { databaseDigest, userWithRows } from "./own-rows";

// The fuzzer and the authorization matrix pass when the digest is unchanged: so it must change
// with any row of any table it covers, and only those.
describe("databaseDigest", () => {
  it("changes when a value or a row changes, and not for a table it leaves out", async () => {
    const user = await userWithRows("digest");
    const first = await databaseDigest(["sessions"]);
    expect(await databaseDigest(["sessions"])).toBe(first);

    await env.DB.prepare("UPDATE contacts SET notes = coalesce(notes, '') || '.' WHERE id = ?").bind(user.own.contact).run();
    const edited = await databaseDigest(["sessions"]);
    expect(edited).not.toBe(first);

    await env.DB.prepare("DELETE FROM circles WHERE id = ?").bind(user.own.circle).run();
    const deleted = await databaseDigest(["sessions"]);
    expect(deleted).not.toBe(edited);

    await env.DB.prepare("UPDATE sessions SET expiresAt = expiresAt + 1 WHERE userId = ?").bind(user.id).run();
    expect(await databaseDigest(["sessions"])).toBe(deleted);
    expect(await databaseDigest()).not.toBe(await databaseDigest(["sessions"]));
  });
});
