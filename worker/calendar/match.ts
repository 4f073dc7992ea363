// Who an event is with (issue 41). An attendee or organiser whose address is a contact's email is
// that contact: sure enough to log. A title that only names someone ("Lunch with Ana", "Call
// Bruno re: offer") is a guess that waits for a yes on Today: the contact's full name, or a first
// name alone when no other contact has it, accents and case ignored. Pure, so the rules are
// unit-tested without a database.

export type MatchContact = { id: number; name: string; email: string | null };
export type Match = { contactIds: number[] } | { named: number } | null;

/** Lower case, accents stripped (NFD, combining marks removed): "José" and "jose" are one name. */
export const fold = (text: string) =>
  text
    .normalize("NFD")
    .replace(/\p{M}+/gu, "")
    .toLowerCase();

/** The words of a text, folded: letters and digits, apostrophes and hyphens kept inside names. */
const words = (text: string) => fold(text).match(/[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*/gu) ?? [];

export function matcher(contacts: MatchContact[], ownEmails: string[]) {
  const own = new Set(ownEmails.map((e) => e.trim().toLowerCase()));
  const byEmail = new Map<string, number>();
  // Full names as word sequences, and first names with how many contacts carry them.
  const fullNames = new Map<string, number>();
  const firstNames = new Map<string, number | null>();
  for (const c of contacts) {
    const email = c.email?.trim().toLowerCase();
    if (email && !own.has(email) && !byEmail.has(email)) byEmail.set(email, c.id);
    const parts = words(c.name);
    if (parts.length === 0) continue;
    const full = parts.join(" ");
    fullNames.set(full, fullNames.has(full) ? -1 : c.id);
    const first = parts[0]!;
    firstNames.set(first, firstNames.has(first) ? null : c.id);
  }
  // Longest names first: "Ana Souza" is found before a first name "Ana" could be.
  const longest = Math.max(1, ...[...fullNames.keys()].map((n) => n.split(" ").length));

  function named(summary: string): number | null {
    const said = words(summary);
    for (let size = Math.min(longest, said.length); size >= 2; size--)
      for (let i = 0; i + size <= said.length; i++) {
        const id = fullNames.get(said.slice(i, i + size).join(" "));
        if (id !== undefined && id !== -1) return id;
      }
    const found = new Set<number>();
    for (const word of said) {
      const id = firstNames.get(word) ?? fullNames.get(word);
      if (id != null && id !== -1) found.add(id);
    }
    // Two people named in one title is not a guess to put to anyone.
    return found.size === 1 ? [...found][0]! : null;
  }

  return (event: { summary: string; emails: string[] }): Match => {
    const ids = [...new Set(event.emails.flatMap((e) => (own.has(e) ? [] : (byEmail.get(e) ?? []))))];
    if (ids.length > 0) return { contactIds: ids };
    const guess = named(event.summary);
    return guess === null ? null : { named: guess };
  };
}
