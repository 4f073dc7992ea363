// Playwright's test API for every spec here: the same, except that each browser context serves
// the Turnstile widget's stand-in (turnstile.ts), so sign-up works as it does with Turnstile on.
import { test as base } from "@playwright/test";
import { routeTurnstile } from "./turnstile";

export * from "@playwright/test";

export const test = base.extend({
  context: async ({ context }, use) => {
    await routeTurnstile(context);
    await use(context);
  },
});
