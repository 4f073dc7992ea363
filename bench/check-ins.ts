// Keep-in-touch check-ins due in one second, as at 09:00, where most nudges are check-ins: each
// account gets a contact with a daily rhythm whose time of day is the window's minute, and a
// logged interaction the day before, so its check-in falls due at that minute. Its delivery also
// makes the next one (the renewal), which a one-off nudge's does not.
import type { Account } from "./accounts.ts";
import { json, pool } from "./app.ts";

const DAY_MS = 86_400_000;

/** Answers the window's start (the minute the check-ins fall due), how long making them took, and each check-in's id and due time. */
export async function checkInsDueAtMinute({ app, accounts }: { app: string; accounts: Account[] }) {
  // Three requests an account (the contact, the interaction, the pending list): 40 ms each on a loaded machine.
  const windowStart = Math.ceil((Date.now() + 5_000 + accounts.length * 120) / 60_000) * 60_000;
  const at = new Date(windowStart);
  // Seeded accounts have no zone: their nudges arrive by UTC's clock.
  const nudgeTime = `${String(at.getUTCHours()).padStart(2, "0")}:${String(at.getUTCMinutes()).padStart(2, "0")}`;
  const createStart = Date.now();
  const due = new Map<number, number>();
  await pool(accounts, 16, async (account) => {
    const contact = await json(`${app}/api/contacts`, {
      token: account.token,
      body: { name: `Friend of ${account.id}`, phoneNumber: "+1 555 0100", cadenceEvery: 1, cadenceUnit: "day", nudgeTime },
    });
    await json(`${app}/api/interactions`, {
      token: account.token,
      body: { contactId: contact.id, at: new Date(windowStart - DAY_MS).toISOString(), title: "Coffee", source: "manual" },
    });
    const pending = (await json(`${app}/api/reminders`, { token: account.token })) as { id: number; remindAt: string }[];
    const checkIn = pending.find((n) => Date.parse(n.remindAt) === windowStart);
    if (!checkIn) throw new Error(`account ${account.id}: no check-in due at ${at.toISOString()}`);
    due.set(checkIn.id, windowStart);
  });
  const createSeconds = (Date.now() - createStart) / 1000;
  if (Date.now() > windowStart) throw new Error(`making the check-ins took ${createSeconds} s, past their minute`);
  return { windowStart, createSeconds, due };
}
