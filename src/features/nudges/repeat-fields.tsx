import { Trans, useLingui } from "@lingui/react/macro";
import { type Control, useWatch } from "react-hook-form";
import { LabeledField } from "@/components/labeled-field";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
import { fromLocalInputValue } from "@/lib/local-time";
import type { NudgeFormValues } from "./nudge-rules";
import { describeRepeat, repeatChoices, type RepeatPattern } from "./repeat-rules";

const UNIT: Record<RepeatPattern, string> = {
  none: "",
  daily: "days",
  weekly: "weeks",
  weekdays: "weeks",
  "monthly-day": "months",
  "monthly-weekday": "months",
  yearly: "years",
  custom: "",
};

/** Whether and how the nudge repeats: a pattern from its date, every how many, and when it ends. */
export function RepeatFields({ control }: { control: Control<NudgeFormValues> }) {
  const { t } = useLingui();
  const [repeat, ends, remindAt, rule] = useWatch({ control, name: ["repeat", "repeatEnds", "remindAt", "repeatRule"] });
  const choices = repeatChoices(fromLocalInputValue(remindAt));
  if (repeat === "custom") choices.push({ value: "custom", label: describeRepeat(rule) });
  return (
    <div className="grid gap-4 sm:col-span-2 sm:grid-cols-3">
      <LabeledField control={control} name="repeat" label={t`Repeat`} className={repeat === "none" ? "sm:col-span-3" : undefined}>
        {(field) => (
          <NativeSelect {...field}>
            {choices.map((c) => (
              <option key={c.value} value={c.value}>
                {c.label}
              </option>
            ))}
          </NativeSelect>
        )}
      </LabeledField>
      {repeat !== "none" && repeat !== "custom" && (
        <LabeledField control={control} name="repeatEvery" label={t`Every how many ${UNIT[repeat]}`}>
          {(field) => <Input type="number" inputMode="numeric" min={1} max={999} {...field} />}
        </LabeledField>
      )}
      {repeat !== "none" && repeat !== "custom" && (
        <div className="grid gap-2">
          <LabeledField control={control} name="repeatEnds" label={t`Ends`}>
            {(field) => (
              <NativeSelect {...field}>
                <option value="never">
                  <Trans>Never</Trans>
                </option>
                <option value="count">
                  <Trans>After a number of times</Trans>
                </option>
                <option value="until">
                  <Trans>On a date</Trans>
                </option>
              </NativeSelect>
            )}
          </LabeledField>
          {ends === "count" && (
            <LabeledField control={control} name="repeatCount" label={t`How many times`}>
              {(field) => <Input type="number" inputMode="numeric" min={1} max={1000} {...field} />}
            </LabeledField>
          )}
          {ends === "until" && (
            <LabeledField control={control} name="repeatUntil" label={t`Last day`}>
              {(field) => <Input type="date" {...field} />}
            </LabeledField>
          )}
        </div>
      )}
    </div>
  );
}
