// Bench accounts are written straight into the local D1 before the app starts: signing up
// thousands of users through the API would spend minutes in the deliberately slow password
// hash, which is not what the benchmark measures. Each gets a live session, as after sign-up.
import { createHash, randomBytes } from "node:crypto";
import { writeFileSync } from "node:fs";
import { run } from "../scripts/run.mjs";

export type Account = { id: number; token: string };
/** A browser's push subscription, as the local push service issues one. */
export type Device = { endpoint: string; keys: { p256dh: string; auth: string } };

const DAY = 86_400_000;

/**
 * Users 1..count (a fresh database) with one session each; answers their ids and bearer tokens.
 * User 1 is a developer (for /admin); users from `confirmedFrom` on have a confirmed email.
 */
export async function seedAccounts(stateDir: string, count: number, devices: Device[] = [], confirmedFrom = count + 1): Promise<Account[]> {
  const now = Date.now();
  const accounts: Account[] = [];
  const lines: string[] = [];
  for (let id = 1; id <= count; id++) {
    const token = randomBytes(32).toString("base64url");
    accounts.push({ id, token });
    const tokenHash = createHash("sha256").update(token).digest("hex");
    // The password hash can never verify: these accounts are only ever used through their session.
    lines.push(
      `INSERT INTO users (id, email, name, password, isDeveloper, isVerified, createdAt) VALUES (${id}, 'bench-${id}@nudge.test', 'Bench ${id}', 'unusable', ${id === 1 ? 1 : 0}, ${id >= confirmedFrom ? 1 : 0}, ${now});`,
      `INSERT INTO sessions (tokenHash, userId, createdAt, lastUsedAt, expiresAt) VALUES ('${tokenHash}', ${id}, ${now}, ${now}, ${now + 30 * DAY});`,
    );
  }
  // Extra devices (the campaign's audience) go to the last users before the confirmed ones (who
  // stand for people with no device), ten each.
  devices.forEach(({ endpoint, keys }, i) => {
    const userId = Math.min(count, confirmedFrom - 1) - Math.floor(i / 10);
    lines.push(
      `INSERT INTO push_subscriptions (userId, endpoint, p256dh, auth) VALUES (${userId}, '${endpoint}', '${keys.p256dh}', '${keys.auth}');`,
    );
  });
  const file = `${stateDir}-seed.sql`;
  writeFileSync(file, lines.join("\n"));
  await run("wrangler", ["d1", "execute", "DB", "--local", "--persist-to", stateDir, "--file", file, "--yes"], { stdio: "ignore" });
  return accounts;
}
