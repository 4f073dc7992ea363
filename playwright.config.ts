// End-to-end tests: Debian's Chromium (never a downloaded browser) against the built app,
// served by `npm start` on its own port with a fresh local database.
import { defineConfig, devices } from "@playwright/test";
import { carddavVars } from "./test/e2e/carddav";
import { stripeVars } from "./test/e2e/stripe-e2e";
import { ADMIN_CLAIM_EMAILS } from "./test/e2e/admin-emails";
import { MAIL_API_KEY, MAIL_API_URL } from "./test/e2e/mail";
import { openaiVars } from "./test/e2e/openai";
import { turnstileVars } from "./test/e2e/turnstile";
import { ensureLocalCa } from "./test/support/local-ca";

// The app under test trusts the local CA and accepts loopback push endpoints, so a test can
// watch a nudge arrive at a real (local) push service.
const ca = await ensureLocalCa(".state/ca");

const PORT = Number(process.env.E2E_PORT ?? 8791);
export const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

const launchOptions = {
  executablePath: CHROMIUM,
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-quic",
    "--no-first-run",
    "--disable-sync",
  ],
};

// Which width runs which test, by its tag (`test("…", { tag: "@layout" }, …)`, or on a
// `test.describe` for every test in it):
//   @layout   both widths: how a screen lays out is what the test is about (a list that is a table
//             on desktop and cards on a phone, a dialog's reach, a button inside its card)
//   @desktop  desktop only: the walk over every screen with axe and the keyboard, the tests with no
//             browser in them, the admin console's story
//   @phone    phone only: what it checks is the phone's own (fit.spec's 360 and 390 px, the
//             phone's cards under axe)
//   no tag    a flow: once, on the phone (Nudge is phone-first)
// With SCREENSHOTS=1 (test/e2e/helpers.ts: screenshots only when asked) the desktop project runs
// every test but the @phone ones, so each screen is shot at both widths. docs/testing.md says the same.
const SCREENSHOTS = process.env.SCREENSHOTS === "1";

export default defineConfig({
  testDir: "test/e2e",
  // Local stand-ins for the mail API (test/e2e/mail.ts: the app's emails, such as sign-up's
  // confirmation link, land there) and Turnstile's siteverify (test/e2e/turnstile.ts).
  globalSetup: "./test/e2e/services-setup.ts",
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [["list"], ["json", { outputFile: "test-results/e2e.json" }]],
  use: { baseURL: `http://localhost:${PORT}`, trace: "retain-on-failure", launchOptions },
  projects: [
    { name: "phone", grepInvert: /@desktop/, use: { ...devices["Pixel 7"], viewport: { width: 390, height: 844 }, launchOptions } },
    {
      name: "desktop",
      ...(SCREENSHOTS ? { grepInvert: /@phone/ } : { grep: /@layout|@desktop/ }),
      use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 }, launchOptions },
    },
  ],
  webServer: {
    command: "node scripts/start.mjs --fresh",
    url: `http://localhost:${PORT}/api/health`,
    env: {
      PORT: String(PORT),
      NUDGE_STATE_DIR: ".state/e2e",
      NODE_EXTRA_CA_CERTS: ca.caCertPath,
      NUDGE_VARS: JSON.stringify({
        PUSH_ENDPOINT_HOSTS: "fcm.googleapis.com,updates.push.services.mozilla.com,web.push.apple.com,notify.windows.com,127.0.0.1",
        ADMIN_EMAILS: ADMIN_CLAIM_EMAILS.join(","),
        MAIL_API_URL,
        MAIL_API_KEY,
        MAIL_FROM: "Nudge <nudges@nudge.test>",
        // Cheap scrypt for the runs' sign-ups (worker/auth/passwords.ts).
        PASSWORD_COST: "fast",
        ...stripeVars,
        ...turnstileVars,
        ...carddavVars,
        ...openaiVars,
      }),
    },
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: "ignore",
    stderr: "pipe",
  },
});
