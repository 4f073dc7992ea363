// Each account's private mail-in address (issue 41), made without a lookup table: the local part
// carries the user id, the address's version and an HMAC of both, so the Worker can check an
// address it receives by computing it again. "New address" bumps users.mailInVersion, which makes
// every older address fail the check. Lower-case only: mail software changes the case of addresses.
const encoder = new TextEncoder();
const MAC_HEX = 24; // 96 bits: far past guessing, short enough to type.
const LOCAL_PART = /^(\d{1,12})\.(\d{1,9})\.([0-9a-f]{24})$/;

/** The HMAC key, derived (HKDF-SHA-256) from CARDDAV_KEY with its own label: no new secret to set. */
export async function mailInKey(env: Env): Promise<CryptoKey | null> {
  const secret = env.CARDDAV_KEY;
  if (!secret || secret.length < 16) return null;
  const base = await crypto.subtle.importKey("raw", encoder.encode(secret), "HKDF", false, ["deriveKey"]);
  return crypto.subtle.deriveKey(
    { name: "HKDF", hash: "SHA-256", salt: new Uint8Array(), info: encoder.encode("nudge mail-in address") },
    base,
    { name: "HMAC", hash: "SHA-256", length: 256 },
    false,
    ["sign"],
  );
}

/** MAIL_IN_DOMAIN, else APP_URL's host name (without a port: addresses have none). */
export const mailInDomain = (env: Env) => (env.MAIL_IN_DOMAIN?.trim() || new URL(env.APP_URL).hostname).toLowerCase();

async function macOf(key: CryptoKey, userId: number, version: number) {
  const mac = new Uint8Array(await crypto.subtle.sign("HMAC", key, encoder.encode(`mail-in:${userId}:${version}`)));
  return Array.from(mac, (b) => b.toString(16).padStart(2, "0"))
    .join("")
    .slice(0, MAC_HEX);
}

export async function mailInAddress(env: Env, key: CryptoKey, userId: number, version: number) {
  return `${userId}.${version}.${await macOf(key, userId, version)}@${mailInDomain(env)}`;
}

/** Whether an address is shaped like a mail-in address of ours (any account's, checked or not). */
export const isMailInAddress = (env: Env, address: string) => {
  const at = address.lastIndexOf("@");
  return at > 0 && address.slice(at + 1).toLowerCase() === mailInDomain(env) && LOCAL_PART.test(address.slice(0, at).toLowerCase());
};

/**
 * The account and version an address names, when its HMAC is right and its domain is ours; null
 * for anything else. Whether the version is still the account's current one is the caller's check.
 */
export async function readMailInAddress(env: Env, key: CryptoKey, address: string) {
  if (!isMailInAddress(env, address)) return null;
  const match = LOCAL_PART.exec(address.slice(0, address.lastIndexOf("@")).toLowerCase());
  if (!match) return null;
  const userId = Number(match[1]);
  const version = Number(match[2]);
  const expected = encoder.encode(await macOf(key, userId, version));
  const given = encoder.encode(match[3]);
  return crypto.subtle.timingSafeEqual(expected, given) ? { userId, version } : null;
}
