import { t } from "@lingui/core/macro";
import { Trans } from "@lingui/react/macro";
import { useWatch, type Control } from "react-hook-form";
import { FormControl, FormField, FormItem, FormLabel, FormMessage } from "@/components/ui/form";
import { LabelNote } from "@/components/label-note";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { useAccountSettings } from "@/lib/account-settings-api";
import type { ContactFormValues } from "./contact-rules";

/**
 * "Check-ins and dates arrive at": this person's own time of day for their check-in and date
 * nudges; empty follows the account's (Account & Privacy), which the hint names.
 */
export function NudgeTimeField({ control }: { control: Control<ContactFormValues> }) {
  const accountTime = useAccountSettings().data?.nudgeTime ?? "09:00";
  const value = useWatch({ control, name: "nudgeTime" });
  return (
    <FormField
      control={control}
      name="nudgeTime"
      render={({ field }) => (
        <FormItem>
          <FormLabel>
            <Trans>Check-ins and dates arrive at</Trans>{" "}
            <LabelNote>
              <Trans>optional</Trans>
            </LabelNote>
          </FormLabel>
          <div className="flex flex-wrap items-center gap-2">
            <FormControl>
              <Input type="time" className="h-11 w-36 sm:h-10" {...field} />
            </FormControl>
            {/* A time input can't always be emptied by hand (iOS has no clear button). */}
            {value && (
              <Button type="button" variant="ghost" className="h-11 sm:h-10" onClick={() => field.onChange("")}>
                <Trans>Use my usual time</Trans>
              </Button>
            )}
          </div>
          <p className="text-xs text-muted-foreground">
            {value ? t`Their check-ins and date nudges arrive at ${value}.` : t`Empty: your usual time, ${accountTime} (set in Account).`}
          </p>
          <FormMessage />
        </FormItem>
      )}
    />
  );
}
