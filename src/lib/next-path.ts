/** Where to go after signing in: a same-site path from ?next=, else the dashboard. */
export function nextPath(search: string) {
  const next = new URLSearchParams(search).get("next");
  return next && next.startsWith("/") && !next.startsWith("//") ? next : "/dashboard";
}
