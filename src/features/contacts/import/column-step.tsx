import { Label } from "@/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { FIELD_LABELS, FIELDS, type Field, type Mapping } from "./csv-columns";

const NONE = "none";

type Props = { headers: string[]; mapping: Mapping; onChange: (mapping: Mapping) => void };

/** One picker a field: which column of the CSV holds it, guessed from the headers and changeable. */
export function ColumnStep({ headers, mapping, onChange }: Props) {
  const choose = (field: Field, column: string) => onChange({ ...mapping, [field]: column === NONE ? [] : [column] });
  return (
    <fieldset className="grid gap-3 sm:grid-cols-2">
      <legend className="mb-2 text-sm text-muted-foreground">Which column holds what? We guessed from the headers.</legend>
      {FIELDS.map((field) => {
        const id = `import-column-${field}`;
        const [column, ...others] = mapping[field];
        return (
          <div key={field} className="grid min-w-0 gap-1.5">
            <Label htmlFor={id}>{FIELD_LABELS[field]}</Label>
            <Select value={column ?? NONE} onValueChange={(value) => choose(field, value)}>
              <SelectTrigger id={id} className="h-11 w-full min-w-0 sm:h-10">
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                <SelectItem value={NONE} className="min-h-10">
                  Not in this file
                </SelectItem>
                {headers.map((header) => (
                  <SelectItem key={header} value={header} className="min-h-10">
                    {header}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
            {others.length > 0 && <p className="truncate text-xs text-muted-foreground">Then {others.join(", ")}</p>}
          </div>
        );
      })}
    </fieldset>
  );
}
