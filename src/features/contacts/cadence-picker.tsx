import { Trans } from "@lingui/react/macro";
import { t } from "@lingui/core/macro";
import { useFormState, useWatch, type Control } from "react-hook-form";
import { FormControl, FormField, FormItem, FormLabel } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { OptionSelect } from "@/components/option-select";
import type { ContactFormValues } from "./contact-rules";

const UNITS = [
  {
    value: "none",
    get label() {
      return t`Don't remind me`;
    },
  },
  {
    value: "day",
    get label() {
      return t`Days`;
    },
  },
  {
    value: "week",
    get label() {
      return t`Weeks`;
    },
  },
  {
    value: "month",
    get label() {
      return t`Months`;
    },
  },
] as const;

/** "Keep in touch every [N] [days/weeks/months]", or not at all: the contact's check-in rhythm. */
export function CadencePicker({ control }: { control: Control<ContactFormValues> }) {
  const unit = useWatch({ control, name: "cadenceUnit" });
  // One message under both inputs, full width, rather than squeezed under the number.
  const error = useFormState({ control, name: "cadenceEvery" }).errors.cadenceEvery?.message;
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-2 text-sm font-medium">
        <Trans>Keep in touch every</Trans>
      </legend>
      <div className="grid grid-cols-[5.5rem_1fr] gap-2">
        <FormField
          control={control}
          name="cadenceEvery"
          render={({ field }) => (
            <FormItem>
              <FormLabel className="sr-only">
                <Trans>How many</Trans>
              </FormLabel>
              <FormControl>
                <Input
                  type="number"
                  inputMode="numeric"
                  min={1}
                  max={365}
                  step={1}
                  className="h-11 sm:h-10"
                  disabled={unit === "none"}
                  {...field}
                />
              </FormControl>
            </FormItem>
          )}
        />
        <FormField
          control={control}
          name="cadenceUnit"
          render={({ field }) => (
            <FormItem>
              <OptionSelect value={field.value} options={UNITS} onChange={field.onChange} label={t`Keep in touch unit`} />
            </FormItem>
          )}
        />
      </div>
      {error && <p className="text-sm text-destructive">{error}</p>}
      <p className="text-xs text-muted-foreground">
        <Trans>We'll schedule a check-in nudge that long after your last contact, and move it each time you're in touch.</Trans>
      </p>
    </fieldset>
  );
}
