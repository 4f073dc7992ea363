import { t, plural } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { useState } from "react";
import type { DuplicateChoice, MergeField, RowOutcome } from "@contracts/contact-import";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { OptionSelect } from "@/components/option-select";
import { tally, type Ticks } from "./choices";
import type { FileRow } from "@contracts/contact-file/person";
import { CirclesNote } from "./circles-note";
import { leftOutSet, RowCircles } from "./row-circles";

const PAGE = 100;
const FOR_ALL = [
  {
    value: "merge",
    get label() {
      return t`Add what's new to them`;
    },
  },
  {
    value: "skip",
    get label() {
      return t`Leave them as they are`;
    },
  },
];

const FIELD_WORDS: Record<MergeField, string> = {
  phone: "phone",
  email: "email",
  notes: "notes",
  birthday: "birthday",
  circles: "circles",
};
const monthDay = new Intl.DateTimeFormat(undefined, { month: "short", day: "numeric", timeZone: "UTC" });

const details = (row: FileRow) =>
  [row.phoneNumber, row.email, row.birthday && `Birthday ${monthDay.format(Date.parse(`${row.birthday}T00:00:00Z`))}`]
    .filter(Boolean)
    .join(" · ");

function OutcomeBadge({ outcome, rows }: { outcome: RowOutcome; rows: FileRow[] }) {
  if (outcome.status === "new")
    return (
      <Badge>
        <Trans>New</Trans>
      </Badge>
    );
  // Same name, nothing else in common: only the person can tell if it is the one they have.
  if (outcome.status === "maybe")
    return (
      <>
        <Badge variant="outline" className="whitespace-normal border-primary/50 text-start">
          <Trans>Maybe the {outcome.contactName} you have?</Trans>
        </Badge>
        <span className="text-xs text-muted-foreground">
          <Trans>Added as someone new unless you untick it.</Trans>
        </span>
      </>
    );
  const who = outcome.row === undefined ? outcome.contactName : `${rows[outcome.row]?.name ?? outcome.contactName} (above)`;
  if (outcome.status === "same")
    return (
      <Badge variant="outline">
        <Trans>Already there as {who}</Trans>
      </Badge>
    );
  return (
    <Badge variant="secondary" className="whitespace-normal text-start">
      <Trans>Adds</Trans> {outcome.adds.map((f) => FIELD_WORDS[f]).join(", ")} <Trans>to {who}</Trans>
    </Badge>
  );
}

type Props = {
  rows: FileRow[];
  outcomes: RowOutcome[];
  /** The circles importing everyone would make, and the groups that can't be (the 50-circle limit). */
  circles: { made: string[]; leftOut: string[] };
  problems: string[];
  ticks: Ticks;
  forAll: DuplicateChoice;
  busy: boolean;
  onTicks: (ticks: Ticks) => void;
  onForAll: (choice: DuplicateChoice) => void;
};

/** Each row with what importing it does, a tick to leave it out, and what the file had that can't be imported. */
export function PreviewStep({ rows, outcomes, circles, problems, ticks, forAll, busy, onTicks, onForAll }: Props) {
  const { t } = useLingui();
  const [shown, setShown] = useState(PAGE);
  const leftOut = leftOutSet(circles.leftOut);
  const { add, merge } = tally(outcomes, ticks);
  const same = outcomes.filter((o) => o.status === "same").length;
  const maybes = outcomes.filter((o) => o.status === "maybe").length;
  const fills = outcomes.filter((o) => o.status === "merge").length;
  return (
    <div className="grid min-w-0 gap-4">
      <p className="text-sm" aria-live="polite">
        {t`${plural(rows.length, { one: "# person", other: "# people" })} in this file: ${add} to add, ${merge} to fill in, ${same} already in your contacts.`}
        {maybes > 0 && ` ${t`${maybes} may be someone you already have.`}`}
      </p>
      <CirclesNote made={circles.made} leftOut={circles.leftOut} />
      {fills > 0 && (
        <div className="grid gap-1.5">
          <Label htmlFor="import-for-all">
            <Trans>When someone is already in your contacts</Trans>
          </Label>
          <OptionSelect
            id="import-for-all"
            value={forAll}
            options={FOR_ALL}
            disabled={busy}
            onChange={(value) => onForAll(value as DuplicateChoice)}
          />
        </div>
      )}
      <ul className="grid max-h-[45dvh] min-w-0 gap-1 overflow-y-auto rounded-md border p-1" aria-label={t`People in the file`}>
        {rows.slice(0, shown).map((row, i) => {
          const outcome = outcomes[i]!;
          const id = `import-row-${i}`;
          return (
            <li key={id} className="flex min-w-0 items-start gap-3 rounded-md px-2 py-2 hover:bg-accent/40">
              <input
                id={id}
                type="checkbox"
                className="mt-1 size-4 shrink-0 accent-primary"
                checked={ticks[i] ?? false}
                disabled={busy || outcome.status === "same"}
                onChange={(event) => onTicks(ticks.map((t, j) => (j === i ? event.target.checked : t)))}
                aria-label={t`Import ${row.name}`}
              />
              <label htmlFor={id} className="grid min-w-0 flex-1 gap-1">
                <span className="truncate font-medium">{row.name}</span>
                {details(row) && <span className="truncate text-xs text-muted-foreground">{details(row)}</span>}
                <RowCircles circles={row.circles ?? []} leftOut={leftOut} />
                <OutcomeBadge outcome={outcome} rows={rows} />
              </label>
            </li>
          );
        })}
      </ul>
      {shown < rows.length && (
        <Button type="button" variant="outline" className="h-11 sm:h-10" onClick={() => setShown((n) => n + PAGE)}>
          <Trans>Show</Trans> {Math.min(PAGE, rows.length - shown)} <Trans>more</Trans>
        </Button>
      )}
      {problems.length > 0 && (
        <details className="rounded-md border p-3 text-sm">
          <summary className="cursor-pointer font-medium">
            {plural(problems.length, { one: "# thing in the file can't be imported", other: "# things in the file can't be imported" })}
          </summary>
          <ul className="mt-2 grid max-h-40 list-disc gap-1 overflow-y-auto ps-5 text-muted-foreground">
            {problems.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
        </details>
      )}
    </div>
  );
}
