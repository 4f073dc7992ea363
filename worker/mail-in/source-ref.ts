// Which mail an interaction came from, so the same mail received twice logs once: its Message-ID,
// or (without one) a hash of the message. A Message-ID is a stranger's text of any length, so a
// long or odd one is kept as its hash too.
const PLAIN_ID = /^[\x21-\x7e]{1,200}$/;

const sha256Hex = async (bytes: ArrayBuffer | Uint8Array) =>
  Array.from(new Uint8Array(await crypto.subtle.digest("SHA-256", bytes)), (b) => b.toString(16).padStart(2, "0")).join("");

export async function sourceRefOf(messageId: string | undefined, raw: ArrayBuffer) {
  const id = messageId?.trim().replace(/^<|>$/g, "");
  if (id && PLAIN_ID.test(id)) return id;
  return `sha256:${await sha256Hex(id ? new TextEncoder().encode(id) : raw)}`;
}
