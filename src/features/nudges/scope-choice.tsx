import type { Scope } from "@contracts/reminders";

type Props = { legend: string; value: Scope; onChange: (scope: Scope) => void; labels: Record<Scope, string>; disabled?: Scope[] };

/** Of a repeating nudge: this one, or it and all after it (the browser's own radio buttons). */
export function ScopeChoice({ legend, value, onChange, labels, disabled = [] }: Props) {
  return (
    <fieldset className="grid gap-1">
      <legend className="mb-1 font-medium text-foreground text-sm">{legend}</legend>
      {(["this", "future"] as const).map((scope) => (
        <label key={scope} className="flex min-h-11 items-center gap-3 text-sm has-disabled:opacity-50">
          <input
            type="radio"
            name={legend}
            value={scope}
            checked={value === scope}
            disabled={disabled.includes(scope)}
            onChange={() => onChange(scope)}
            className="size-4 accent-primary"
          />
          {labels[scope]}
        </label>
      ))}
    </fieldset>
  );
}
