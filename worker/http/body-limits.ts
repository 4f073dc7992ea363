const KB = 1024;
const MB = KB * KB;

/** The largest body the API takes at `path`, and the same in words for the 413's message. */
export const bodyLimitFor = (path: string) =>
  path.startsWith("/api/contacts/import") ? { bytes: 8 * MB, words: "8 MB" } : { bytes: 256 * KB, words: "256 KB" };
