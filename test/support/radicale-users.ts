// The accounts on the test CardDAV server (test/support/radicale.ts): one per test that needs an
// address book of its own, each with its app password. Shared by the server and the tests.
export const RADICALE_USERS: Record<string, string> = Object.fromEntries(
  Array.from({ length: 18 }, (_, i) => [`person${i + 1}`, `app-password-${i + 1}`]),
);
