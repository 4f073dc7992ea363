// A person's numbers and addresses from their CSV columns. Google Contacts writes several values
// of one field in one cell ("+1 555 0100 ::: +1 555 0199"), the first the main one, and says what
// a number is in a column of its own ("Phone 1 - Label" or, older, "Phone 1 - Type": "Mobile").

type Values = Record<string, string>;

/** "a ::: b" as ["a", "b"]: every value a cell holds, in its order. */
export const cellValues = (cell: string | undefined) =>
  (cell ?? "")
    .split(":::")
    .map((value) => value.trim())
    .filter(Boolean);

// Google writes the label in the person's language; these are the common ones for a mobile.
const MOBILE = /mobile|cell|m[oó]vil|handy|portable|cellulare|celular/i;

/** "Phone 1 - Value" is labelled by "Phone 1 - Label" (or "Phone 1 - Type"), when the file has it. */
function labelColumn(column: string, headers: string[]) {
  const field = /^(.*) - Value$/i.exec(column)?.[1];
  return field ? headers.find((h) => h === `${field} - Label` || h === `${field} - Type`) : undefined;
}

/** Every value of these columns, in their order, each cell's values split. */
export const allValues = (record: Values, columns: string[]) => columns.flatMap((column) => cellValues(record[column]));

/**
 * The numbers in these columns, mobile ones first (a text reaches them), then in the order of
 * the columns: a column is a mobile's by its name ("Mobile Phone") or by its label cell.
 */
export function phonesOf(record: Values, columns: string[], headers: string[]) {
  const numbers = columns.flatMap((column) => {
    const label = labelColumn(column, headers);
    const mobile = MOBILE.test(column) || MOBILE.test(label ? (record[label] ?? "") : "");
    return cellValues(record[column]).map((number) => ({ number, mobile }));
  });
  return [...numbers.filter((n) => n.mobile), ...numbers.filter((n) => !n.mobile)].map((n) => n.number);
}
