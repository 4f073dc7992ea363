import { t } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { Copy, Mail, RefreshCw } from "lucide-react";
import { useState } from "react";
import { ConfirmDialog, type ConfirmWords } from "@/components/confirm-dialog";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { useToast } from "@/hooks/use-toast";
import { errorText } from "@/lib/api";
import { useAuth } from "@/lib/auth";
import { AccountSection } from "./account-section";
import { useMailIn, useRotateMailIn } from "./mail-in-api";

const NEW_ADDRESS: ConfirmWords = {
  get title() {
    return t`Make a new mail-in address?`;
  },
  get action() {
    return t`Make a new address`;
  },
  busyAction: "Making...",
};

/** The Account dialog's mail-in address: BCC or forward a mail to it and Nudge logs it with the contact. */
export function MailInSection() {
  const { t } = useLingui();
  const { toast } = useToast();
  const { user } = useAuth();
  const mailIn = useMailIn();
  const rotate = useRotateMailIn();
  const [asking, setAsking] = useState(false);
  const address = mailIn.data?.address;

  const onCopy = async () => {
    if (!address) return;
    try {
      await navigator.clipboard.writeText(address);
      toast({ title: t`Copied to clipboard`, description: t`Add it as BCC, or forward a mail to it.` });
    } catch {
      toast({ variant: "destructive", title: t`Couldn't copy`, description: t`Select the address and copy it yourself.` });
    }
  };
  const onRotate = async () => {
    try {
      await rotate.mutateAsync();
      toast({ title: t`New mail-in address`, description: t`Mail to the old one is returned to you.` });
    } catch (error) {
      toast({ variant: "destructive", title: t`Failed to make a new address`, description: errorText(error, t`Please try again.`) });
    } finally {
      setAsking(false);
    }
  };

  return (
    <AccountSection id="mail-in" Icon={Mail} title={t`Mail in`}>
      <p className="text-sm text-muted-foreground">
        <Trans>
          BCC this address when you write to someone, or forward it a mail they sent you, and Nudge logs it in their history. Only the
          subject, the date and the addresses are kept, never the mail itself; and only mail sent from
        </Trans>{" "}
        {user?.email ?? t`your account's email`}
        <Trans>, once confirmed, counts.</Trans>
      </p>
      <p className="text-sm text-muted-foreground">
        <Trans>On iPhone and iPad this is how to log from Mail: web apps can't be a share target there.</Trans>
      </p>
      {mailIn.isError ? (
        <p className="text-sm text-destructive">{errorText(mailIn.error, t`Couldn't load your mail-in address.`)}</p>
      ) : (
        <div className="flex gap-2">
          <Input
            readOnly
            value={address ?? ""}
            placeholder={t`Loading...`}
            aria-label={t`Mail-in address`}
            className="h-11 min-w-0 font-mono text-xs sm:h-10"
            onFocus={(e) => e.target.select()}
          />
          <Button variant="outline" className="h-11 shrink-0 sm:h-10" onClick={onCopy} disabled={!address}>
            <Copy aria-hidden />
            <Trans>Copy</Trans>
          </Button>
        </div>
      )}
      <Button variant="outline" className="h-11 w-full sm:h-10 sm:w-auto" onClick={() => setAsking(true)} disabled={!address}>
        <RefreshCw aria-hidden />
        <Trans>New address</Trans>
      </Button>
      <ConfirmDialog open={asking} words={NEW_ADDRESS} mutation={rotate} onConfirm={onRotate} onClose={() => setAsking(false)}>
        <Trans>The current address stops working at once: mail sent to it is returned, and anywhere you saved it needs the new one.</Trans>
      </ConfirmDialog>
    </AccountSection>
  );
}
