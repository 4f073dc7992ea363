// Check-ins for contacts an import puts in circles with a rhythm (issue 23). A contact without a
// rhythm of its own follows the shortest of its circles' (check-ins.ts): joining one gives it a
// check-in, or moves the one it has sooner. Worked out from what the import read before its
// batch, and written in that batch as a few statements whatever the number of contacts, so a
// 250-row request stays far from a Worker's 1 000 queries.
import { sql, type SQL } from "drizzle-orm";
import { checkInDue, shortestCadence, type Cadence } from "../contracts/cadence";
import type { Target } from "../contacts/import-plan";
import { createCheckInStatements } from "./check-ins-many";
import { contactIdFrom, targetJson, type UserCircle } from "./import-circles";

/** A stored contact's keep-in-touch state, as the import read it. */
export type CheckInState = {
  own: Cadence | null;
  /** When it was last in touch, or added: the check-in counts from there. */
  since: number;
  checkInReminderId: number | null;
  /** The pending check-in's time; null when it has none pending. */
  pendingAt: number | null;
  /** The time of day its nudges arrive, in minutes: its own, else the account's. */
  minutes: number;
};

type Nudge = { n: string; p: string | null; t: string | null; at: number };

/**
 * The statements that give the targets joining a circle with a rhythm their check-ins, or move
 * the ones they have. Answers none when no such circle is joined (the usual import).
 */
export function checkInStatements(
  userId: number,
  targets: Target[],
  {
    states,
    circles,
    timeZone,
    minutes,
    now,
  }: {
    states: Map<number, CheckInState>;
    circles: Map<string, UserCircle>;
    timeZone: string;
    /** The account's time of day, for contacts this import makes. */
    minutes: number;
    now: number;
  },
): SQL[] {
  // Each the contact as targetJson finds it (its name is the nudge's too), its nudge, and the check-in it had.
  const creates: (Nudge & { old: number | null })[] = [];
  const moves: (Nudge & { r: number })[] = [];
  for (const t of targets) {
    if (!t.joins.some((key) => circles.get(key)?.cadence)) continue;
    const state = t.id === null ? undefined : states.get(t.id);
    if (state?.own) continue;
    const cadence = shortestCadence([...t.circles].flatMap((key) => circles.get(key)?.cadence ?? []));
    if (!cadence) continue;
    const nudge: Nudge = {
      n: t.name,
      p: t.phoneNumber,
      t: t.phoneTyped,
      at: checkInDue(state?.since ?? now, cadence, timeZone, state?.minutes ?? minutes),
    };
    if (state?.pendingAt != null && state.checkInReminderId !== null) moves.push({ ...nudge, r: state.checkInReminderId });
    else creates.push({ ...targetJson(t), ...nudge, old: state?.checkInReminderId ?? null });
  }
  const statements: SQL[] = [];
  if (creates.length > 0) statements.push(...createCheckInStatements(userId, creates, (value) => contactIdFrom(userId, value)));
  if (moves.length > 0) statements.push(moveCheckIns(userId, moves));
  return statements;
}

/** Pending check-ins moved to their new time (and the number a merge may have filled in). */
const moveCheckIns = (userId: number, list: (Nudge & { r: number })[]) =>
  sql`update reminders set remindAt = json_extract(j.value, '$.at'), targetName = json_extract(j.value, '$.n'),
      phoneNumber = json_extract(j.value, '$.p'), phoneTyped = json_extract(j.value, '$.t')
    from json_each(${JSON.stringify(list)}) j
    where reminders.id = json_extract(j.value, '$.r') and reminders.userId = ${userId} and reminders.sent = 0`;
