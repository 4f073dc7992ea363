// A tsdav client whose every request goes through the guard (guard.ts), noting whether the server
// refused the user name or password (tsdav reads a 401 as an empty answer): the address book and
// the calendar sign in the same way.
import { DAVClient } from "tsdav";
import { guardedFetch, privateHosts } from "./guard";

export function davClient(
  server: { url: string; username: string; password: string },
  accountType: "carddav" | "caldav",
  privateHostsSetting: string | undefined,
) {
  let rejected = false;
  const fetch = guardedFetch(privateHosts(privateHostsSetting), (response) => {
    if (response.status === 401) rejected = true;
  });
  const client = new DAVClient({
    serverUrl: server.url,
    credentials: { username: server.username, password: server.password },
    authMethod: "Basic",
    defaultAccountType: accountType,
    fetch,
  });
  return { client, rejected: () => rejected };
}
