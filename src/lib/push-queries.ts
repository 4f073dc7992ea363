// The notification card's reads, shared by its hook and the lazily loaded push-registration.ts.
import { answer, api } from "@/lib/api-client";
import { readKey } from "@contracts/reads";

export const VAPID_KEY = readKey("vapidKey");
/** The person has a push device somewhere (one of the dashboard's first reads)… */
export const STATUS = readKey("pushStatus");
/** …and this browser's own is one the server knows (thisBrowser). Invalidating STATUS refetches both. */
export const THIS_BROWSER = [...STATUS, "this-browser"];

/** Whether the server has this endpoint registered to the signed-in person. */
export async function serverKnows(endpoint: string): Promise<boolean> {
  return (await answer(api["subscription-status"].$get({ query: { endpoint } }))).thisBrowser === true;
}
