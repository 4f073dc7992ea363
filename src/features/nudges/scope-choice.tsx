import { t } from "@lingui/core/macro";
import type { Scope } from "@contracts/nudges";

/** The two questions a repeating nudge asks: which occurrences an edit changes, and which a delete removes. */
const QUESTIONS = {
  change: {
    get legend() {
      return t`Change`;
    },
    labels: {
      get this() {
        return t`Only this one`;
      },
      get future() {
        return t`This one and all after it`;
      },
    },
  },
  delete: {
    get legend() {
      return t`Which to delete`;
    },
    labels: {
      get this() {
        return t`Only this one: the next comes as usual`;
      },
      get future() {
        return t`This one and all after it`;
      },
    },
  },
} satisfies Record<string, { legend: string; labels: Record<Scope, string> }>;

type Props = { question: keyof typeof QUESTIONS; value: Scope; onChange: (scope: Scope) => void; disabled?: Scope[] };

/** Of a repeating nudge: this one, or it and all after it (the browser's own radio buttons). */
export function ScopeChoice({ question, value, onChange, disabled = [] }: Props) {
  const { legend, labels } = QUESTIONS[question];
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
