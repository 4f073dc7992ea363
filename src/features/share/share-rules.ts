// What the share sheet makes of what another app shared (the manifest's share_target sends
// title, text and url): one line for the history, the whole for a note, a message for a nudge.

export type Shared = { title?: string; text?: string; url?: string };

const oneLine = (text: string) => text.replace(/\s+/g, " ").trim();

const cut = (text: string, max: number) => {
  const chars = [...text];
  return chars.length > max ? `${chars.slice(0, max - 1).join("")}…` : text;
};

/**
 * The pieces worth keeping, each once: apps differ in where they put a link (Android's Chrome
 * sends it as text, some apps put it in title and text both).
 */
export function sharedParts({ title, text, url }: Shared) {
  const parts: string[] = [];
  for (const part of [title, text, url]) {
    const clean = part?.trim();
    if (clean && !parts.some((p) => p.includes(clean))) parts.push(clean);
  }
  return parts;
}

/** The history's title: "Shared: …", on one line, 200 characters at most. */
export const historyTitle = (shared: Shared) => cut(`Shared: ${oneLine(sharedParts(shared).join(" — "))}`, 200);

/** A note keeps the whole of it, line breaks too, up to a note's 2000 characters. */
export const noteText = (shared: Shared) => cut(sharedParts(shared).join("\n"), 2000);

/** A nudge's message: the gist, on one line. */
export const nudgeMessage = (shared: Shared) => cut(oneLine(sharedParts(shared).join(" ")), 500);
