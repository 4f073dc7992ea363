/** Where the request of a page an email's link opens stands: on its way, answered, or failed. */
export type LinkAction<T> = { status: "working" } | { status: "done"; data: T } | { status: "failed"; error: unknown };
