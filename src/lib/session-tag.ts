/**
 * A short fingerprint of the session token (FNV-1a), stored beside this device's offline data so
 * the data is only ever used by the session that made it, without keeping a second copy of the
 * token. Not a security boundary: the token itself is in localStorage already.
 */
export function sessionTag(token: string) {
  let hash = 0x811c9dc5;
  for (let i = 0; i < token.length; i++) hash = Math.imul(hash ^ token.charCodeAt(i), 0x01000193);
  return (hash >>> 0).toString(36);
}
