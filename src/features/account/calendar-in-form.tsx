import { Trans, useLingui } from "@lingui/react/macro";
import { zodResolver } from "@hookform/resolvers/zod";
import { CalendarPlus } from "lucide-react";
import { calendarConnectSchema, type CalendarConnectInput } from "@contracts/calendar-connect";
import { LabeledField } from "@/components/labeled-field";
import { PendingButton } from "@/components/pending-button";
import { Form } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { useCheckedForm } from "@/hooks/use-checked-form";

type Fields = { url: string; username: string; password: string };
const EMPTY: Fields = { url: "", username: "", password: "" };

/** A secret ICS address alone, or a CalDAV server's address with a user name and an app password. */
export function CalendarInForm({ busy, onConnect }: { busy: boolean; onConnect: (input: CalendarConnectInput) => void }) {
  const { t } = useLingui();
  const form = useCheckedForm<Fields>(zodResolver(calendarConnectSchema) as never, EMPTY);
  return (
    <Form {...form}>
      <form
        onSubmit={form.handleSubmit((v) => onConnect(calendarConnectSchema.parse(v)))}
        className="space-y-3"
        noValidate
        aria-label={t`Connect a calendar`}
      >
        <LabeledField control={form.control} name="url" label={t`Calendar address`}>
          {(field) => (
            <Input
              inputMode="url"
              autoCapitalize="none"
              autoCorrect="off"
              placeholder={t`https://calendar.google.com/…/basic.ics`}
              {...field}
            />
          )}
        </LabeledField>
        <p className="text-muted-foreground text-sm">
          <Trans>
            Google: Settings → your calendar → “Secret address in iCal format”. iCloud: share the calendar as a public calendar. Outlook:
            publish it and copy the ICS link. For a CalDAV calendar (Fastmail, Nextcloud), add your user name and an app password.
          </Trans>
        </p>
        <div className="grid gap-3 sm:grid-cols-2">
          <LabeledField control={form.control} name="username" label={t`User name (CalDAV only)`}>
            {(field) => <Input autoCapitalize="none" autoCorrect="off" autoComplete="username" {...field} />}
          </LabeledField>
          <LabeledField control={form.control} name="password" label={t`App password (CalDAV only)`}>
            {(field) => <Input type="password" autoComplete="off" {...field} />}
          </LabeledField>
        </div>
        <PendingButton type="submit" className="h-11 w-full sm:h-10 sm:w-auto" busy={busy} busyLabel={t`Connecting...`} icon={CalendarPlus}>
          <Trans>Connect calendar</Trans>
        </PendingButton>
      </form>
    </Form>
  );
}
