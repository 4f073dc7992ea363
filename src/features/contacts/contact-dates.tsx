import { t, plural } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { Cake, Plus, Trash2 } from "lucide-react";
import { useState, type FormEvent } from "react";
import type { Contact } from "@contracts/contacts";
import { MAX_LEAD_DAYS } from "@contracts/important-dates";
import { Button } from "@/components/ui/button";
import { IconAction } from "@/components/icon-action";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { useToast } from "@/hooks/use-toast";
import { errorText } from "@/lib/api";
import { formatDate } from "@/lib/dates";
import { useAddDate, useContactDates, useDeleteDate } from "./contact-dates-api";

const monthDay = new Intl.DateTimeFormat(undefined, { month: "long", day: "numeric", timeZone: "UTC" });
// A date with days early nudges twice: the heads-up, and again on the day.
const lead = (days: number) =>
  days === 0 ? t`on the day` : plural(days, { one: "# day before and on the day", other: "# days before and on the day" });

/** Birthdays and other yearly dates of a contact, each nudging on the day, and a few days early if asked. */
export function ContactDates({ contact }: { contact: Contact }) {
  const { t } = useLingui();
  const { toast } = useToast();
  const dates = useContactDates(contact.id);
  const add = useAddDate();
  const remove = useDeleteDate();
  // The first a card offers, in the person's word for it.
  const [label, setLabel] = useState(() => t`Birthday`);
  const [date, setDate] = useState("");
  const [leadDays, setLeadDays] = useState("0");
  const id = `contact-${contact.id}-date`;

  const onAdd = async (event: FormEvent) => {
    event.preventDefault();
    try {
      await add.mutateAsync({ contactId: contact.id, label, date, leadDays: Number(leadDays) });
      toast({ title: t`Date added`, description: t`${label.trim()} for ${contact.name}` });
      setDate("");
    } catch (error) {
      toast({ variant: "destructive", title: t`Failed to add the date`, description: errorText(error, t`Please try again.`) });
    }
  };

  return (
    <section aria-label={t`Dates for ${contact.name}`} className="flex flex-col gap-2">
      <h4 className="flex items-center gap-2 text-sm font-semibold">
        <Cake className="size-4 text-primary" aria-hidden />
        <Trans>Birthdays & dates</Trans>
      </h4>
      {dates.data && dates.data.length > 0 && (
        <ul className="flex flex-col gap-1 text-sm">
          {dates.data.map((d) => (
            <li key={d.id} className="flex items-center gap-2 rounded-lg bg-muted px-3 py-1">
              <span className="min-w-0 flex-1">
                <span className="font-medium">{d.label}</span> · {monthDay.format(Date.parse(`${d.date}T00:00:00Z`))} <Trans>· nudge</Trans>{" "}
                {lead(d.leadDays)}
                {d.nextNudgeAt && (
                  <span className="block text-xs text-muted-foreground">
                    <Trans>Next nudge</Trans> {formatDate(d.nextNudgeAt)}
                  </span>
                )}
              </span>
              <IconAction label={t`Delete ${d.label}`} onClick={() => remove.mutate(d)} disabled={remove.isPending}>
                <Trash2 aria-hidden />
              </IconAction>
            </li>
          ))}
        </ul>
      )}
      <form onSubmit={onAdd} className="grid grid-cols-2 gap-2 sm:grid-cols-[1fr_auto_auto_auto] sm:items-end">
        <div className="col-span-2 flex flex-col gap-1 sm:col-span-1">
          <Label htmlFor={`${id}-label`}>
            <Trans>What</Trans>
          </Label>
          <Input
            id={`${id}-label`}
            value={label}
            onChange={(e) => setLabel(e.target.value)}
            maxLength={50}
            required
            className="h-11 sm:h-9"
          />
        </div>
        <div className="flex flex-col gap-1">
          <Label htmlFor={`${id}-date`}>
            <Trans>Date</Trans>
          </Label>
          <Input id={`${id}-date`} type="date" value={date} onChange={(e) => setDate(e.target.value)} required className="h-11 sm:h-9" />
        </div>
        <div className="flex flex-col gap-1">
          <Label htmlFor={`${id}-lead`}>
            <Trans>Days early</Trans>
          </Label>
          <Input
            id={`${id}-lead`}
            type="number"
            min={0}
            max={MAX_LEAD_DAYS}
            value={leadDays}
            onChange={(e) => setLeadDays(e.target.value)}
            className="h-11 sm:h-9 sm:w-24"
          />
        </div>
        <Button type="submit" variant="outline" className="col-span-2 h-11 sm:col-span-1 sm:h-9" disabled={add.isPending}>
          <Plus aria-hidden />
          <Trans>Add date</Trans>
        </Button>
      </form>
    </section>
  );
}
