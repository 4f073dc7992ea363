import { t } from "@lingui/core/macro";
// The latest date Nudge takes (issue 38), one bound for every date the API accepts: a nudge's
// time, a repeat's end, a contact's date, a campaign's. Past it things break only after the write:
// a Durable Object alarm can't be set after 2189, and from year 10000 ISO strings (and so the
// calendar feed's DTSTART) grow a sign and a fifth digit. Nobody plans a nudge that far ahead.
export const LATEST_YEAR = 2100;

/** The last moment of 31 December LATEST_YEAR, UTC. */
export const LATEST_AT = Date.UTC(LATEST_YEAR + 1, 0, 1) - 1;

const LATEST_DAY = `${LATEST_YEAR}-12-31`;

/** The words for a date past the bound: what the person can do about it. */
export const tooLate = () => t`Please pick a date in ${LATEST_YEAR} or earlier.`;

/** A moment (ms) past the bound. */
export const isTooLate = (at: number) => at > LATEST_AT;

/** A calendar day ("YYYY-MM-DD", four-digit year) past the bound. */
export const isDayTooLate = (day: string) => day > LATEST_DAY;
