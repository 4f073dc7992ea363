// A labeled choice from a fixed list, wired to react-hook-form (its own file: Radix Select is
// heavy, and LabeledField's users mostly don't need it).
import type { ReactNode } from "react";
import type { Control, FieldPath, FieldValues } from "react-hook-form";
import { LabeledField } from "@/components/labeled-field";
import { FormControl } from "@/components/ui/form";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";

export function LabeledSelect<T extends FieldValues, N extends FieldPath<T>, O extends string>({
  options,
  onChosen,
  ...row
}: {
  control: Control<T>;
  name: N;
  label: ReactNode;
  /** Each choice and its words, in the order they are offered (`REACH_NAMES`, `{ faq: "FAQ", … }`). */
  options: Record<O, string>;
  /** After the field took the choice: for a form whose other fields depend on it. */
  onChosen?: (value: O) => void;
}) {
  return (
    <LabeledField {...row} bare>
      {(field) => (
        <Select
          value={field.value}
          onValueChange={(value) => {
            field.onChange(value);
            onChosen?.(value as O);
          }}
        >
          <FormControl>
            <SelectTrigger className="h-11 w-full sm:h-10">
              <SelectValue />
            </SelectTrigger>
          </FormControl>
          <SelectContent>
            {Object.entries<string>(options).map(([option, words]) => (
              <SelectItem key={option} value={option} className="min-h-10">
                {words}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      )}
    </LabeledField>
  );
}
