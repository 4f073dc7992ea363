import { z } from "zod";

/**
 * A `:id` path segment: a row's id in decimal digits, else 400 "Invalid id". Not z.coerce.number:
 * Number() also reads " 7", "0x7", "7e0", "+7" and "7.0" as 7, so an oddly spelled request would
 * act on a row it never named. At most 15 digits, all exact as a JavaScript number.
 */
export const idParam = z.object({
  id: z
    .string()
    .regex(/^[1-9][0-9]{0,14}$/, "Invalid id")
    .transform(Number),
});
