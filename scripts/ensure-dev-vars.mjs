// Creates .dev.vars with a fresh VAPID key pair when it is missing; never overwrites one.
import { existsSync, readFileSync, writeFileSync } from "node:fs";

const target = new URL("../.dev.vars", import.meta.url);
if (existsSync(target)) process.exit(0);

const pair = await crypto.subtle.generateKey({ name: "ECDSA", namedCurve: "P-256" }, true, ["sign", "verify"]);
const publicKey = Buffer.from(await crypto.subtle.exportKey("raw", pair.publicKey)).toString("base64url");
const privateKey = (await crypto.subtle.exportKey("jwk", pair.privateKey)).d;

const example = readFileSync(new URL("../.dev.vars.example", import.meta.url), "utf8");
const contents = example
  .replace(/^VAPID_PUBLIC_KEY=.*$/m, `VAPID_PUBLIC_KEY=${publicKey}`)
  .replace(/^VAPID_PRIVATE_KEY=.*$/m, `VAPID_PRIVATE_KEY=${privateKey}`)
  // Unset optional settings stay commented out so the app sees them as absent.
  .replace(/^([A-Z_]+)=$/gm, "# $1=");
writeFileSync(target, contents, { mode: 0o600 });
console.log("Created .dev.vars with a new VAPID key pair.");
