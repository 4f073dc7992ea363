// The context a nudge's notification and email carry (issue 24), in words: "Turns 34 today",
// "Last talked 23 days ago", the newest note, shortened. The notification's body has a few lines
// to spare, so each stays short.
import { t } from "@lingui/core/macro";
import type { ContextRow } from "../db/nudge-context";
import { UNKNOWN_YEAR } from "../contracts/contact-file/birthday";
import { inZone } from "../contracts/time-zone";

const DAY_MS = 24 * 60 * 60 * 1000;
const NOTE_CHARS = 80;

const shorten = (text: string) => {
  const line = text.replace(/\s+/g, " ").trim();
  const chars = [...line];
  return chars.length > NOTE_CHARS
    ? `${chars
        .slice(0, NOTE_CHARS - 1)
        .join("")
        .trimEnd()}…`
    : line;
};

function lastTalked(at: number | null, now: number) {
  if (at === null) return null;
  const days = Math.floor((now - at) / DAY_MS);
  return days <= 0 ? t`Last talked today` : days === 1 ? t`Last talked yesterday` : t`Last talked ${days} days ago`;
}

/** "Turns 34 today", on the birthday itself, when its year is known. */
function turning(row: ContextRow, now: number, timeZone: string) {
  if (!row.ctxDate || row.ctxLabel?.toLowerCase() !== "birthday") return null;
  const [year, month, day] = row.ctxDate.split("-").map(Number) as [number, number, number];
  const today = inZone(now, timeZone);
  if (String(year) === UNKNOWN_YEAR || today.getMonth() + 1 !== month || today.getDate() !== day) return null;
  const age = today.getFullYear() - year;
  return age > 0 ? t`Turns ${age} today` : null;
}

function noteLine(text: string) {
  const note = shorten(text);
  return t`Note: ${note}`;
}

/** The lines about the person, most telling first; none when the nudge is about no contact. */
export function contextLines(row: ContextRow | undefined, now: number, timeZone: string): string[] {
  if (!row) return [];
  return [turning(row, now, timeZone), lastTalked(row.ctxLastContactAt, now), row.ctxNote ? noteLine(row.ctxNote) : null].filter(
    (line): line is string => line !== null,
  );
}
