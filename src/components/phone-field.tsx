import { useLingui } from "@lingui/react/macro";
import type { Control, FieldPath, FieldValues } from "react-hook-form";
import { LIMITS } from "@contracts/nudge-limits";
import { LabeledField } from "@/components/labeled-field";
import { PhoneHint } from "@/components/phone-hint";
import { FormControl } from "@/components/ui/form";
import { Input } from "@/components/ui/input";

/** An optional phone number (a contact's, a nudge's), with the hint that shows it as it will be saved. */
export function PhoneField<T extends FieldValues, N extends FieldPath<T>>(props: { control: Control<T>; name: N; label: string }) {
  const { t } = useLingui();
  return (
    // Top-aligned in its row: the hint can make it taller than the field beside it.
    <LabeledField {...props} note={t`optional`} className="content-start" bare>
      {(field) => (
        <>
          <FormControl>
            <Input type="tel" inputMode="tel" autoComplete="off" maxLength={LIMITS.phoneNumber} placeholder="+1 555 123 4567" {...field} />
          </FormControl>
          <PhoneHint value={field.value} />
        </>
      )}
    </LabeledField>
  );
}
