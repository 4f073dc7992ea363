import { useLingui } from "@lingui/react/macro";
import { zodResolver } from "@hookform/resolvers/zod";
import { LabeledField } from "@/components/labeled-field";
import { LabeledSelect } from "@/components/labeled-select";
import { FormField, FormItem, FormLabel, FormMessage } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { useCheckedForm } from "@/hooks/use-checked-form";
import { useCreateCampaign } from "./admin-api";
import { campaignFormSchema, emptyCampaignForm, TARGET_LABELS, toCampaignInput, type CampaignFormValues } from "./admin-rules";
import { AdminAddForm } from "./admin-add-form";
import { SegmentPicker, UserPicker } from "./campaign-target-field";

/** Create a push campaign as a draft; it goes out with Send Now in the list. */
export function CampaignForm() {
  const { t } = useLingui();
  const create = useCreateCampaign();
  const form = useCheckedForm<CampaignFormValues>(zodResolver(campaignFormSchema), emptyCampaignForm);
  const targetType = form.watch("targetType");

  return (
    <AdminAddForm kind="campaign" form={form} mutation={create} toInput={toCampaignInput}>
      <LabeledField control={form.control} name="message" label={t`Message`}>
        {(field) => <Textarea rows={3} maxLength={1000} placeholder={t`What the notification says`} {...field} />}
      </LabeledField>
      <LabeledSelect
        control={form.control}
        name="targetType"
        label={t`Target`}
        options={TARGET_LABELS}
        onChosen={() => form.setValue("targetUserIds", "")}
      />
      {targetType !== "all" && (
        <FormField
          control={form.control}
          name="targetUserIds"
          render={({ field, fieldState }) => (
            <FormItem>
              <FormLabel>{targetType === "user" ? t`Users` : t`Segment`}</FormLabel>
              {targetType === "user" ? (
                <UserPicker value={field.value} onChange={field.onChange} invalid={Boolean(fieldState.error)} />
              ) : (
                <SegmentPicker value={field.value} onChange={field.onChange} />
              )}
              <FormMessage />
            </FormItem>
          )}
        />
      )}
      <LabeledField control={form.control} name="url" label={t`URL`} note={t`optional, opened on tap`}>
        {(field) => <Input type="url" inputMode="url" placeholder={t`https://… or /dashboard`} {...field} />}
      </LabeledField>
    </AdminAddForm>
  );
}
