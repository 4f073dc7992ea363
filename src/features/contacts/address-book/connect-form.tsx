import { Trans, useLingui } from "@lingui/react/macro";
import { zodResolver } from "@hookform/resolvers/zod";
import { Link2 } from "lucide-react";
import { addressBookSchema, type AddressBookInput } from "@contracts/address-book";
import { LabeledField } from "@/components/labeled-field";
import { PendingButton } from "@/components/pending-button";
import { Form } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { useCheckedForm } from "@/hooks/use-checked-form";

const EMPTY: AddressBookInput = { url: "", username: "", password: "" };

/** The server's address, the user name and an app password: what any CardDAV app asks for. */
export function ConnectForm({ busy, onConnect }: { busy: boolean; onConnect: (input: AddressBookInput) => void }) {
  const { t } = useLingui();
  const form = useCheckedForm<AddressBookInput>(zodResolver(addressBookSchema), EMPTY);
  return (
    <Form {...form}>
      <form onSubmit={form.handleSubmit(onConnect)} className="space-y-4" noValidate aria-label={t`Connect an address book`}>
        <LabeledField control={form.control} name="url" label={t`Server address`}>
          {(field) => (
            <Input inputMode="url" autoCapitalize="none" autoCorrect="off" placeholder={t`https://contacts.icloud.com`} {...field} />
          )}
        </LabeledField>
        <LabeledField control={form.control} name="username" label={t`User name`}>
          {(field) => <Input autoCapitalize="none" autoCorrect="off" autoComplete="username" placeholder={t`you@example.com`} {...field} />}
        </LabeledField>
        <LabeledField control={form.control} name="password" label={t`App password`}>
          {(field) => <Input type="password" autoComplete="off" {...field} />}
        </LabeledField>
        <p className="text-muted-foreground text-sm">
          <Trans>
            Use an app password, not your account's: iCloud makes one at appleid.apple.com (Sign-In and Security), Fastmail under Settings →
            Privacy &amp; Security, Nextcloud under Settings → Security. It is stored encrypted and never shown again.
          </Trans>
        </p>
        <PendingButton type="submit" className="h-11 w-full sm:h-10 sm:w-auto" busy={busy} busyLabel={t`Connecting...`} icon={Link2}>
          <Trans>Connect</Trans>
        </PendingButton>
      </form>
    </Form>
  );
}
