// What the alarm's claim reads in D1 for a person with a whole address book: the rows D1 counts
// (meta.rows_read, what it bills and what keeps its one primary busy at 09:00) grow with the
// people the claim is about, not with every contact the person keeps (migrations/0040).
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { alarmCountingD1, dueNudge } from "./delivery-helpers";
import { signUp } from "./helpers";
import { delivered, subscribeDevice } from "./push-helpers";

/** `count` contacts for the user, a few with a keep-in-touch check-in or messaged in another app. */
async function addressBook(userId: number, count: number) {
  const now = Date.now();
  await env.DB.prepare(
    `INSERT INTO contacts (userId, name, phoneNumber, phoneKey, reachBy, createdAt, updatedAt)
     WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ?2)
     SELECT ?1, 'Person ' || i, '+1555' || printf('%07d', i), '1555' || printf('%07d', i),
            CASE WHEN i % 20 = 0 THEN 'whatsapp' END, ?3, ?3 FROM n`,
  )
    .bind(userId, count, now)
    .run();
}

describe("the alarm's claim", () => {
  it("reads the rows of the people it is about, not the whole address book", async () => {
    const user = await signUp();
    const device = await subscribeDevice(user.token);
    await addressBook(user.id, 2000);
    const nudge = await dueNudge(user.token);
    const count = await alarmCountingD1(user.id);
    expect((await delivered(device)).map((m) => m.json.data.id)).toEqual([nudge.id]);
    // The 100 messaged in another app are read (a nudge's email links to their app); the other
    // 1 900 are not. Without the indexes (migrations/0040) the claim read every contact four times.
    expect(count.rowsRead).toBeGreaterThan(100);
    expect(count.rowsRead).toBeLessThan(200);
  });
});
