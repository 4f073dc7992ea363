import { Trans, useLingui } from "@lingui/react/macro";
import { Download, ShieldCheck, Trash2, Languages } from "lucide-react";
import { AccountSection } from "./account-section";
import { LanguageSelect } from "@/components/language-select";
import { InlineLoading } from "@/components/list-states";
import { useMutation } from "@tanstack/react-query";
import { lazyPart } from "@/components/lazy-part";
import { Suspense } from "react";
import { PendingButton } from "@/components/pending-button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { useToast } from "@/hooks/use-toast";
import { errorText } from "@/lib/api";
import { useAuth } from "@/lib/auth";
import { downloadAccountExport } from "./account-api";

// Only seen once the dialog opens: their code (the delete form's react-hook-form and zod among it,
// the time zone picker's list of zones) loads then, not with the dashboard's first paint.
const CalendarInSection = lazyPart(() => import("./calendar-in-section").then((m) => ({ default: m.CalendarInSection })));
const CalendarFeedSection = lazyPart(() => import("./calendar-feed-section").then((m) => ({ default: m.CalendarFeedSection })));
const MailInSection = lazyPart(() => import("./mail-in-section").then((m) => ({ default: m.MailInSection })));
const DeleteAccountForm = lazyPart(() => import("./delete-account-form").then((m) => ({ default: m.DeleteAccountForm })));
const TimeZoneSection = lazyPart(() => import("./time-zone-section").then((m) => ({ default: m.TimeZoneSection })));
const DigestSection = lazyPart(() => import("./digest-section").then((m) => ({ default: m.DigestSection })));
const DraftsSection = lazyPart(() => import("./drafts-section").then((m) => ({ default: m.DraftsSection })));
const DevicesSection = lazyPart(() => import("./devices-section").then((m) => ({ default: m.DevicesSection })));
const EmailSection = lazyPart(() => import("./email-section").then((m) => ({ default: m.EmailSection })));
const SignOutEverywhere = lazyPart(() => import("./sign-out-everywhere").then((m) => ({ default: m.SignOutEverywhere })));

/**
 * The dialog the header's Account button opens (AccountControl): who you are, the devices and email your nudges go to,
 * your time zone, your digest, message drafts, the calendar feed and mail-in addresses, a copy of your data, signing out everywhere and deleting it all.
 */
export function AccountDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useLingui();
  const { user } = useAuth();
  const name = user?.name;
  const email = user?.email;
  const { toast } = useToast();
  const download = useMutation({
    mutationFn: downloadAccountExport,
    onSuccess: (name) => toast({ title: t`Your data is downloading`, description: name }),
    onError: (error) =>
      toast({ variant: "destructive", title: t`Failed to export your data`, description: errorText(error, t`Please try again.`) }),
  });

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[90dvh]">
        <DialogHeader>
          <DialogTitle>
            <Trans>Account & Privacy</Trans>
          </DialogTitle>
          <DialogDescription>
            <Trans>
              Signed in as <span className="font-medium text-foreground">{name}</span> (<span dir="ltr">{email}</span>)
            </Trans>
          </DialogDescription>
        </DialogHeader>

        <AccountSection id="language" Icon={Languages} title={t`Language`}>
          <p className="text-sm text-muted-foreground">
            <Trans>Nudge, its emails and its notifications speak the language you choose.</Trans>
          </p>
          <LanguageSelect className="max-w-xs" />
        </AccountSection>

        <Suspense fallback={<SectionLoading />}>
          <DevicesSection />

          <EmailSection />
        </Suspense>

        <AccountSection id="your-data" Icon={ShieldCheck} title={t`Your data`}>
          <p className="text-sm text-muted-foreground">
            <Trans>
              Your nudges, contacts and notes are stored only to remind you, and are never sold or shared. Download a copy of all of it, as
              JSON, at any time.
            </Trans>
          </p>
          <PendingButton
            variant="outline"
            className="h-11 w-full sm:h-10 sm:w-auto"
            mutation={download}
            busyLabel={t`Preparing...`}
            icon={Download}
          >
            <Trans>Download my data</Trans>
          </PendingButton>
        </AccountSection>

        <Suspense fallback={null}>
          <TimeZoneSection />

          <DigestSection />

          <DraftsSection />

          <CalendarInSection />

          <CalendarFeedSection />

          <MailInSection />
        </Suspense>

        <Suspense fallback={null}>
          <SignOutEverywhere />
        </Suspense>

        <AccountSection id="delete-account" Icon={Trash2} title={t`Delete account`} danger>
          <p className="text-sm text-muted-foreground">
            <Trans>
              This deletes your account, every nudge, contact and note, turns off notifications on all your devices, and cancels a Nudge Pro
              plan. It cannot be undone.
            </Trans>
          </p>
          <Suspense fallback={null}>
            <DeleteAccountForm />
          </Suspense>
        </AccountSection>
      </DialogContent>
    </Dialog>
  );
}

function SectionLoading() {
  return (
    <InlineLoading className="rounded-xl border p-4">
      <Trans>Loading your devices...</Trans>
    </InlineLoading>
  );
}
