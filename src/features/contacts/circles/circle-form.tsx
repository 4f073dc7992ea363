import { t } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { CADENCE_UNITS, type CadenceUnit } from "@contracts/cadence";
import { circleSchema, type Circle } from "@contracts/circles";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { OptionSelect } from "@/components/option-select";
import type { CircleInput } from "@contracts/circles";

const NONE = "none";
const UNIT_LABELS: Record<CadenceUnit, string> = {
  day: "Days",
  get week() {
    return t`Weeks`;
  },
  month: "Months",
};
const UNIT_OPTIONS = [
  {
    value: NONE,
    get label() {
      return t`No rhythm`;
    },
  },
  ...CADENCE_UNITS.map((u) => ({ value: u, label: UNIT_LABELS[u] })),
];

type Props = { circle?: Circle; busy: boolean; onSave: (fields: CircleInput) => void; onCancel?: () => void };

/** A circle's name and, optionally, how often its members without their own rhythm get a check-in. */
export function CircleForm({ circle, busy, onSave, onCancel }: Props) {
  const { t } = useLingui();
  const [name, setName] = useState(circle?.name ?? "");
  const [every, setEvery] = useState(String(circle?.cadenceEvery ?? 2));
  const [unit, setUnit] = useState<CadenceUnit | typeof NONE>(circle?.cadenceUnit ?? NONE);
  const [error, setError] = useState<string | null>(null);
  const id = `circle-${circle?.id ?? "new"}`;

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const fields = { name, cadenceEvery: unit === NONE ? null : Number(every), cadenceUnit: unit === NONE ? null : unit };
    const checked = circleSchema.safeParse(fields);
    if (!checked.success) return setError(checked.error.issues[0]?.message ?? t`Please check the circle`);
    setError(null);
    onSave({ name: checked.data.name, cadenceEvery: fields.cadenceEvery, cadenceUnit: fields.cadenceUnit });
    if (!circle) setName("");
  };

  return (
    <form onSubmit={submit} className="grid gap-3 rounded-lg border p-3" noValidate>
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-name`}>{circle ? t`Name` : t`New circle`}</Label>
        <Input
          id={`${id}-name`}
          value={name}
          maxLength={50}
          placeholder={t`e.g. Close friends`}
          onChange={(e) => setName(e.target.value)}
        />
      </div>
      <fieldset className="grid gap-1.5">
        <legend className="mb-1.5 text-sm font-medium">
          <Trans>Keep in touch with its members every</Trans>
        </legend>
        <div className="grid grid-cols-[5.5rem_1fr] gap-2">
          <Input
            type="number"
            inputMode="numeric"
            min={1}
            max={365}
            aria-label={t`How many`}
            disabled={unit === NONE}
            value={every}
            onChange={(e) => setEvery(e.target.value)}
            className="h-11 sm:h-10"
          />
          <OptionSelect
            value={unit}
            options={UNIT_OPTIONS}
            label={t`Keep in touch unit`}
            onChange={(v) => setUnit(v as CadenceUnit | typeof NONE)}
          />
        </div>
        <p className="text-xs text-muted-foreground">
          <Trans>Members with a rhythm of their own keep theirs; in two circles, the shorter one counts.</Trans>
        </p>
      </fieldset>
      {error && (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
      <div className="flex justify-end gap-2">
        {onCancel && (
          <Button type="button" variant="outline" className="h-11 sm:h-9" onClick={onCancel}>
            <Trans>Cancel</Trans>
          </Button>
        )}
        <Button type="submit" className="h-11 sm:h-9" disabled={busy}>
          {circle ? t`Save circle` : t`Add circle`}
        </Button>
      </div>
    </form>
  );
}
