// Where a CSV's header row is. Most exports start with it; LinkedIn's Connections.csv starts with
// a "Notes:" paragraph (a line, a quoted sentence, a blank line) and the header row after it.
import Papa from "papaparse";

/** Rows looked at for the header: a preamble is a few lines, never a page. */
const MAX_PREAMBLE_ROWS = 10;

/**
 * Where the header row starts in the text (0 when it is the first row), and how many rows come
 * before it: the first row naming two or more columns is the header. A text without one is
 * read from its start, and refused there as having no header row.
 */
export function headerRow(text: string): { start: number; rowsBefore: number } {
  let start = 0;
  let rowsBefore = 0;
  let found = false;
  Papa.parse<string[]>(text, {
    step: (result, parser) => {
      if (result.data.filter((cell) => cell.trim()).length >= 2) {
        found = true;
        parser.abort();
      } else if (++rowsBefore >= MAX_PREAMBLE_ROWS) parser.abort();
      else start = result.meta.cursor;
    },
  });
  return found ? { start, rowsBefore } : { start: 0, rowsBefore: 0 };
}
