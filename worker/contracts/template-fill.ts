// Message templates (issue 42): the placeholders a person may write and how they are filled. No
// zod: the dashboard's Quick Actions fill a template in the browser with what it knows.

/** The placeholders a template may hold, in the order the template editor lists them. */
export const PLACEHOLDERS = ["first_name", "days_since", "age", "date"] as const;
export type Placeholder = (typeof PLACEHOLDERS)[number];

/** What a template is filled with; a value left out leaves its placeholder unfilled. */
export type FillValues = Partial<Record<Placeholder, string>>;

const PLACEHOLDER = /\{([a-z_]+)\}/g;

/** The placeholders a text names, known or not, in order of first use. */
export function placeholdersIn(text: string): string[] {
  return [...new Set([...text.matchAll(PLACEHOLDER)].map((m) => m[1]!))];
}

/** The text with each known placeholder it has a value for filled in; anything else left as written. */
export function fillTemplate(text: string, values: FillValues): string {
  return text.replace(PLACEHOLDER, (whole, name: string) => values[name as Placeholder] ?? whole);
}

/** The placeholders still in a filled text: a draft with any left is not offered. */
export const unfilled = (text: string) => placeholdersIn(text).filter((name) => (PLACEHOLDERS as readonly string[]).includes(name));

// Words a name may start with that greet nobody alone: "Hi Uncle" means "Hi Uncle Raj".
const TITLES = new Set([
  "uncle",
  "aunt",
  "auntie",
  "aunty",
  "tio",
  "tío",
  "tia",
  "tía",
  "grandma",
  "grandpa",
  "nana",
  "dr",
  "mr",
  "mrs",
  "ms",
  "miss",
  "prof",
]);

/** A contact's first name, as a message greets them ("Ana Souza" → "Ana", "Uncle Raj Patel" → "Uncle Raj"). */
export function firstName(name: string) {
  const words = name.trim().split(/\s+/);
  const title = words.length > 1 && TITLES.has(words[0]!.toLowerCase().replace(/\.$/, ""));
  return (title ? words.slice(0, 2).join(" ") : words[0]) || name;
}
