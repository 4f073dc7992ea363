import { useFormState, useWatch, type Control } from "react-hook-form";
import { FormControl, FormField, FormItem, FormLabel } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { OptionSelect } from "@/components/option-select";
import type { ContactFormValues } from "./contact-rules";

const UNITS = [
  { value: "none", label: "Don't remind me" },
  { value: "day", label: "Days" },
  { value: "week", label: "Weeks" },
  { value: "month", label: "Months" },
] as const;

/** "Keep in touch every [N] [days/weeks/months]", or not at all: the contact's check-in rhythm. */
export function CadencePicker({ control }: { control: Control<ContactFormValues> }) {
  const unit = useWatch({ control, name: "cadenceUnit" });
  // One message under both inputs, full width, rather than squeezed under the number.
  const error = useFormState({ control, name: "cadenceEvery" }).errors.cadenceEvery?.message;
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-2 text-sm font-medium">Keep in touch every</legend>
      <div className="grid grid-cols-[5.5rem_1fr] gap-2">
        <FormField
          control={control}
          name="cadenceEvery"
          render={({ field }) => (
            <FormItem>
              <FormLabel className="sr-only">How many</FormLabel>
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
              <OptionSelect value={field.value} options={UNITS} onChange={field.onChange} label="Keep in touch unit" />
            </FormItem>
          )}
        />
      </div>
      {error && <p className="text-sm text-destructive">{error}</p>}
      <p className="text-xs text-muted-foreground">
        We'll schedule a check-in nudge that long after your last contact, and move it each time you're in touch.
      </p>
    </fieldset>
  );
}
