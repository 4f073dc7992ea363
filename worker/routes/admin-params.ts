import { z } from "zod";

/** `/:id` path parameters of the admin routes: a positive integer, else 400. */
export const idParam = z.object({
  id: z.coerce.number({ error: "id must be a number" }).int("id must be a whole number").positive("id must be positive"),
});
