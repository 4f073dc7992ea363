// Creates .dev.vars with a fresh VAPID key pair and CardDAV key when it is missing; never
// overwrites one. A .dev.vars from before the CardDAV key existed gets one added.
import { appendFileSync, existsSync, readFileSync, writeFileSync } from "node:fs";
import { randomBytes } from "node:crypto";

const target = new URL("../.dev.vars", import.meta.url);
const cardDavKey = () => randomBytes(32).toString("base64url");
if (existsSync(target)) {
  if (!/^CARDDAV_KEY=./m.test(readFileSync(target, "utf8"))) {
    appendFileSync(target, `\n# Encrypts stored CardDAV passwords.\nCARDDAV_KEY=${cardDavKey()}\n`);
    console.log("Added a CARDDAV_KEY to .dev.vars.");
  }
  process.exit(0);
}

const pair = await crypto.subtle.generateKey({ name: "ECDSA", namedCurve: "P-256" }, true, ["sign", "verify"]);
const publicKey = Buffer.from(await crypto.subtle.exportKey("raw", pair.publicKey)).toString("base64url");
const privateKey = (await crypto.subtle.exportKey("jwk", pair.privateKey)).d;

const example = readFileSync(new URL("../.dev.vars.example", import.meta.url), "utf8");
const contents = example
  .replace(/^VAPID_PUBLIC_KEY=.*$/m, `VAPID_PUBLIC_KEY=${publicKey}`)
  .replace(/^VAPID_PRIVATE_KEY=.*$/m, `VAPID_PRIVATE_KEY=${privateKey}`)
  .replace(/^CARDDAV_KEY=.*$/m, `CARDDAV_KEY=${cardDavKey()}`)
  // Unset optional settings stay commented out so the app sees them as absent.
  .replace(/^([A-Z_]+)=$/gm, "# $1=");
writeFileSync(target, contents, { mode: 0o600 });
console.log("Created .dev.vars with a new VAPID key pair and CardDAV key.");
