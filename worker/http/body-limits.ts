// How large a request body may be, by path. Only a contact import is large: its preview carries a
// whole address book's export (5 000 people), and each import step 250 of them with their notes.
const KB = 1024;
const MB = KB * KB;

/** The largest body the API takes at `path`, and the same in words for the 413's message. */
export const bodyLimitFor = (path: string) =>
  path.startsWith("/api/contacts/import") ? { bytes: 8 * MB, words: "8 MB" } : { bytes: 256 * KB, words: "256 KB" };
