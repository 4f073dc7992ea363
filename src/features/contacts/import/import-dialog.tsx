import { t, plural } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { useState } from "react";
import type { DuplicateChoice, RowOutcome } from "@contracts/contact-import";
import { Button } from "@/components/ui/button";
import { DialogClose, DialogFooter } from "@/components/ui/dialog";
import { type DialogHeading, FormDialog } from "@/components/form-dialog";
import { useToast } from "@/hooks/use-toast";
import { errorText } from "@/lib/api";
import { importRows, importSummary } from "@/lib/contacts-api";
import { previewImport } from "./api";
import { initialTicks, rowsToImport, tally, withChoiceForAll, type Ticks } from "./choices";
import { ChooseFile } from "./choose-file";
import { ColumnStep } from "./column-step";
import { guessMapping, namesSomeone, type Mapping } from "./csv-columns";
import { rowsOf, type Table } from "./csv";
import type { FileRow } from "@contracts/contact-file/person";
import { PreviewStep } from "./preview-step";
import { readContactsFile } from "./read-file";

type Step =
  | { kind: "file"; error: string | null }
  | { kind: "columns"; name: string; table: Table; mapping: Mapping }
  | {
      kind: "preview";
      name: string;
      rows: FileRow[];
      problems: string[];
      outcomes: RowOutcome[];
      circles: { made: string[]; leftOut: string[] };
      ticks: Ticks;
    };

const FIRST: Step = { kind: "file", error: null };

/** The first step says what a file can bring in; the later ones name the file. */
const headingOf = (step: Step): DialogHeading => ({
  title: t`Import from a file`,
  description:
    step.kind === "file"
      ? t`Bring in people from a contacts export: names, numbers, emails, notes, birthdays, where they work and their groups, as circles.`
      : t`From ${step.name}. Nothing is saved until you import.`,
});

/**
 * Import from a file: choose it, say which CSV column holds what, see row by row what importing
 * does (new, already there, or what it fills in), untick anyone, import. Nothing is written
 * before the last step, and a file the import can't use never leaves the first.
 */
export default function ImportDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useLingui();
  const { toast } = useToast();
  const [step, setStep] = useState<Step>(FIRST);
  const [forAll, setForAll] = useState<DuplicateChoice>("merge");
  const [busy, setBusy] = useState<string | null>(null);

  const close = (next: boolean) => {
    if (busy && !next) return;
    onOpenChange(next);
    if (!next) setStep(FIRST);
  };

  const preview = async (name: string, rows: FileRow[], problems: string[]) => {
    if (rows.length === 0) {
      setStep({ kind: "file", error: [t`Nobody in ${name} can be imported.`, ...problems.slice(0, 3)].join(" ") });
      return;
    }
    setBusy(t`Checking who is already in your contacts...`);
    try {
      const {
        rows: outcomes,
        newCircles,
        circlesLeftOut,
      } = await previewImport(
        rowsToImport(
          rows,
          rows.map(() => true),
        ),
      );
      const circles = { made: newCircles, leftOut: circlesLeftOut };
      setStep({ kind: "preview", name, rows, problems, outcomes, circles, ticks: initialTicks(outcomes, forAll) });
    } catch (error) {
      setStep({ kind: "file", error: errorText(error, t`The file couldn't be checked. Please try again.`) });
    } finally {
      setBusy(null);
    }
  };

  const onFile = async (file: File) => {
    setBusy(t`Reading the file...`);
    const read = await readContactsFile(file).catch(() => ({ kind: "refused", message: t`${file.name} couldn't be read.` }) as const);
    setBusy(null);
    if (read.kind === "refused") setStep({ kind: "file", error: read.message });
    else if (read.kind === "csv")
      setStep({ kind: "columns", name: file.name, table: read.table, mapping: guessMapping(read.table.headers) });
    else await preview(file.name, read.result.rows, read.result.problems);
  };

  const onImport = async () => {
    if (step.kind !== "preview") return;
    const rows = rowsToImport(step.rows, step.ticks);
    const total = rows.length.toLocaleString();
    setBusy(`Importing 0 of ${total}...`);
    try {
      const done = await importRows(rows, forAll, (n) => setBusy(`Importing ${n.toLocaleString()} of ${total}...`));
      const left = step.rows.length - rows.length;
      toast({ title: t`Contacts Imported`, description: importSummary({ ...done, skipped: done.skipped + left }) });
      setBusy(null);
      close(false);
    } catch (error) {
      setBusy(null);
      toast({
        variant: "destructive",
        title: t`Import stopped`,
        description: t`${errorText(error, t`The connection dropped.`)} Import the file again: whoever is already in is found there, nobody twice.`,
      });
    }
  };

  let body: React.ReactNode;
  let action: React.ReactNode = null;
  if (step.kind === "file") body = <ChooseFile busy={busy !== null} error={step.error} onFile={onFile} />;
  else if (step.kind === "columns") {
    body = <ColumnStep headers={step.table.headers} mapping={step.mapping} onChange={(mapping) => setStep({ ...step, mapping })} />;
    action = (
      <Button
        className="h-11 sm:h-10"
        disabled={busy !== null || !namesSomeone(step.mapping)}
        onClick={() => {
          const { rows, problems } = rowsOf(step.table, step.mapping);
          void preview(step.name, rows, problems);
        }}
      >
        {busy ?? t`Preview`}
      </Button>
    );
  } else {
    const { add, merge } = tally(step.outcomes, step.ticks);
    const count = add + merge;
    body = (
      <PreviewStep
        rows={step.rows}
        outcomes={step.outcomes}
        circles={step.circles}
        problems={step.problems}
        ticks={step.ticks}
        forAll={forAll}
        busy={busy !== null}
        onTicks={(ticks) => setStep({ ...step, ticks })}
        onForAll={(choice) => {
          setForAll(choice);
          setStep({ ...step, ticks: withChoiceForAll(step.ticks, step.outcomes, choice) });
        }}
      />
    );
    action = (
      <Button className="h-11 sm:h-10" disabled={busy !== null || count === 0} onClick={onImport}>
        {busy ?? plural(count, { one: "Import # contact", other: "Import # contacts" })}
      </Button>
    );
  }

  return (
    <FormDialog open={open} onClose={() => close(false)} heading={headingOf(step)} className="max-h-[95dvh] sm:max-w-xl">
      {body}
      <DialogFooter>
        {step.kind !== "file" && (
          <Button variant="ghost" className="h-11 sm:me-auto sm:h-10" disabled={busy !== null} onClick={() => setStep(FIRST)}>
            <Trans>Choose another file</Trans>
          </Button>
        )}
        <DialogClose asChild>
          <Button type="button" variant="outline" className="h-11 sm:h-10" disabled={busy !== null}>
            <Trans>Cancel</Trans>
          </Button>
        </DialogClose>
        {action}
      </DialogFooter>
    </FormDialog>
  );
}
