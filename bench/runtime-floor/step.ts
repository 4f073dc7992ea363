/** How much of a push delivery a floor alarm does (runtime-floor.ts says what each adds). */
export type Step = "bare" | "tls" | "push" | "claim";

/**
 * The `claim` step's batch: as many statements as the app's claim of a due nudge runs
 * (worker/delivery/claim.ts); test/worker/claim-reads.test.ts holds the two together.
 */
export const CLAIM_STATEMENTS = 10;
