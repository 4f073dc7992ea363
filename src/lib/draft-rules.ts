// What the browser knows for a draft or a template: who it is for, what the nudge is for, and the
// values a template's placeholders are filled with. Pure, so the rules are tested without a page.
import { type FillValues, firstName } from "@contracts/template-fill";
import { intlLocale } from "@/lib/dates";

/** The contact a typed name is, as the person field's suggestions match it: the whole name, any case. */
export function contactNamed<C extends { name: string }>(contacts: readonly C[] | null | undefined, name: string): C | undefined {
  const wanted = name.trim().toLocaleLowerCase();
  return wanted ? contacts?.find((c) => c.name.trim().toLocaleLowerCase() === wanted) : undefined;
}

const DAY = 24 * 60 * 60 * 1000;
// The form's date is already the day in the person's zone ("2026-12-05T10:00"): read as UTC, it
// stays that day; written as the shown language writes a day ("November 28", "28 de noviembre").
const monthDay = (date: Date) => new Intl.DateTimeFormat(intlLocale(), { month: "long", day: "numeric", timeZone: "UTC" }).format(date);

/**
 * A template's values from the schedule form: the first name typed, the days since the matching
 * contact's last logged contact, and the nudge's day ("November 28"). `age` is never known here,
 * so a template with it keeps its {age} for the person to replace.
 */
export function formValues(name: string, lastContactAt: string | null | undefined, remindAt: string, now: Date): FillValues {
  const values: FillValues = {};
  if (name.trim()) values.first_name = firstName(name);
  if (lastContactAt) values.days_since = String(Math.max(0, Math.floor((now.getTime() - new Date(lastContactAt).getTime()) / DAY)));
  const day = /^\d{4}-\d{2}-\d{2}/.exec(remindAt)?.[0];
  if (day) values.date = monthDay(new Date(`${day}T00:00:00Z`));
  return values;
}
