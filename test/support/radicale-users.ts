// The accounts on the test CardDAV server (test/support/radicale.ts): one per test that needs an
// address book of its own, each with its app password. Shared by the server and the tests.
export const RADICALE_USERS: Record<string, string> = Object.fromEntries(
  Array.from({ length: 18 }, (_, i) => [`person${i + 1}`, `app-password-${i + 1}`]),
);

/** A person's account on the server at `base`, as they type it into Nudge, and a request to their own collections with it. */
export function radicaleAccount(base: string, person: string) {
  const password = RADICALE_USERS[person]!;
  const dav = (path: string, init: RequestInit) =>
    fetch(`${base}/${person}/${path}`, {
      ...init,
      headers: { Authorization: `Basic ${btoa(`${person}:${password}`)}`, ...(init.headers as Record<string, string>) },
    });
  return { account: { url: base, username: person, password }, dav };
}
