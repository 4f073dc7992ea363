// The import dialog's own call; the import itself (importRows) is shared, as the paste dialog
// imports too, and lives in lib/contacts-api.ts.
import type { ImportRow } from "@contracts/contact-import";
import { answer, api } from "@/lib/api-client";

/**
 * What importing these rows would do, row by row (nothing is written). Notes go at most 1 000
 * characters long: 5 000 people then fit the API's 8 MB, and whether a row adds note lines is
 * told by their start (the import itself sends them whole).
 */
export const previewImport = (rows: ImportRow[]) =>
  answer(
    api.contacts.import.preview.$post({
      json: { contacts: rows.map((row) => (row.notes && row.notes.length > 1000 ? { ...row, notes: row.notes.slice(0, 1000) } : row)) },
    }),
  );
