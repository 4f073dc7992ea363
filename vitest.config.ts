// Worker tests: run inside workerd with the real bindings from wrangler.toml (D1, the Durable
// Object), migrations applied by test/worker/setup.ts, outside services as local HTTP servers.
import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-plugin";
import { defineConfig } from "vitest/config";
import { linguiPlugins } from "./scripts/lingui-plugins";

export default defineConfig({
  plugins: [
    ...linguiPlugins(),
    cloudflareTest(async ({ inject }) => ({
      wrangler: { configPath: "./wrangler.toml" },
      miniflare: {
        // A second database, kept behind the first: the read replica a moment late (read-your-writes.test.ts).
        d1Databases: { LAGGING_REPLICA: "lagging-replica" },
        bindings: {
          TEST_MIGRATIONS: await readD1Migrations("./migrations"),
          // An address (and a space) for each test file that needs a developer: the files share one database.
          ADMIN_EMAILS: "dev@nudge.test, admin@nudge.test, owner@nudge.test",
          APP_URL: "http://localhost:8787",
          MAIL_API_URL: inject<string>("mailApiUrl"),
          MAIL_API_KEY: "test-mail-key",
          VAPID_PUBLIC_KEY: inject<string>("vapidPublicKey"),
          VAPID_PRIVATE_KEY: inject<string>("vapidPrivateKey"),
          VAPID_SUBJECT: "mailto:tests@nudge.test",
          PUSH_ENDPOINT_HOSTS: "fcm.googleapis.com,127.0.0.1",
          STRIPE_SECRET_KEY: "sk_test_nudge_local",
          STRIPE_WEBHOOK_SECRET: "whsec_nudge_local",
          STRIPE_PRICE_ID: "price_nudge_pro_monthly",
          STRIPE_API_URL: inject<string>("stripeApiUrl"),
          CARDDAV_KEY: "carddav-test-key-0123456789abcdef",
          // Cheap scrypt for the suite's thousands of sign-ups (worker/auth/passwords.ts).
          PASSWORD_COST: "fast",
          // Radicale listens on loopback (test/support/radicale.ts).
          CARDDAV_PRIVATE_HOSTS: "127.0.0.1",
        },
      },
    })),
  ],
  test: {
    include: ["test/worker/**/*.test.ts"],
    globalSetup: ["./test/worker/global-setup.ts"],
    setupFiles: ["./test/worker/setup.ts"],
    // One runtime for the files a worker runs, not a new one per file, which started and
    // transformed everything again for each file. The files then share one database: each makes its
    // own accounts, devices and addresses, and none may depend on another's rows being there or not.
    isolate: false,
    // `FUZZ=full npm test` runs the malformed-input fuzzer's full set; by default each route gets
    // a sample (a fresh random one each run, its seed printed on a failure).
    provide: { fuzzFull: process.env.FUZZ === "full" },
  },
});
