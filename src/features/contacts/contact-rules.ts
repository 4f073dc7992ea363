// The rules of the contact and note forms (docs/product.md#contacts) and of finding a person among the contacts,
// kept apart from the components so they can be tested.
import { t } from "@lingui/core/macro";
import { z } from "zod";
import { NOTE_CATEGORIES, phoneKey, type Contact } from "@contracts/contacts";
import { CADENCE_UNITS, type CadenceUnit } from "@contracts/cadence";
import { phoneNumber as phoneRule } from "@contracts/nudges";
import { REACH_APPS, TELEGRAM_NAME, telegramName, type ReachApp } from "@contracts/reach";
import { CLOCK } from "@contracts/time-zone";
import { relativeTime } from "@/lib/dates";
import type { ContactFields, NoteFields } from "./contacts-api";

/** cadenceUnit "none": no keep-in-touch cadence (Radix Select can't hold an empty value). */
export type ContactFormValues = {
  name: string;
  phoneNumber: string;
  email: string;
  notes: string;
  cadenceEvery: string;
  cadenceUnit: "none" | CadenceUnit;
  reachBy: ReachApp;
  telegram: string;
  circleIds: number[];
  /** "18:30", or "" for the account's time. */
  nudgeTime: string;
};
export type NoteFormValues = { note: string; category: string };

export const emptyContactForm: ContactFormValues = {
  name: "",
  phoneNumber: "",
  email: "",
  notes: "",
  cadenceEvery: "2",
  cadenceUnit: "none",
  reachBy: "sms",
  telegram: "",
  circleIds: [],
  nudgeTime: "",
};

/** The phone is checked as the API checks it, so a typo shows beside its field before anything is sent. */
const phone = z.string().superRefine((value, ctx) => {
  const result = phoneRule.safeParse(value);
  if (!result.success) ctx.addIssue({ code: "custom", message: result.error.issues[0]?.message ?? t`Please check the phone number` });
});

export const contactFormSchema = z
  .object({
    name: z
      .string()
      .trim()
      .min(1, { error: () => t`Name is required` })
      .max(100, { error: () => t`Name must be at most 100 characters` }),
    phoneNumber: phone,
    // Valid or empty (docs/product.md#contacts).
    email: z
      .string()
      .trim()
      .max(254, { error: () => t`Email must be at most 254 characters` })
      .refine((v) => v === "" || z.email().safeParse(v).success, { error: () => t`Invalid email address` }),
    notes: z.string().max(2000, { error: () => t`Notes must be at most 2000 characters` }),
    cadenceEvery: z.string(),
    cadenceUnit: z.enum(["none", ...CADENCE_UNITS]),
    reachBy: z.enum(REACH_APPS),
    telegram: z.string(),
    circleIds: z.array(z.number()),
    // A time input gives "HH:MM" or nothing; a typed value from elsewhere is checked as the API does.
    nudgeTime: z
      .string()
      .refine((v) => v === "" || CLOCK.test(v), { error: () => t`Enter a time like 18:30, or leave it empty for your account's time` }),
  })
  .superRefine((values, ctx) => {
    // The app they are messaged in needs what it reaches them by.
    const need = (path: "phoneNumber" | "email" | "telegram", message: string) => ctx.addIssue({ code: "custom", path: [path], message });
    if ((values.reachBy === "whatsapp" || values.reachBy === "signal") && !values.phoneNumber.trim())
      need("phoneNumber", t`Add their phone number to message them there`);
    if (values.reachBy === "email" && !values.email.trim()) need("email", t`Add their email to message them by email`);
    const telegram = telegramName(values.telegram);
    if (values.reachBy === "telegram" && !telegram) need("telegram", t`Add their Telegram username to message them there`);
    else if (telegram && !TELEGRAM_NAME.test(telegram))
      need("telegram", t`A Telegram username is 5 to 32 letters, digits or underscores, starting with a letter`);
    // The number only matters once a unit is picked.
    if (values.cadenceUnit === "none") return;
    const every = Number(values.cadenceEvery);
    if (!/^\d+$/.test(values.cadenceEvery.trim()) || every < 1 || every > 365)
      ctx.addIssue({ code: "custom", path: ["cadenceEvery"], message: t`Enter a whole number from 1 to 365` });
  });

export const noteFormSchema = z.object({
  note: z
    .string()
    .trim()
    .min(1, { error: () => t`Note is required` })
    .max(2000, { error: () => t`Note must be at most 2000 characters` }),
  category: z.string(),
});

/** The request body: trimmed, optional fields only when filled in (an edit sends blanks, which clear them). */
export function toContactFields(values: ContactFormValues, editing: boolean): ContactFields {
  const optional = (value: string) => (value.trim() || editing ? value.trim() : undefined);
  const fields: ContactFields = { name: values.name.trim() };
  const phoneNumber = optional(values.phoneNumber);
  const email = optional(values.email);
  const notes = optional(values.notes);
  if (phoneNumber !== undefined) fields.phoneNumber = phoneNumber;
  if (email !== undefined) fields.email = email;
  if (notes !== undefined) fields.notes = notes;
  // SMS is the default: stored as null. An edit always says both, so they can be cleared.
  const reachBy = values.reachBy === "sms" ? null : values.reachBy;
  const telegram = telegramName(values.telegram) || null;
  if (reachBy || editing) fields.reachBy = reachBy;
  if (telegram || editing) fields.telegram = telegram;
  if (values.circleIds.length > 0 || editing) fields.circleIds = values.circleIds;
  // Empty follows the account's time: an edit sends null so a cleared time goes back to it.
  if (values.nudgeTime || editing) fields.nudgeTime = values.nudgeTime || null;
  // An edit always says the cadence, so choosing "Don't remind me" removes it.
  if (values.cadenceUnit !== "none") Object.assign(fields, { cadenceEvery: Number(values.cadenceEvery), cadenceUnit: values.cadenceUnit });
  else if (editing) Object.assign(fields, { cadenceEvery: null, cadenceUnit: null });
  return fields;
}

export function toNoteFields(values: NoteFormValues): NoteFields {
  const category = NOTE_CATEGORIES.find((c) => c === values.category);
  return { note: values.note.trim(), ...(category ? { category } : {}) };
}

export const contactFormValues = (
  contact: Pick<
    Contact,
    "name" | "phoneNumber" | "email" | "notes" | "cadenceEvery" | "cadenceUnit" | "reachBy" | "telegram" | "circleIds" | "nudgeTime"
  >,
): ContactFormValues => ({
  name: contact.name,
  phoneNumber: contact.phoneNumber ?? "",
  email: contact.email ?? "",
  notes: contact.notes ?? "",
  cadenceEvery: String(contact.cadenceEvery ?? 2),
  cadenceUnit: contact.cadenceUnit ?? "none",
  reachBy: contact.reachBy ?? "sms",
  telegram: contact.telegram ?? "",
  circleIds: contact.circleIds,
  nudgeTime: contact.nudgeTime ?? "",
});

/** The contact a nudge is about: the same phone digits first, else the same name (ignoring case). */
export function findContact(contacts: Contact[], name: string, phone: string | null): Contact | undefined {
  const key = phoneKey(phone);
  const byPhone = key ? contacts.find((c) => phoneKey(c.phoneNumber) === key) : undefined;
  const wanted = name.trim().toLocaleLowerCase();
  return byPhone ?? contacts.find((c) => c.name.trim().toLocaleLowerCase() === wanted);
}

/** Search by name, email or phone; phone digits match however they were typed. */
export function matchesSearch(contact: Contact, query: string): boolean {
  const text = query.trim().toLocaleLowerCase();
  if (!text) return true;
  if (contact.name.toLocaleLowerCase().includes(text) || contact.email?.toLocaleLowerCase().includes(text)) return true;
  const digits = text.replace(/\D/g, "");
  return digits.length > 0 && /^[\d\s()+.-]+$/.test(text) && (contact.phoneNumber ?? "").replace(/\D/g, "").includes(digits);
}

/** How long ago something was logged. The server's clock may run a little ahead of this one's, and a past event is never "in" a minute. */
export const timeAgo = (at: string, now: Date) => relativeTime(new Date(Math.min(Date.parse(at), now.getTime() - 1)), now);
