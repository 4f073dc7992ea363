// .csv files with a header row, read with papaparse (quoting, embedded line breaks, a BOM).
import Papa from "papaparse";
import type { Mapping } from "./csv-columns";
import { toRow, type ReadResult } from "@contracts/contact-file/person";

type Values = Record<string, string>;
/** The header row, and each other row with its number as a spreadsheet shows it. */
export type Table = { headers: string[]; records: { row: number; values: Values }[]; problems: string[] };

/**
 * The file as a table. A quote that is never closed swallows the rest of the file into one field:
 * that row onwards is left out and named. Rows with fewer or more fields than the header are
 * kept (exports often drop trailing empty columns); what they lack is empty.
 */
export function readTable(file: string): Table {
  const parsed = Papa.parse<Values>(file, { header: true, skipEmptyLines: "greedy" });
  const unclosed = parsed.errors.some((e) => e.type === "Quotes") ? parsed.data.length - 1 : -1;
  const headers = (parsed.meta.fields ?? []).filter((h) => h.trim());
  const records = parsed.data.flatMap((values, index) => (index === unclosed ? [] : [{ row: index + 2, values }]));
  // "Row" counts the header line as 1, as a spreadsheet shows it.
  const problems =
    unclosed < 0 ? [] : [`Row ${unclosed + 2} to the end: skipped, a quote (") opened in row ${unclosed + 2} is never closed`];
  return { headers, records, problems };
}

const first = (record: Values, columns: string[]) =>
  columns.map((c) => record[c]?.trim() ?? "").find((v) => v !== "" && !/^0+\/0+\/0+$/.test(v));
const all = (record: Values, columns: string[]) => columns.map((c) => record[c]?.trim() ?? "").filter(Boolean);

/**
 * A group cell's groups: Google writes "* myContacts ::: Friends ::: Work" (a label may hold a
 * comma), Outlook "Friends;Work", other exports often "Friends, Work".
 */
export const splitGroups = (cell: string) => (cell.includes(":::") ? cell.split(":::") : cell.split(/[;,]/)).map((g) => g.trim());

/** The table's records as import rows, read through the mapping. */
export function rowsOf(table: Table, mapping: Mapping): ReadResult {
  const problems = [...table.problems];
  const rows = table.records.flatMap(({ row: number, values }) => {
    const name = first(values, mapping.name) ?? all(values, [...mapping.firstName, ...mapping.lastName]).join(" ");
    const person = {
      name,
      phones: all(values, mapping.phone),
      emails: all(values, mapping.email),
      notes: all(values, mapping.notes).join("\n"),
      birthday: first(values, mapping.birthday),
      organisation: first(values, mapping.organisation),
      title: first(values, mapping.title),
      groups: all(values, mapping.circles).flatMap(splitGroups),
    };
    const row = toRow(person, `Row ${number}`, problems);
    return row ? [row] : [];
  });
  return { rows, problems };
}
