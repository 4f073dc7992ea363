// CardDAV passwords at rest: AES-GCM under a key derived (HKDF-SHA-256) from the CARDDAV_KEY
// secret. The owner's user id is the additional data, so a row copied into another account doesn't
// open. Stored as "v1.<base64 iv + ciphertext>"; the version leaves room to rotate the scheme.
const VERSION = "v1";
const IV_BYTES = 12;
const encoder = new TextEncoder();

const toBase64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes));
const fromBase64 = (text: string) => Uint8Array.from(atob(text), (c) => c.charCodeAt(0));

async function keyOf(secret: string) {
  const base = await crypto.subtle.importKey("raw", encoder.encode(secret), "HKDF", false, ["deriveKey"]);
  return crypto.subtle.deriveKey(
    { name: "HKDF", hash: "SHA-256", salt: new Uint8Array(), info: encoder.encode("nudge carddav password") },
    base,
    { name: "AES-GCM", length: 256 },
    false,
    ["encrypt", "decrypt"],
  );
}

const additionalData = (userId: number) => encoder.encode(`user:${userId}`);

export async function sealPassword(secret: string, userId: number, password: string): Promise<string> {
  const iv = crypto.getRandomValues(new Uint8Array(IV_BYTES));
  const sealed = await crypto.subtle.encrypt(
    { name: "AES-GCM", iv, additionalData: additionalData(userId) },
    await keyOf(secret),
    encoder.encode(password),
  );
  const bytes = new Uint8Array(IV_BYTES + sealed.byteLength);
  bytes.set(iv);
  bytes.set(new Uint8Array(sealed), IV_BYTES);
  return `${VERSION}.${toBase64(bytes)}`;
}

/** The password, or null when it can't be opened (another key, another account, a damaged row). */
export async function openPassword(secret: string, userId: number, stored: string): Promise<string | null> {
  const [version, body] = stored.split(".");
  if (version !== VERSION || !body) return null;
  try {
    const bytes = fromBase64(body);
    const plain = await crypto.subtle.decrypt(
      { name: "AES-GCM", iv: bytes.slice(0, IV_BYTES), additionalData: additionalData(userId) },
      await keyOf(secret),
      bytes.slice(IV_BYTES),
    );
    return new TextDecoder().decode(plain);
  } catch {
    return null;
  }
}
