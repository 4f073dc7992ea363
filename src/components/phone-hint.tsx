import { phoneProblem } from "@contracts/phone";
import { FormDescription } from "@/components/ui/form";
import { useAccountSettings } from "@/features/account/account-settings-api";
import { regionName, usePhoneNumbers } from "@/lib/phone-numbers";

/**
 * Under a phone field, once it was left: says gently that a number that doesn't read as one in
 * the person's region will be kept as typed (the server reads it the same way), and how to fix
 * it. Nothing while the field is empty, fine, or shows its own error.
 */
export function PhoneHint({ value, show }: { value: string; show: boolean }) {
  const phones = usePhoneNumbers();
  const region = useAccountSettings().data?.phoneRegion ?? null;
  const typed = value.trim();
  if (!show || !phones || !typed || phoneProblem(typed) || phones.toE164(typed, region)) return null;
  return (
    <FormDescription>
      {region
        ? `We couldn't read this as a number in your phone region (${regionName(region)}), so it will be saved as you typed it. For a number from another country, start with + and its country code.`
        : "We couldn't read this without its country code, so it will be saved as you typed it. Start with + and the country code, or choose your phone region in Account."}
    </FormDescription>
  );
}
