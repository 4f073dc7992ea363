// The groups an address book puts a person in (a vCard's CATEGORIES, Google's Labels, Outlook's
// Categories), cleaned into the circle names an import row carries.
import { circleKey, circleName } from "../circles";
import { MAX_ROW_CIRCLES } from "../contact-import";

/**
 * Google's own groups, which every contact or every starred one is in: "* myContacts" (2024+
 * exports), "* My Contacts" and "* Starred" (older ones). They say nothing about the person.
 * Google's other "* " groups ("* Friends", "* Family", "* Coworkers" in older exports) were
 * groups people chose, so they are kept without the star.
 */
const SYSTEM_GROUPS = new Set(["mycontacts", "starred", "othercontacts"]);

/**
 * The circle names for these groups: cleaned as a circle's name is (one line, trimmed), cut to
 * its 50 characters, Google's system groups dropped, each name once ignoring case, at most
 * MAX_ROW_CIRCLES (`dropped` counts the rest).
 */
export function circleNames(groups: string[]): { names: string[]; dropped: number } {
  const seen = new Set<string>();
  const names: string[] = [];
  for (const group of groups) {
    const starred = group.trim().startsWith("*");
    const parsed = circleName.safeParse(
      group
        .trim()
        .replace(/^\*\s*/, "")
        .slice(0, 50),
    );
    if (!parsed.success) continue;
    const name = parsed.data;
    if (starred && SYSTEM_GROUPS.has(name.toLowerCase().replace(/\s+/g, ""))) continue;
    if (seen.has(circleKey(name))) continue;
    seen.add(circleKey(name));
    names.push(name);
  }
  return { names: names.slice(0, MAX_ROW_CIRCLES), dropped: Math.max(0, names.length - MAX_ROW_CIRCLES) };
}

/**
 * The groups address books put everyone (or every favourite) in, as vCard CATEGORIES name them:
 * Google's myContacts and starred (its vCard export and CardDAV), "My Contacts" and "Starred in
 * Android" from Android's exports, "All Contacts". They would put everyone in one circle. Matched
 * ignoring case, spaces and Google's "* ".
 */
const SYSTEM_CATEGORIES = new Set([...SYSTEM_GROUPS, "starredinandroid", "allcontacts"]);

export const isSystemGroup = (group: string) => SYSTEM_CATEGORIES.has(group.toLowerCase().replace(/[\s*]+/g, ""));
