// Password hashes are versioned strings, `scrypt$N$r$p$salt$hash`, so the cost can be raised
// later: a sign-in with an older setting re-hashes (see needsRehash).
import { scrypt as scryptCallback, timingSafeEqual, randomBytes } from "node:crypto";
import { promisify } from "node:util";

const scrypt = promisify(scryptCallback) as (password: string, salt: Buffer, keylen: number, options: object) => Promise<Buffer>;

// OWASP's scrypt setting for a 16 MiB memory budget (N=2^14, r=8, p=5): fits a Worker's memory.
export const CURRENT = { N: 16384, r: 8, p: 5 } as const;
const KEY_LENGTH = 32;

async function derive(password: string, salt: Buffer, N: number, r: number, p: number) {
  return scrypt(password.normalize("NFKC"), salt, KEY_LENGTH, { N, r, p, maxmem: 256 * N * r });
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const hash = await derive(password, salt, CURRENT.N, CURRENT.r, CURRENT.p);
  return ["scrypt", CURRENT.N, CURRENT.r, CURRENT.p, salt.toString("base64url"), hash.toString("base64url")].join("$");
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

export function needsRehash(stored: string): boolean {
  const parsed = parse(stored);
  return !parsed || parsed.N !== CURRENT.N || parsed.r !== CURRENT.r || parsed.p !== CURRENT.p;
}

// Verifying against this when the email is unknown keeps sign-in timing the same either way.
let decoy: Promise<string> | undefined;
export const decoyHash = () => (decoy ??= hashPassword("decoy-password-for-timing"));
