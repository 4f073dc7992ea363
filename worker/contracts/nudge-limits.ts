// The nudge fields' length limits, apart from the zod schemas in reminders.ts: the schedule form's
// fields show them (maxLength) on the dashboard's first paint, which loads no zod.
export const LIMITS = { targetName: 100, message: 1000, phoneNumber: 32, url: 2048 } as const;
