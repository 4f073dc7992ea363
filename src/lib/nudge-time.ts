// The account's time of day for check-ins and date nudges (issue 24), as the keep-in-touch states
// count with it: known once the account settings are read, 09:00 until then (the server's default).
import { DEFAULT_NUDGE_TIME } from "@contracts/nudge-time";
import { parseClock } from "@contracts/time-zone";

let accountTime = DEFAULT_NUDGE_TIME;

/** The account's saved time ("18:30"), set whenever the settings are read or saved. */
export function setAppNudgeTime(clock: string) {
  accountTime = parseClock(clock);
}

/** When a contact's check-ins arrive, in minutes after midnight: their own time ("18:30"), else the account's. */
export const nudgeMinutesFor = (own: string | null) => (own ? parseClock(own) : accountTime);
