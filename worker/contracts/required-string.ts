// A field that must be sent, as a non-empty string of bounded length: tokens from links, device
// secrets, a password to check. One message for missing, not a string or empty; one for too long.
import { z } from "zod";

export const requiredString = (required: string, max: number, tooLong: string) =>
  z.string({ error: required }).min(1, required).max(max, tooLong);
