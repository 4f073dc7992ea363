// A sent check-in, date nudge or repeating nudge gets its next one in the alarm that sent it. Each
// kind answers the statements that make its next ones from what the claim's batch read, and when
// the earliest of them is due; the scheduler runs them all in one more batch, so the nudges of a
// 09:00 cost two D1 round trips whatever they were, and it arms without reading again.
import { sql } from "drizzle-orm";
import type { Db } from "./client";
import { runBatch, type Statement } from "./d1-batch";
import { reminders } from "./schema";

/**
 * The newest nudge there is: in a batch, which runs alone, the one its last INSERT made. Read from
 * the end of the table, it costs one row, where the person's newest would read all their nudges.
 */
export const newestNudge = sql`(select max(${reminders.id}) from ${reminders})`;

export type Renewal = { statements: Statement[]; earliest: number | null };

/** Runs every renewal in one batch; answers when the earliest nudge made is due (null: none). */
export async function renew(db: Db, renewals: Renewal[]): Promise<number | null> {
  await runBatch(
    db,
    renewals.flatMap((r) => r.statements),
  );
  const times = renewals.flatMap((r) => (r.earliest === null ? [] : [r.earliest]));
  return times.length > 0 ? Math.min(...times) : null;
}
