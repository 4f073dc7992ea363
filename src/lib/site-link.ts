/**
 * A path of this site held as text (a validated `?next=`), as the router's link options: its
 * path, query and hash apart, so the router builds the same address back.
 */
export function sitePathLink(path: string) {
  const url = new URL(path, "https://nudge.invalid");
  return { to: url.pathname, search: Object.fromEntries(url.searchParams), hash: url.hash.slice(1) };
}
