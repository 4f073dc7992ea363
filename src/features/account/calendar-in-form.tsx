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
  const form = useCheckedForm<Fields>(zodResolver(calendarConnectSchema) as never, EMPTY);
  return (
    <Form {...form}>
      <form
        onSubmit={form.handleSubmit((v) => onConnect(calendarConnectSchema.parse(v)))}
        className="space-y-3"
        noValidate
        aria-label="Connect a calendar"
      >
        <LabeledField control={form.control} name="url" label="Calendar address">
          {(field) => (
            <Input
              inputMode="url"
              autoCapitalize="none"
              autoCorrect="off"
              placeholder="https://calendar.google.com/…/basic.ics"
              {...field}
            />
          )}
        </LabeledField>
        <p className="text-muted-foreground text-sm">
          Google: Settings → your calendar → “Secret address in iCal format”. iCloud: share the calendar as a public calendar. Outlook:
          publish it and copy the ICS link. For a CalDAV calendar (Fastmail, Nextcloud), add your user name and an app password.
        </p>
        <div className="grid gap-3 sm:grid-cols-2">
          <LabeledField control={form.control} name="username" label="User name (CalDAV only)">
            {(field) => <Input autoCapitalize="none" autoCorrect="off" autoComplete="username" {...field} />}
          </LabeledField>
          <LabeledField control={form.control} name="password" label="App password (CalDAV only)">
            {(field) => <Input type="password" autoComplete="off" {...field} />}
          </LabeledField>
        </div>
        <PendingButton type="submit" className="h-11 w-full sm:h-10 sm:w-auto" busy={busy} busyLabel="Connecting..." icon={CalendarPlus}>
          Connect calendar
        </PendingButton>
      </form>
    </Form>
  );
}
