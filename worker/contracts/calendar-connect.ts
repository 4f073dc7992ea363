// Connecting a calendar whose events log interactions (issue 41): a secret ICS address (Google,
// iCloud, Outlook) or a CalDAV calendar with a user name and password. The address and password
// go in and never come back out; the address is shown masked.
import { t } from "@lingui/core/macro";
import { z } from "zod";

const optional = (max: number, message: () => string) =>
  z
    .string()
    .trim()
    .max(max, { error: message })
    .optional()
    .transform((v) => (v ? v : undefined));

export const calendarConnectSchema = z
  .object({
    url: z
      .string({ error: () => t`Enter the calendar's address` })
      .trim()
      .min(1, { error: () => t`Enter the calendar's address` })
      .max(2000, { error: () => t`The address can be at most 2000 characters` })
      // Calendar apps hand out webcal:// links; they are https.
      .transform((url) => url.replace(/^webcals?:\/\//i, "https://"))
      .transform((url) => (/^[a-z][a-z0-9+.-]*:\/\//i.test(url) ? url : `https://${url}`))
      .pipe(z.url({ protocol: /^https?$/, error: () => t`Enter the calendar's address, like https://calendar.example.com/…` })),
    username: optional(200, () => t`The user name can be at most 200 characters`),
    password: optional(500, () => t`The password can be at most 500 characters`),
  })
  .refine((v) => (v.username === undefined) === (v.password === undefined), {
    error: () => t`A CalDAV calendar needs both a user name and a password; a secret ICS address needs neither`,
    path: ["password"],
  });
export type CalendarConnectInput = z.infer<typeof calendarConnectSchema>;

export type ConnectedCalendar = {
  kind: "ics" | "caldav";
  /** The address with its secret part hidden. */
  url: string;
  username: string | null;
  lastSyncAt: string | null;
  lastError: string | null;
  nextSyncAt: string;
};

/** What a pull did: interactions logged, meetings put to review, occurrences taken back, left for later. */
export type CalendarCounts = { logged: number; review: number; removed: number; remaining: number };
export type CalendarPullAnswer = { calendar: ConnectedCalendar; logged: number; review: number; counts: CalendarCounts };
