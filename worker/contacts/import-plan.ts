// How each imported row meets the contacts already there (issue 23), decided before anything is
// written: the preview shows this plan and the import carries it out, so they never disagree.
import { circleKey } from "../contracts/circles";
import { phoneKey } from "../contracts/contacts";
import type { DuplicateChoice, ImportRow, MergeField, RowOutcome } from "../contracts/contact-import";
import { CircleBook, type KnownCircles } from "./import-circle-plan";
import { callingCodesOf, nationalKeys } from "./import-national";

/** A row with its number as it will be stored (phone-store.ts). */
export type PlannedRow = Omit<ImportRow, "phoneNumber"> & { phoneNumber: string | null; phoneTyped: string | null };

/** A stored contact as the import compares it. */
export type Existing = {
  id: number;
  name: string;
  phoneNumber: string | null;
  phoneTyped: string | null;
  email: string | null;
  notes: string | null;
  hasBirthday: boolean;
  /** The keys (circleKey) of the circles it is in. */
  circles: string[];
};

/**
 * A contact as the plan leaves it: a new one (id null) or a stored one with what the import fills
 * in. `circles` are the keys of every circle it ends up in, `joins` those the import adds it to.
 */
export type Target = Omit<Existing, "id" | "hasBirthday" | "circles"> & {
  id: number | null;
  birthday: string | null;
  had: MergeField[];
  circles: Set<string>;
  joins: string[];
};

export type Plan = {
  rows: RowOutcome[];
  created: Target[];
  changed: Target[];
  merged: number;
  /** Circles the import makes (named as the file first wrote them), and groups left out for the limit. */
  newCircles: string[];
  circlesLeftOut: string[];
};

const emailKey = (email: string | null | undefined) => (email ? `@${email.trim().toLowerCase()}` : null);
const nameKey = (name: string) => `=${name.trim().toLowerCase()}`;

/**
 * The keys a contact is found by: its number's digits (a number without its country code also as
 * read in each of `codes`, import-national.ts) and its email. One with neither is found by its
 * name, so importing the same file twice adds nobody twice.
 */
function matchKeys(c: { name: string; phoneNumber: string | null; email?: string | null }, codes: string[]) {
  const keys = [phoneKey(c.phoneNumber), ...nationalKeys(c.phoneNumber, codes), emailKey(c.email)].filter((k): k is string => k !== null);
  return keys.length > 0 ? keys : [nameKey(c.name)];
}

/**
 * The notes after a merge: the lines the row brings that the contact's notes don't have yet. Blank
 * lines between them stay: they part a note's paragraphs (issue 39: Outlook's notes lost theirs).
 */
export function mergedNotes(current: string | null, incoming: string | undefined) {
  if (!incoming?.trim()) return current;
  if (!current?.trim()) return incoming.trim().slice(0, 2000);
  const have = new Set(current.split("\n").map((line) => line.trim()));
  const fresh = incoming
    .split("\n")
    .filter((line) => !line.trim() || !have.has(line.trim()))
    .join("\n")
    // A line left out can leave the blank lines around it side by side: one parts them.
    .replace(/\n\s*\n(?:\s*\n)+/g, "\n\n")
    .trim();
  if (!fresh) return current;
  return [current, fresh].filter(Boolean).join("\n").slice(0, 2000);
}

/**
 * Fills in what the contact lacks from the row (never replaces what it has) and adds it to the
 * row's circles (never takes it out of any); answers what it filled. `join` says whether a circle
 * can be joined: the plan's CircleBook makes it then, a dry run only asks.
 */
function fill(target: Target, row: PlannedRow, join: (name: string) => boolean): MergeField[] {
  const adds: MergeField[] = [];
  if (row.phoneNumber && !target.phoneNumber) {
    target.phoneNumber = row.phoneNumber;
    target.phoneTyped = row.phoneTyped;
    adds.push("phone");
  }
  if (row.email && !target.email) {
    target.email = row.email;
    adds.push("email");
  }
  const notes = mergedNotes(target.notes, row.notes);
  if (notes !== target.notes) {
    target.notes = notes;
    adds.push("notes");
  }
  if (row.birthday && !target.birthday && !target.had.includes("birthday")) {
    target.birthday = row.birthday;
    adds.push("birthday");
  }
  let joined = false;
  for (const name of row.circles ?? []) {
    const key = circleKey(name);
    if (target.circles.has(key) || !join(name)) continue;
    target.circles.add(key);
    target.joins.push(key);
    joined = true;
  }
  if (joined) adds.push("circles");
  return adds;
}

const copyOf = (t: Target): Target => ({ ...t, had: [...t.had], circles: new Set(t.circles), joins: [...t.joins] });

/**
 * Each row's outcome, in order: a row meets the stored contacts and the rows before it, each as
 * the rows before it left them. A match that brings nothing new is "same"; one that brings
 * something is "merge", carried out only when the row's choice (or the request's) is merge.
 * A row that matches nobody but has a stored contact's name is "maybe" them: only the person can
 * tell, so it is added as someone new unless the row's own choice is skip (the request's choice
 * is for people known to be there, and leaving a maybe out on it could lose someone).
 */
export function planImport(
  rows: PlannedRow[],
  existing: Existing[],
  onDuplicate: DuplicateChoice,
  knownCircles: KnownCircles = new Map(),
): Plan {
  const book = new CircleBook(knownCircles);
  const take = (name: string) => book.take(name);
  const ask = (name: string) => book.available(name);
  const byKey = new Map<string, { target: Target; row?: number }>();
  const place = (keys: string[], entry: { target: Target; row?: number }) => {
    for (const key of keys) if (!byKey.has(key)) byKey.set(key, entry);
  };
  const codes = callingCodesOf([...existing, ...rows].map((c) => c.phoneNumber));
  const byName = new Map<string, Target>();
  for (const c of existing) {
    const { circles, hasBirthday: _, ...fields } = c;
    const target: Target = { ...fields, birthday: null, had: c.hasBirthday ? ["birthday"] : [], circles: new Set(circles), joins: [] };
    place(matchKeys(c, codes), { target });
    if (!byName.has(nameKey(c.name))) byName.set(nameKey(c.name), target);
  }
  const created: Target[] = [];
  const changed = new Set<Target>();
  let merged = 0;
  const outcomes = rows.map((row, index): RowOutcome => {
    const keys = matchKeys(row, codes);
    const found = keys.map((key) => byKey.get(key)).find((entry) => entry !== undefined);
    const namesake = found ? undefined : byName.get(nameKey(row.name));
    if (namesake && row.onDuplicate === "skip") {
      book.note(row.circles ?? []);
      return { status: "maybe", contactName: namesake.name, contactId: namesake.id! };
    }
    if (!found) {
      const target: Target = {
        id: null,
        name: row.name,
        phoneNumber: null,
        phoneTyped: null,
        email: null,
        notes: null,
        birthday: null,
        had: [],
        circles: new Set(),
        joins: [],
      };
      fill(target, row, take);
      created.push(target);
      place(keys, { target, row: index });
      return namesake ? { status: "maybe", contactName: namesake.name, contactId: namesake.id! } : { status: "new" };
    }
    const { target } = found;
    const where = target.id === null ? { row: found.row } : { contactId: target.id };
    // What a merge would add, worked out on a copy: a skipped row changes nothing.
    const adds = fill(copyOf(target), row, ask);
    if (adds.length === 0 || (row.onDuplicate ?? onDuplicate) === "skip") book.note(row.circles ?? []);
    if (adds.length === 0) return { status: "same", contactName: target.name, adds, ...where };
    if ((row.onDuplicate ?? onDuplicate) === "merge") {
      fill(target, row, take);
      place(keys, found);
      if (target.id !== null) changed.add(target);
      merged++;
    }
    return { status: "merge", contactName: target.name, adds, ...where };
  });
  return {
    rows: outcomes,
    created,
    changed: [...changed],
    merged,
    newCircles: book.newCircles,
    circlesLeftOut: book.circlesLeftOut,
  };
}
