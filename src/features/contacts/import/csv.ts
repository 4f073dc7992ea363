// .csv files with a header row, read with papaparse (quoting, embedded line breaks, a BOM).
import { t } from "@lingui/core/macro";
import Papa from "papaparse";
import type { Mapping } from "./csv-columns";
import { withDerivedColumns } from "./csv-derived";
import { headerRow } from "./csv-header";
import { allValues, phonesOf } from "./csv-values";
import { toRow, type ReadResult } from "@contracts/contact-file/person";

type Values = Record<string, string>;
/** The header row, and each other row with its number as a spreadsheet shows it. */
export type Table = { headers: string[]; records: { row: number; values: Values }[]; problems: string[] };

/**
 * The file as a table, from its header row on (LinkedIn's starts with a few lines of notes). A
 * quote that is never closed swallows the rest of the file into one field: that row onwards is
 * left out and named. Rows with fewer or more fields than the header are kept (exports often
 * drop trailing empty columns); what they lack is empty. Columns an export splits up (a birthday
 * in three) are joined into one more column the mapping can pick.
 */
const unclosedQuote = (row: number) => t`Row ${row} to the end: skipped, a quote (") opened in row ${row} is never closed`;

export function readTable(file: string): Table {
  // papaparse drops a BOM before it counts where rows start: drop it first, so they agree.
  const text = file.replace(/^\uFEFF/, "");
  const { start, rowsBefore } = headerRow(text);
  const parsed = Papa.parse<Values>(text.slice(start), { header: true, skipEmptyLines: "greedy" });
  const unclosed = parsed.errors.some((e) => e.type === "Quotes") ? parsed.data.length - 1 : -1;
  // "Row" counts the file's first line as 1, as a spreadsheet shows it: the header row is 1 plus
  // the rows before it.
  const rowOf = (index: number) => index + 2 + rowsBefore;
  const records = parsed.data.flatMap((values, index) => (index === unclosed ? [] : [{ row: rowOf(index), values }]));
  const problems = unclosed < 0 ? [] : [unclosedQuote(rowOf(unclosed))];
  const headers = (parsed.meta.fields ?? []).filter((h) => h.trim());
  return { ...withDerivedColumns(headers, records), problems };
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
      // Google's " ::: " cells give each of their values; a labelled mobile number comes first.
      phones: phonesOf(values, mapping.phone, table.headers),
      emails: allValues(values, mapping.email),
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
