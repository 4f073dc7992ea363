// Password hashes are versioned strings, `scrypt$N$r$p$salt$hash`, so the cost can be raised
// later: a sign-in with an older setting re-hashes (see needsRehash).
import { scrypt as scryptCallback, timingSafeEqual, randomBytes } from "node:crypto";
import { promisify } from "node:util";

const scrypt = promisify(scryptCallback) as (password: string, salt: Buffer, keylen: number, options: object) => Promise<Buffer>;

type Cost = { readonly N: number; readonly r: number; readonly p: number };
// OWASP's scrypt setting for a 16 MiB memory budget (N=2^14, r=8, p=5): fits a Worker's memory.
export const CURRENT: Cost = { N: 16384, r: 8, p: 5 };
// PASSWORD_COST=fast, for the test suites only: their thousands of sign-ups spent most of their
// time in scrypt at the real setting. The same code hashes and verifies at either; the stored
// string names its setting, so a hash made at one verifies under the other.
const FAST: Cost = { N: 1024, r: 8, p: 1 };

/** The setting new hashes are made at: the real one unless the environment says `fast`. */
export const passwordCost = (env: { PASSWORD_COST?: string }): Cost => (env.PASSWORD_COST === "fast" ? FAST : CURRENT);
const KEY_LENGTH = 32;

async function derive(password: string, salt: Buffer, N: number, r: number, p: number) {
  return scrypt(password.normalize("NFKC"), salt, KEY_LENGTH, { N, r, p, maxmem: 256 * N * r });
}

export async function hashPassword(password: string, cost: Cost = CURRENT): Promise<string> {
  const salt = randomBytes(16);
  const hash = await derive(password, salt, cost.N, cost.r, cost.p);
  return ["scrypt", cost.N, cost.r, cost.p, salt.toString("base64url"), hash.toString("base64url")].join("$");
}

function parse(stored: string) {
  const [scheme, N, r, p, salt, hash] = stored.split("$");
  if (scheme !== "scrypt" || !salt || !hash) return null;
  return { N: Number(N), r: Number(r), p: Number(p), salt: Buffer.from(salt, "base64url"), hash: Buffer.from(hash, "base64url") };
}

/**
 * The stored password of an account waiting for its owner to choose one through a reset link
 * (a confirmed ADMIN_EMAILS address): no scheme, so verifyPassword matches nothing against it.
 */
export const NO_PASSWORD = "none";

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parse(stored);
  if (!parsed) return false;
  const candidate = await derive(password, parsed.salt, parsed.N, parsed.r, parsed.p);
  return candidate.length === parsed.hash.length && timingSafeEqual(candidate, parsed.hash);
}

export function needsRehash(stored: string, cost: Cost = CURRENT): boolean {
  const parsed = parse(stored);
  return !parsed || parsed.N !== cost.N || parsed.r !== cost.r || parsed.p !== cost.p;
}

// Verifying against this when the email is unknown keeps sign-in timing the same either way.
const decoys = new Map<Cost, Promise<string>>();
export function decoyHash(cost: Cost = CURRENT) {
  if (!decoys.has(cost)) decoys.set(cost, hashPassword("decoy-password-for-timing", cost));
  return decoys.get(cost)!;
}
