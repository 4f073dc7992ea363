// Free-text fields as every contract takes them. Names, titles and labels end up in email lines,
// notification titles, calendar and vCard lines: a line break there starts a line of its own
// ("Ana\r\nBcc: x"), and other control characters reach terminals and readers as commands.
// The text is cleaned rather than refused: pasted text often carries a stray tab or line break.
import { z } from "zod";
import { oneLine, paragraphs } from "./control-characters";

/** A validation message, made when a value is checked (in the language of whoever is answered). */
export type Message = () => string;

/**
 * A one-line field: line breaks and tabs become spaces, other control characters are dropped.
 * Chain the field's own checks after (.trim(), .min(), .max()): they see the cleaned text, so a
 * name of nothing but control characters is "required", not stored blank.
 */
export const lineText = (error?: Message) => z.string(error === undefined ? undefined : { error }).overwrite(oneLine);

/** A multi-line field (a message, a note): line breaks kept as "\n", other control characters dropped. */
export const multilineText = (error?: Message) => z.string(error === undefined ? undefined : { error }).overwrite(paragraphs);
