import { t } from "@lingui/core/macro";
import { Trans } from "@lingui/react/macro";
import { Label } from "@/components/ui/label";
import { OptionSelect } from "@/components/option-select";
import { FIELD_LABELS, FIELDS, type Field, type Mapping } from "./csv-columns";

const NONE = "none";

type Props = { headers: string[]; mapping: Mapping; onChange: (mapping: Mapping) => void };

/** One picker a field: which column of the CSV holds it, guessed from the headers and changeable. */
export function ColumnStep({ headers, mapping, onChange }: Props) {
  const choose = (field: Field, column: string) => onChange({ ...mapping, [field]: column === NONE ? [] : [column] });
  return (
    <fieldset className="grid gap-3 sm:grid-cols-2">
      <legend className="mb-2 text-sm text-muted-foreground">
        <Trans>Which column holds what? We guessed from the headers.</Trans>
      </legend>
      {FIELDS.map((field) => {
        const id = `import-column-${field}`;
        const [column, ...others] = mapping[field];
        return (
          <div key={field} className="grid min-w-0 gap-1.5">
            <Label htmlFor={id}>{FIELD_LABELS[field]}</Label>
            <OptionSelect
              id={id}
              value={column ?? NONE}
              options={[{ value: NONE, label: t`Not in this file` }, ...headers.map((h) => ({ value: h, label: h }))]}
              onChange={(value) => choose(field, value)}
            />
            {others.length > 0 && (
              <p className="truncate text-xs text-muted-foreground">
                <Trans>Then</Trans> {others.join(", ")}
              </p>
            )}
          </div>
        );
      })}
    </fieldset>
  );
}
