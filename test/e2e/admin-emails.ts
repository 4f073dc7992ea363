// The addresses the e2e server lists in ADMIN_EMAILS (playwright.config.ts): admin-claim.spec.ts
// signs up with one per project, on the run's empty database.
export const ADMIN_CLAIM_EMAILS = ["claim-phone@nudge.test", "claim-desktop@nudge.test"];

export const adminClaimEmail = (project: string) => (project === "phone" ? ADMIN_CLAIM_EMAILS[0]! : ADMIN_CLAIM_EMAILS[1]!);
