// A field that must be sent, as a non-empty string of bounded length: tokens from links, device
// secrets, a password to check. One message for missing, not a string or empty; one for too long.
import { z } from "zod";
import type { Message } from "./free-text";

export const requiredString = (required: Message, max: number, tooLong: Message) =>
  z.string({ error: required }).min(1, { error: required }).max(max, { error: tooLong });
