// Who a piece of text names ("Lunch with Ana", "Call Bruno re: offer", a shared message), as
// people write names: the full name, or the first name alone when only one contact has it;
// accents and case ignored. A guess, never a fact: the calendar asks before logging one, and the
// share sheet lets the person change it with one tap. Pure, so the app and the Worker share it.

/** "Ána  O’BRIEN" → "ana  o'brien": accents off (NFD, marks dropped), one apostrophe, lower case. */
export const foldName = (text: string) => text.normalize("NFD").replace(/\p{M}/gu, "").replace(/[’‘]/g, "'").toLowerCase();

// Words, apostrophes and hyphens kept inside names (O'Brien, Jean-Luc), a possessive's dropped
// ("Bruno's" is Bruno).
const words = (text: string): string[] =>
  (foldName(text).match(/[\p{L}\p{N}]+(?:['-][\p{L}\p{N}]+)*/gu) ?? []).map((word) => word.replace(/'s$/, ""));

/**
 * A reader of names for these contacts, built once (a calendar pull reads thousands of titles
 * against thousands of contacts): given a text, the ids of the contacts it names, each once, in
 * the order they are named. A full name that two contacts share, or a first name two have, names
 * no one.
 */
export function nameMatcher(contacts: { id: number; name: string }[]) {
  const SHARED = -1;
  const fullNames = new Map<string, number>();
  const firstNames = new Map<string, number>();
  for (const { id, name } of contacts) {
    const parts = words(name);
    if (parts.length === 0) continue;
    const full = parts.join(" ");
    fullNames.set(full, fullNames.has(full) ? SHARED : id);
    firstNames.set(parts[0]!, firstNames.has(parts[0]!) ? SHARED : id);
  }
  const longest = Math.max(1, ...[...fullNames.keys()].map((n) => n.split(" ").length));

  return (text: string): number[] => {
    const said = words(text);
    const found: number[] = [];
    const add = (id: number | undefined) => {
      if (id !== undefined && id !== SHARED && !found.includes(id)) found.push(id);
    };
    // Longest names first, and the words they take are not read again as first names: "Ana Lima"
    // is Ana Lima even when another contact is Ana too.
    const taken = new Set<number>();
    for (let size = Math.min(longest, said.length); size >= 2; size--)
      for (let i = 0; i + size <= said.length; i++) {
        if (Array.from({ length: size }, (_, k) => i + k).some((k) => taken.has(k))) continue;
        const id = fullNames.get(said.slice(i, i + size).join(" "));
        if (id === undefined || id === SHARED) continue;
        add(id);
        for (let k = i; k < i + size; k++) taken.add(k);
      }
    said.forEach((word, i) => {
      if (!taken.has(i)) add(firstNames.get(word) ?? fullNames.get(word));
    });
    return found;
  };
}

/** The contacts `text` names (see nameMatcher), in the order of `contacts`. */
export function contactsNamedIn<C extends { id: number; name: string }>(text: string, contacts: C[]): C[] {
  const ids = new Set(nameMatcher(contacts)(text));
  return contacts.filter((contact) => ids.has(contact.id));
}
