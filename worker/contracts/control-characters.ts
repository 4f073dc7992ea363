// Control characters in text people type or paste: C0 (U+0000–U+001F), DEL and C1 (U+0080–U+009F).
// Kept without zod: the SPA's first paint checks links and phones with them, and loads no zod.

// One line break however it was written: CRLF, CR, LF, VT, FF, NEL and the Unicode line and
// paragraph separators, which some mail and calendar readers also break lines at.
const LINE_BREAK = /\r\n|[\n\v\f\r\u0085\u2028\u2029]/g;
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/g;
const CONTROL_BUT_LF = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f]/g;

/** Any control character: a phone number holds none. */
export const hasControl = (text: string) => /[\u0000-\u001f\u007f-\u009f]/.test(text);

/** Any whitespace (a space too) or control character: a link or a path holds none as written. */
export const hasSpaceOrControl = (text: string) => /[\s\u0000-\u001f\u007f-\u009f]/.test(text);

/**
 * One line (a name, a title): a line break or tab becomes a space, so "Ana\r\nSouza" stays two
 * words on one line, and any other control character is dropped.
 */
export const oneLine = (text: string) => text.replace(LINE_BREAK, " ").replaceAll("\t", " ").replace(CONTROL, "");

/** Several lines (a message, a note): every line break becomes "\n", a tab a space, any other control character is dropped. */
export const paragraphs = (text: string) => text.replace(LINE_BREAK, "\n").replaceAll("\t", " ").replace(CONTROL_BUT_LF, "");
