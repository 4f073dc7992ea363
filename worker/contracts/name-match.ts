// Who a piece of text names ("Lunch with Ana", "Call Bruno re: offer", a shared message), as
// people write names: the full name, or the first name alone when only one contact has it;
// accents and case ignored. A guess, never a fact: the calendar asks before logging one, and the
// share sheet lets the person change it with one tap. Pure, so the app and the Worker share it.

/** "Ána  O’BRIEN" → "ana  o'brien": accents off (NFD, marks dropped), one apostrophe, lower case. */
export const foldName = (text: string) => text.normalize("NFD").replace(/\p{M}/gu, "").replace(/[’‘]/g, "'").toLowerCase();

// Words, an apostrophe inside one kept (O'Brien) and a possessive's dropped ("Bruno's" is Bruno).
const words = (text: string): string[] =>
  (foldName(text).match(/[\p{L}\p{N}]+(?:'\p{L}+)*/gu) ?? []).map((word) => word.replace(/'s$/, ""));

const containsRun = (haystack: string[], needle: string[]) =>
  needle.length > 0 && haystack.some((_, i) => needle.every((word, j) => haystack[i + j] === word));

/** The contacts `text` names, in the order of `contacts`: by full name, else by a first name no other contact shares. */
export function contactsNamedIn<C extends { id: number; name: string }>(text: string, contacts: C[]): C[] {
  const said = words(text);
  if (said.length === 0) return [];
  const firstNames = new Map<string, number>();
  const named = contacts.map((contact) => ({ contact, name: words(contact.name) }));
  for (const { name } of named) if (name[0]) firstNames.set(name[0], (firstNames.get(name[0]) ?? 0) + 1);
  return named
    .filter(({ name }) => containsRun(said, name) || (name[0] !== undefined && firstNames.get(name[0]) === 1 && said.includes(name[0])))
    .map(({ contact }) => contact);
}
