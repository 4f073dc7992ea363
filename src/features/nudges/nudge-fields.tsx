import { useLingui } from "@lingui/react/macro";
import type { ReactNode } from "react";
import type { Control } from "react-hook-form";
import { LabeledField } from "@/components/labeled-field";
import { LIMITS } from "@contracts/nudge-limits";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { PhoneField } from "@/components/phone-field";
import type { NudgeFormValues } from "./nudge-rules";
import { RepeatFields } from "./repeat-fields";

type Props = {
  control: Control<NudgeFormValues>;
  minDate: string;
  /** Under the message: "Suggest a message", whose drafts go into it. */
  suggest?: ReactNode;
};

/** The fields a nudge is made of, shared by the schedule form and the Edit Nudge dialog. */
export function NudgeFields({ control, minDate, suggest }: Props) {
  const { t } = useLingui();
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <LabeledField control={control} name="targetName" label={t`Person's name`}>
        {(field) => <Input autoComplete="off" maxLength={LIMITS.targetName} placeholder={t`e.g. Ana Souza`} {...field} />}
      </LabeledField>
      <LabeledField control={control} name="remindAt" label={t`Date & time`}>
        {(field) => <Input type="datetime-local" min={minDate} {...field} />}
      </LabeledField>
      <LabeledField control={control} name="message" label={t`Message`} className="sm:col-span-2">
        {(field) => <Textarea rows={3} maxLength={LIMITS.message} placeholder={t`What do you want to remember to say?`} {...field} />}
      </LabeledField>
      {suggest && <div className="sm:col-span-2">{suggest}</div>}
      <PhoneField control={control} name="phoneNumber" label={t`Phone number`} />
      {/* Top-aligned: the phone's hint beside it makes the row taller. */}
      <LabeledField control={control} name="url" label={t`Link`} note={t`optional`} className="content-start">
        {(field) => <Input type="url" inputMode="url" autoComplete="off" maxLength={LIMITS.url} placeholder={t`https://`} {...field} />}
      </LabeledField>
      <RepeatFields control={control} />
    </div>
  );
}
