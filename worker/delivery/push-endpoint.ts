// Which push endpoints Nudge will send to. Endpoints are user-supplied URLs, and the Worker
// POSTs to them: https only, on a push service host from PUSH_ENDPOINT_HOSTS, on the default
// port. A listed host on another port is another server on that machine (fcm.googleapis.com:22).

// Tests and the bench run a local push service on a loopback address and a port of its own. Only
// a loopback host named exactly in PUSH_ENDPOINT_HOSTS may use another port: the production list
// names none, so there every endpoint must use 443.
const LOOPBACK = new Set(["127.0.0.1", "[::1]", "localhost"]);

export function isAllowedEndpoint(env: { PUSH_ENDPOINT_HOSTS?: string }, endpoint: string) {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  const hosts = (env.PUSH_ENDPOINT_HOSTS ?? "")
    .split(",")
    .map((h) => h.trim().toLowerCase())
    .filter(Boolean);
  const host = url.hostname.toLowerCase();
  // The parser writes no port for the scheme's default, so "" is 443 (":443" included).
  const port = url.port === "" || (LOOPBACK.has(host) && hosts.includes(host));
  return url.protocol === "https:" && !url.username && !url.password && port && hosts.some((h) => host === h || host.endsWith(`.${h}`));
}
