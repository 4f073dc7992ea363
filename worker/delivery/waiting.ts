// When each of the NudgeScheduler's outboxes next has something to send, in one statement: the
// alarm asks after its pushes (is an email or a digest due?) and again before it arms itself.

export type Waiting = { push: number | null; mail: number | null; digest: number | null };

export function nextAttempts(sql: SqlStorage): Waiting {
  return sql
    .exec<Waiting>(
      `SELECT (SELECT MIN(nextAttemptAt) FROM outbox) AS push, (SELECT MIN(nextAttemptAt) FROM mail_outbox) AS mail,
        (SELECT MIN(nextAttemptAt) FROM digest_outbox) AS digest`,
    )
    .one();
}

/** Something waits and its time has come. */
export const isDue = (at: number | null, now: number) => at !== null && at <= now;

/** The earlier of two times, either of which may be none. */
export const earliest = (a: number | null, b: number | null) => (a === null ? b : b === null ? a : Math.min(a, b));
