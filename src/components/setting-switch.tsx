// One on/off setting: its label and a line saying what it does, with a switch beside them.
import { Label } from "@/components/ui/label";

type Props = { id: string; label: string; hint: string; checked: boolean; disabled?: boolean; onChange: (on: boolean) => void };

export function SettingSwitch({ id, label, hint, checked, disabled, onChange }: Props) {
  return (
    <div className="flex items-start justify-between gap-3">
      <div className="min-w-0 space-y-0.5">
        <Label htmlFor={id} className="leading-snug">
          {label}
        </Label>
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {hint}
        </p>
      </div>
      {/* A checkbox shown as a switch (Radix's would be one more file for the dashboard to name); its label is a 44 px tap area on phones. */}
      <label className="relative -my-2.5 flex min-h-11 shrink-0 cursor-pointer items-center px-1 has-disabled:cursor-not-allowed">
        <input
          id={id}
          type="checkbox"
          // biome-ignore lint/a11y/useAriaPropsForRole: a checkbox's checked state is its aria-checked; ARIA in HTML forbids setting both.
          role="switch"
          className="peer sr-only"
          aria-describedby={`${id}-hint`}
          checked={checked}
          disabled={disabled}
          onChange={(e) => onChange(e.target.checked)}
        />
        <span
          aria-hidden
          className="relative inline-flex h-6 w-11 rounded-full bg-input shadow-xs transition-colors peer-checked:bg-primary peer-focus-visible:ring-[3px] peer-focus-visible:ring-ring/50 peer-disabled:opacity-50 after:absolute after:top-0.5 after:start-0.5 after:size-5 after:rounded-full after:bg-background after:shadow-sm after:transition-transform peer-checked:after:translate-x-5 rtl:peer-checked:after:-translate-x-5 dark:bg-input/80 dark:peer-checked:bg-primary dark:peer-checked:after:bg-primary-foreground"
        />
      </label>
    </div>
  );
}
