import { Trans, useLingui } from "@lingui/react/macro";
import { phoneProblem } from "@contracts/phone";
import { formatPhone, toE164 } from "@contracts/phone-numbers";
import { FormDescription } from "@/components/ui/form";
import { useAccountSettings } from "@/lib/account-settings-api";
import { regionName } from "@/lib/phone-numbers";

/**
 * Under a phone field, as the person types: the number as it will be saved ("+44 20 7946 0958"),
 * or, gently, that it doesn't read as a number in their region and will be kept as typed (the
 * server reads it the same way). It changes as they type, never when the field is left: a line
 * appearing on blur moved the Save button away from a tap already on its way.
 * Nothing while the field is empty, shows its own error, or already reads as it will be saved.
 */
export function PhoneHint({ value }: { value: string }) {
  const { t } = useLingui();
  const region = useAccountSettings().data?.phoneRegion ?? null;
  const typed = value.trim();
  if (!typed || phoneProblem(typed)) return null;
  const e164 = toE164(typed, region);
  if (e164) {
    const shown = formatPhone(e164);
    return shown === typed ? null : (
      <FormDescription>
        <Trans>Will be saved as {shown}.</Trans>
      </FormDescription>
    );
  }
  return (
    <FormDescription>
      {region
        ? t`We couldn't read this as a number in ${regionName(region)}, so it will be saved as typed. For another country, start with + and its code.`
        : t`We couldn't read this without its country code, so it will be saved as typed. Start with + and the code, or set your phone region in Account.`}
    </FormDescription>
  );
}
