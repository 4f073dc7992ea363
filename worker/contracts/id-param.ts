import { z } from "zod";

/**
 * A row's id as text (a path segment, a query value): decimal digits, else 400 with `invalid`. Not
 * z.coerce.number: Number() also reads " 7", "0x7", "7e0", "+7" and "7.0" as 7, so an oddly spelled
 * request would act on a row it never named. At most 15 digits, all exact as a JavaScript number.
 */
export const rowId = (invalid: string, missing = invalid) =>
  z
    .string({ error: missing })
    .regex(/^[1-9][0-9]{0,14}$/, invalid)
    .transform(Number);

/** A `:id` path segment. */
export const idParam = z.object({ id: rowId("Invalid id") });
