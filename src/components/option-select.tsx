// A choice from a short list, outside react-hook-form (LabeledSelect is the form's one).
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { cn } from "@/lib/utils";

export type Option = { value: string; label: string };

type Props = {
  value: string;
  options: readonly Option[];
  onChange: (value: string) => void;
  /** The trigger's id (for a <Label htmlFor>) or, without a visible label, its accessible name. */
  id?: string;
  label?: string;
  disabled?: boolean;
  className?: string;
};

export function OptionSelect({ value, options, onChange, id, label, disabled, className }: Props) {
  return (
    <Select value={value} onValueChange={onChange} disabled={disabled}>
      <SelectTrigger id={id} aria-label={label} className={cn("h-11 w-full min-w-0 sm:h-10", className)}>
        <SelectValue />
      </SelectTrigger>
      <SelectContent>
        {options.map((option) => (
          <SelectItem key={option.value} value={option.value} className="min-h-10">
            {option.label}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
