// Birthdays as address books write them, read into the "YYYY-MM-DD" the API takes.

/**
 * The year a birthday without one is stored under: Apple's address book writes 1604 for "year
 * not known" (X-APPLE-OMIT-YEAR=1604), so such dates round-trip, and 1604 is a leap year, so a
 * 29 February birthday is still a real date. Only the month and day ever nudge.
 */
export const UNKNOWN_YEAR = "1604";

const pad = (n: number) => String(n).padStart(2, "0");

function isoDate(year: string, month: number, day: number) {
  const date = new Date(Date.UTC(Number(year), month - 1, day));
  const real = date.getUTCMonth() === month - 1 && date.getUTCDate() === day && Number(year) >= 1600;
  return real ? `${year}-${pad(month)}-${pad(day)}` : null;
}

/**
 * "1990-03-14", "19900314", "1990-03-14T00:00:00Z" (vCard 3/4, Google), "--0314" or "--03-14"
 * (no year: vCard 4, Android, Google), "3/14/1990" (Outlook, month first unless the first number
 * can't be a month). Null when it isn't a date (Outlook writes "0/0/00" for none).
 */
export function readBirthday(text: string | undefined | null): string | null {
  const value = text?.trim() ?? "";
  let m = /^(\d{4})-?(\d{2})-?(\d{2})(?:T.*)?$/.exec(value);
  if (m) return isoDate(m[1]!, Number(m[2]), Number(m[3]));
  m = /^--(\d{2})-?(\d{2})$/.exec(value);
  if (m) return isoDate(UNKNOWN_YEAR, Number(m[1]), Number(m[2]));
  m = /^(\d{1,2})[/.](\d{1,2})(?:[/.](\d{4}))?$/.exec(value);
  if (m) {
    const [first, second] = [Number(m[1]), Number(m[2])];
    const [month, day] = first > 12 ? [second, first] : [first, second];
    return isoDate(m[3] ?? UNKNOWN_YEAR, month, day);
  }
  return null;
}
