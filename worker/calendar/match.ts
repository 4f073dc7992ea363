// Who an event is with (issue 41). An attendee or organiser whose address is a contact's email is
// that contact: sure enough to log. A title that only names someone ("Lunch with Ana", "Call
// Bruno re: offer") is a guess that waits for a yes on Today: the contact's full name, or a first
// name alone when no other contact has it, accents and case ignored. Pure, so the rules are
// unit-tested without a database. Names are read as the share sheet reads them (contracts/name-match.ts).
import { nameMatcher } from "../contracts/name-match";

export type MatchContact = { id: number; name: string; email: string | null };
export type Match = { contactIds: number[] } | { named: number } | null;

export function matcher(contacts: MatchContact[], ownEmails: string[]) {
  const own = new Set(ownEmails.map((e) => e.trim().toLowerCase()));
  const byEmail = new Map<string, number>();
  for (const c of contacts) {
    const email = c.email?.trim().toLowerCase();
    if (email && !own.has(email) && !byEmail.has(email)) byEmail.set(email, c.id);
  }
  const namedIn = nameMatcher(contacts);
  // Two people named in one title is not a guess to put to anyone.
  const named = (summary: string) => {
    const ids = namedIn(summary);
    return ids.length === 1 ? ids[0]! : null;
  };

  return (event: { summary: string; emails: string[] }): Match => {
    const ids = [...new Set(event.emails.flatMap((e) => (own.has(e) ? [] : (byEmail.get(e) ?? []))))];
    if (ids.length > 0) return { contactIds: ids };
    const guess = named(event.summary);
    return guess === null ? null : { named: guess };
  };
}
