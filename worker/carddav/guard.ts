// Outbound requests to a CardDAV server the person named: https only, and never to a private,
// loopback or link-local address, so an address book URL can't be used to probe the network the
// Worker runs in. Redirects are followed here, one hop at a time, each hop checked the same way.
// (Cloudflare resolves names on the public internet, so a public name can't lead inside either;
// the names checked below are the ones that would.) CARDDAV_PRIVATE_HOSTS lets tests and a local
// server through.
import { t } from "@lingui/core/macro";
import ipaddr from "ipaddr.js";

const MAX_REDIRECTS = 5;
// A slow server must not hold a sync (or the person's "Sync now") for long.
const REQUEST_TIMEOUT_MS = 20_000;
const LOCAL_NAMES = /(^|\.)(localhost|local|internal|home\.arpa|lan)$/i;

/** Hosts allowed although private, from CARDDAV_PRIVATE_HOSTS ("127.0.0.1,localhost"). */
export const privateHosts = (setting: string | undefined) =>
  new Set(
    (setting ?? "")
      .split(",")
      .map((h) => h.trim().toLowerCase())
      .filter(Boolean),
  );

/**
 * The IPv4 address an IPv6 one carries, which is where it leads: v4-compatible ::a.b.c.d and
 * v4-mapped ::ffff:a.b.c.d, SIIT ::ffff:0:a.b.c.d, NAT64 64:ff9b::/96, 6to4 2002:AABB:CCDD::/48
 * and a Teredo client (2001:0::/32, its address inverted). Null when it carries none. ipaddr.js's
 * ranges refuse the SIIT, NAT64, 6to4 and Teredo prefixes whole already; reading what they carry
 * too keeps the check from resting on that list.
 */
function embeddedIpv4(ip: ipaddr.IPv6): ipaddr.IPv4 | null {
  const p = ip.parts;
  const v4 = (high: number, low: number) => new ipaddr.IPv4([high >> 8, high & 0xff, low >> 8, low & 0xff]);
  const zeros = (from: number, to: number) => p.slice(from, to).every((part) => part === 0);
  if (zeros(0, 5) && (p[5] === 0 || p[5] === 0xffff)) return v4(p[6]!, p[7]!);
  if (zeros(0, 4) && p[4] === 0xffff && p[5] === 0) return v4(p[6]!, p[7]!);
  if (p[0] === 0x64 && p[1] === 0xff9b && zeros(2, 6)) return v4(p[6]!, p[7]!);
  if (p[0] === 0x2002) return v4(p[1]!, p[2]!);
  if (p[0] === 0x2001 && p[1] === 0) return v4(p[6]! ^ 0xffff, p[7]! ^ 0xffff);
  return null;
}

/** An address that leads somewhere private or local, in any of its spellings. */
function isPrivateAddress(host: string) {
  // process() reads an IPv4 address written as v4-mapped IPv6 (::ffff:10.0.0.1) as the IPv4 one.
  const ip = ipaddr.process(host);
  if (ip.range() !== "unicast") return true;
  const carried = ip.kind() === "ipv6" ? embeddedIpv4(ip as ipaddr.IPv6) : null;
  return carried !== null && carried.range() !== "unicast";
}

/** Why this URL may not be fetched, in words for the person, or null when it may. */
export function refusal(url: URL, allowed: Set<string>): string | null {
  // Without brackets, and without a trailing dot: "localhost." is localhost, named from the DNS root.
  const host = url.hostname
    .toLowerCase()
    .replace(/^\[|\]$/g, "")
    .replace(/\.+$/, "");
  if (allowed.has(host)) return null;
  if (url.protocol !== "https:") return t`The address must start with https://`;
  if (url.username || url.password) return t`Put the user name and password in their own fields, not in the address`;
  if (ipaddr.isValid(host)) return isPrivateAddress(host) ? t`${host} is a private or local address` : null;
  if (!host.includes(".") || LOCAL_NAMES.test(host)) return t`${host} is a local name; use the server's public address`;
  return null;
}

export class RefusedAddress extends Error {}

/**
 * One request, asked again once when the runtime says the connection dropped before an answer
 * (workerd reuses a kept-alive connection the server may have closed meanwhile; Radicale does).
 * Every request a sync makes only reads, so asking twice is safe.
 */
async function fetchOnce(url: URL, init: RequestInit) {
  const send = () => fetch(url, { ...init, redirect: "manual", signal: init.signal ?? AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
  try {
    return await send();
  } catch (error) {
    if ((error as { retryable?: boolean })?.retryable !== true) throw error;
    return send();
  }
}

/** fetch() for tsdav: refuses what `refusal` refuses, follows redirects itself, gives up after REQUEST_TIMEOUT_MS. */
export function guardedFetch(allowed: Set<string>, seen: (response: Response) => void = () => {}): typeof fetch {
  return async (input, init = {}) => {
    let url = new URL(input instanceof Request ? input.url : String(input));
    for (let hop = 0; ; hop++) {
      const why = refusal(url, allowed);
      if (why) throw new RefusedAddress(why);
      const response = await fetchOnce(url, init);
      seen(response);
      const location = response.headers.get("location");
      // tsdav's service discovery asks for the redirect itself (it reads Location).
      if (init.redirect === "manual" || response.status < 300 || response.status >= 400 || !location) return response;
      if (hop === MAX_REDIRECTS) throw new RefusedAddress(t`The server redirected too many times`);
      await response.body?.cancel();
      url = new URL(location, url);
    }
  };
}
