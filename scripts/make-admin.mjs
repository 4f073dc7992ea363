// npm run make-admin -- EMAIL [--remote]: makes an existing account a developer (admin console).
import { run } from "./run.mjs";

const email = process.argv
  .slice(2)
  .find((a) => !a.startsWith("--"))
  ?.trim()
  .toLowerCase();
if (!email || !/^[^\s@'"]+@[^\s@'"]+\.[^\s@'"]+$/.test(email)) {
  console.error("Usage: npm run make-admin -- someone@example.com [--remote]");
  process.exit(1);
}
const where = process.argv.includes("--remote") ? "--remote" : "--local";
const persist = process.env.NUDGE_STATE_DIR && where === "--local" ? ["--persist-to", process.env.NUDGE_STATE_DIR] : [];
await run("wrangler", [
  "d1",
  "execute",
  "DB",
  where,
  ...persist,
  "--command",
  `UPDATE users SET isDeveloper = 1 WHERE email = '${email}'; SELECT id, email, isDeveloper FROM users WHERE email = '${email}';`,
]);
console.log(`If a row is listed above, ${email} is now a developer (they may need to sign in again).`);
