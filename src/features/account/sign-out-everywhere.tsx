import { lazyWords } from "#i18n";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { LogOut } from "lucide-react";
import { AccountSection } from "./account-section";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { useToast } from "@/hooks/use-toast";
import { errorText } from "@/lib/api";
import { useAuth } from "@/lib/auth";
import { ConfirmDialog, type ConfirmWords } from "@/components/confirm-dialog";
import { useSignOutEverywhere } from "./devices-api";

const SIGN_OUT: ConfirmWords = lazyWords({
  title: msg`Sign out everywhere?`,
  action: msg`Sign out everywhere`,
  busyAction: msg`Signing out...`,
});

/** Lost a phone, or signed in somewhere shared: every session ends, every device and the calendar feed go. */
export function SignOutEverywhere() {
  const { t } = useLingui();
  const { toast } = useToast();
  const { endSession } = useAuth();
  const everywhere = useSignOutEverywhere();
  const [asking, setAsking] = useState(false);

  const onConfirm = async () => {
    try {
      const { message } = await everywhere.mutateAsync();
      // This browser's session ended with the others: what is left is its token and cached data.
      endSession();
      toast({ title: t`Signed out everywhere`, description: message });
    } catch (error) {
      setAsking(false);
      toast({ variant: "destructive", title: t`Sign out everywhere failed`, description: errorText(error, t`Please try again.`) });
    }
  };

  return (
    <AccountSection id="sign-out-everywhere" Icon={LogOut} title={t`Sign out everywhere`}>
      <p className="text-sm text-muted-foreground">
        <Trans>Lost a phone, or signed in on a shared computer? End every session, including this one.</Trans>
      </p>
      <Button
        variant="outline"
        className="h-11 w-full text-destructive hover:text-destructive sm:h-10 sm:w-auto"
        onClick={() => setAsking(true)}
      >
        <LogOut className="rtl:-scale-x-100" aria-hidden />
        <Trans>Sign out everywhere</Trans>
      </Button>
      <ConfirmDialog open={asking} words={SIGN_OUT} mutation={everywhere} onConfirm={onConfirm} onClose={() => setAsking(false)}>
        <Trans>
          Every phone and browser is signed out, including this one. Every device stops getting nudges until you turn notifications on there
          again, and your calendar feed link stops working.
        </Trans>
      </ConfirmDialog>
    </AccountSection>
  );
}
