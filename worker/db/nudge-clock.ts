// Where and when a contact's check-ins and date nudges arrive (issue 24): the account's time zone,
// at the contact's own time of day, else the account's, else 09:00.
import { DEFAULT_NUDGE_TIME } from "../contracts/nudge-time";

/** The account's zone and its time of day for nudges (null: 09:00), as the users row holds them. */
export type AccountClock = { timeZone: string | null; nudgeTime: number | null };

/** A nudge's time of day in minutes: the contact's own, else the account's, else 09:00. */
export const nudgeMinutes = (own: number | null | undefined, account: number | null | undefined) => own ?? account ?? DEFAULT_NUDGE_TIME;
