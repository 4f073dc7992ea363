// Columns some exports split up or leave bare, joined into one that a field can be read from:
// the column step offers them beside the file's own columns, and the guesses pick them.
import { t } from "@lingui/core/macro";

type Values = Record<string, string>;
type Derived = { header: string; value: (record: Values) => string };

/** Thunderbird keeps a birthday in three columns; joined, it reads as any other date. */
// Not translated: the names the preview gives the joined columns, beside the file's own English headers.
export const BIRTHDAY_PARTS = "Birth Year, Month and Day";
/** LinkedIn's "Connected On" is a bare date: as a line of notes, it says what it is. */
// Not translated: see BIRTHDAY_PARTS.
export const CONNECTED_ON = "Connected on LinkedIn";

const find = (headers: string[], name: string) => headers.find((h) => h.trim().toLowerCase() === name);
const pad = (part: string) => part.padStart(2, "0");

function birthdayParts(headers: string[]): Derived | null {
  const [year, month, day] = ["birth year", "birth month", "birth day"].map((name) => find(headers, name));
  if (!month || !day) return null;
  return {
    header: BIRTHDAY_PARTS,
    value: (record) => {
      const [y, m, d] = [year, month, day].map((column) => (column ? (record[column] ?? "").trim() : ""));
      if (!m || !d) return "";
      // No year is "--MM-DD", as vCard 4 writes a birthday without one.
      return y ? `${y}-${pad(m)}-${pad(d)}` : `--${pad(m)}-${pad(d)}`;
    },
  };
}

function connectedOn(headers: string[]): Derived | null {
  const column = find(headers, "connected on");
  if (!column || !find(headers, "first name") || !find(headers, "last name")) return null;
  return {
    header: CONNECTED_ON,
    value: (record) => {
      const date = (record[column] ?? "").trim();
      return date ? t`Connected on LinkedIn on ${date}` : "";
    },
  };
}

/** The headers and records with the joined columns added (a file that has its own is left alone). */
export function withDerivedColumns<R extends { values: Values }>(headers: string[], records: R[]) {
  const derived = [birthdayParts(headers), connectedOn(headers)].filter((d): d is Derived => d !== null && !headers.includes(d.header));
  if (derived.length === 0) return { headers, records };
  return {
    headers: [...headers, ...derived.map((d) => d.header)],
    records: records.map((r) => ({
      ...r,
      values: { ...r.values, ...Object.fromEntries(derived.map((d) => [d.header, d.value(r.values)])) },
    })),
  };
}
