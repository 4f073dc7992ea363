// The vitals beacon's limits, apart from the zod schema in vitals.ts: the client module that sends
// it (src/lib/vitals.ts) loads no zod.

/** Most metrics one beacon carries: five, and again for a page restored from the back/forward cache. */
export const MAX_VITALS_PER_BEACON = 10;
/** The client cuts a longer path to this: the path is also Analytics Engine's index, which holds 96 bytes. */
export const MAX_VITALS_PATH = 96;
/** Past an hour no load or interaction is real: a clock gone wrong. CLS is a score, not a time. */
export const MAX_VITAL_MS = 3_600_000;
export const MAX_CLS = 100;
