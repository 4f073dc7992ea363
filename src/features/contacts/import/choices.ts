// The choices in an import's preview: per row, and one for everyone already in the contacts.
import type { DuplicateChoice, ImportRow, RowOutcome } from "@contracts/contact-import";
import type { FileRow } from "@contracts/contact-file/person";

/** A row the person left ticked is imported: added when new, merged when it fills someone in. */
export type Ticks = boolean[];

/**
 * New rows and rows that fill someone in start ticked (the latter when the choice for all is
 * merge); rows with nothing new can't be. A row that is maybe someone they have starts ticked
 * too, as someone new: leaving it out is the person's call, made by unticking it.
 */
export const initialTicks = (outcomes: RowOutcome[], forAll: DuplicateChoice): Ticks =>
  outcomes.map((o) => o.status === "new" || o.status === "maybe" || (o.status === "merge" && forAll === "merge"));

/** The choice for all ticks or unticks every row that fills someone in; new rows keep theirs. */
export const withChoiceForAll = (ticks: Ticks, outcomes: RowOutcome[], forAll: DuplicateChoice): Ticks =>
  ticks.map((tick, i) => (outcomes[i]?.status === "merge" ? forAll === "merge" : tick));

/** The rows to send: the ticked ones, without the preview's "where in the file". */
export function rowsToImport(rows: FileRow[], ticks: Ticks): ImportRow[] {
  return rows.flatMap(({ source: _source, ...row }, i) => (ticks[i] ? [row] : []));
}

/** What the import will do with these ticks, for the button and the summary. */
export function tally(outcomes: RowOutcome[], ticks: Ticks) {
  let add = 0;
  let merge = 0;
  outcomes.forEach((o, i) => {
    if (!ticks[i]) return;
    if (o.status === "new" || o.status === "maybe") add++;
    else if (o.status === "merge") merge++;
  });
  return { add, merge, leave: outcomes.length - add - merge };
}
