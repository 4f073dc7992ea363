import type { Control } from "react-hook-form";
import { LabeledField } from "@/components/labeled-field";
import { LIMITS } from "@contracts/reminder-limits";
import { FormControl, FormField, FormItem, FormLabel, FormMessage } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { PhoneHint } from "@/components/phone-hint";
import type { NudgeFormValues } from "./nudge-rules";

const Optional = () => <span className="font-normal text-muted-foreground">(optional)</span>;

/** The fields a nudge is made of, shared by the schedule form and the Edit Nudge dialog. */
export function NudgeFields({ control, minDate }: { control: Control<NudgeFormValues>; minDate: string }) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <LabeledField control={control} name="targetName" label="Person's name">
        {(field) => <Input autoComplete="off" maxLength={LIMITS.targetName} placeholder="e.g. Ana Souza" {...field} />}
      </LabeledField>
      <LabeledField control={control} name="remindAt" label="Date &amp; time">
        {(field) => <Input type="datetime-local" min={minDate} {...field} />}
      </LabeledField>
      <FormField
        control={control}
        name="message"
        render={({ field }) => (
          <FormItem className="sm:col-span-2">
            <FormLabel>Message</FormLabel>
            <FormControl>
              <Textarea rows={3} maxLength={LIMITS.message} placeholder="What do you want to remember to say?" {...field} />
            </FormControl>
            <FormMessage />
          </FormItem>
        )}
      />
      <FormField
        control={control}
        name="phoneNumber"
        render={({ field }) => (
          <FormItem className="content-start">
            <FormLabel>
              Phone number <Optional />
            </FormLabel>
            <FormControl>
              <Input
                type="tel"
                inputMode="tel"
                autoComplete="off"
                maxLength={LIMITS.phoneNumber}
                placeholder="+1 555 123 4567"
                {...field}
              />
            </FormControl>
            <PhoneHint value={field.value} />
            <FormMessage />
          </FormItem>
        )}
      />
      <FormField
        control={control}
        name="url"
        render={({ field }) => (
          // Top-aligned: the phone's hint beside it makes the row taller.
          <FormItem className="content-start">
            <FormLabel>
              Link <Optional />
            </FormLabel>
            <FormControl>
              <Input type="url" inputMode="url" autoComplete="off" maxLength={LIMITS.url} placeholder="https://" {...field} />
            </FormControl>
            <FormMessage />
          </FormItem>
        )}
      />
    </div>
  );
}
