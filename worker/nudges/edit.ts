// Editing a scheduled nudge, one-off or one occurrence of a repeating one (issue 24). "this"
// changes the waiting occurrence only: the next is made from the series as it was. "future"
// changes the series too (what it says, and how it repeats, from this occurrence on); a null
// recurrence stops it repeating (its sent occurrences stay in history). Giving a one-off nudge a
// recurrence makes it repeat.
import { t } from "@lingui/core/macro";
import type { Scope } from "../contracts/nudges";
import type { Db } from "../db/client";
import { type NudgeFields, updatePending, type findNudge } from "../db/nudges";
import { editSeries, findSeries, startSeries, stopSeries } from "../db/series";
import { userTimeZone } from "../db/user-settings";
import { fail } from "../http/errors";

type Row = NonNullable<Awaited<ReturnType<typeof findNudge>>>;
type Edit = { fields: NudgeFields; recurrence: string | null | undefined; scope: Scope };

/** The edited row and the rule it now repeats by (null: it doesn't); null when it was sent meanwhile. */
export async function editNudge(db: Db, userId: number, before: Row, { fields, recurrence, scope }: Edit) {
  const series = before.seriesId === null ? undefined : await findSeries(db, userId, before.seriesId);
  if (!series) {
    const row = await updatePending(db, userId, before.id, fields);
    if (!row) return null;
    if (recurrence) await startSeries(db, userId, row.id, fields, recurrence, await userTimeZone(db, userId));
    return { row, recurrence: recurrence ?? null };
  }
  if (scope === "this" && recurrence !== undefined && recurrence !== series.recurrence)
    throw fail(400, t`Changing how a nudge repeats changes all the ones after it too: edit with scope "future"`);
  const row = await updatePending(db, userId, before.id, fields);
  if (!row) return null;
  if (scope === "this") return { row, recurrence: series.recurrence };
  if (recurrence === null) {
    await stopSeries(db, userId, series.id);
    return { row, recurrence: null };
  }
  await editSeries(db, userId, series, fields, recurrence ?? series.recurrence, await userTimeZone(db, userId));
  return { row, recurrence: (await findSeries(db, userId, series.id))?.recurrence ?? null };
}
