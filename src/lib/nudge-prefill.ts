// A nudge to schedule, handed to the dashboard's schedule form in its address: the share sheet's
// "Make a nudge" sends what was shared (and who it is about) this way, so it survives the page
// change and a sign-in on the way.

/** Who and what the schedule form starts with; null fields are left for the person to fill in. */
export type NudgePrefill = { name: string; phone: string | null; message?: string };

/** The dashboard's query for a prefill: tab=active&name=…&phone=…&message=…. */
export function nudgeSearch({ name, phoneNumber, message }: { name?: string; phoneNumber?: string | null; message: string }) {
  const query = new URLSearchParams({ tab: "active" });
  if (name) query.set("name", name);
  if (phoneNumber) query.set("phone", phoneNumber);
  query.set("message", message);
  return query.toString();
}

/** The prefill a dashboard address carries (a message, and maybe who), else null. */
export function prefillFromSearch(search: string): NudgePrefill | null {
  const query = new URLSearchParams(search);
  const message = query.get("message")?.trim();
  if (!message) return null;
  return { name: query.get("name") ?? "", phone: query.get("phone"), message };
}
