import { Trans, useLingui } from "@lingui/react/macro";
import { zodResolver } from "@hookform/resolvers/zod";
import { LabeledField } from "@/components/labeled-field";
import { deleteAccountSchema, type DeleteAccountInput } from "@contracts/account";
import { PendingButton } from "@/components/pending-button";
import { Form } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { useCheckedForm } from "@/hooks/use-checked-form";
import { useToast } from "@/hooks/use-toast";
import { ApiError, errorText } from "@/lib/api";
import { useAuth } from "@/lib/auth";
import { useDeleteAccount } from "./account-api";
import { useSubmitOnce } from "@/hooks/use-submit-once";

/** The danger zone: the password is the confirmation, and a wrong one is said under the field. */
export function DeleteAccountForm() {
  const { t } = useLingui();
  const { toast } = useToast();
  const { endSession } = useAuth();
  const remove = useDeleteAccount();
  const form = useCheckedForm<DeleteAccountInput>(zodResolver(deleteAccountSchema), { password: "" });

  const onSubmit = async (values: DeleteAccountInput) => {
    try {
      const { message } = await remove.mutateAsync(values);
      // The session died with the account: asking the server to end it too would be refused.
      endSession("/");
      toast({ title: t`Account deleted`, description: message });
    } catch (error) {
      if (error instanceof ApiError && error.status === 403) form.setError("password", { message: error.serverMessage });
      else toast({ variant: "destructive", title: t`Failed to delete account`, description: errorText(error, t`Please try again.`) });
    }
  };

  const submit = useSubmitOnce(form, onSubmit);
  return (
    <Form {...form}>
      <form onSubmit={submit} className="space-y-3" noValidate>
        <LabeledField control={form.control} name="password" label={t`Your password`}>
          {(field) => <Input type="password" autoComplete="current-password" className="h-11 sm:h-10" {...field} />}
        </LabeledField>
        <PendingButton
          type="submit"
          variant="destructive"
          className="h-11 w-full sm:h-10 sm:w-auto"
          busy={remove.isPending}
          busyLabel={t`Deleting...`}
        >
          <Trans>Delete my account</Trans>
        </PendingButton>
      </form>
    </Form>
  );
}
