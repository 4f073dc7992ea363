// A calendar address as the Account dialog shows it: a secret ICS address is a password in all
// but name (Google's ends in /private-<secret>/basic.ics), so only the host and the last few
// characters of the path are shown.
export function maskUrl(url: string): string {
  const parsed = new URL(url);
  const tail = parsed.pathname.slice(-8);
  return `${parsed.protocol}//${parsed.host}/…${tail}`;
}
