import type { NudgeList } from "../db/nudges";

/**
 * The JSON of recently read nudge lists, per session, with the list version it was built at.
 * The dashboard re-reads its lists on every load, focus and change; most reads find the version
 * unchanged and are answered from here with a one-row version check instead of rebuilding
 * hundreds of rows. Lives in the isolate's memory, so it is bounded by bytes, oldest out first.
 */
const MAX_BYTES = 16 * 1024 * 1024;
const MAX_ENTRY_BYTES = 1024 * 1024;

type Entry = { version: number; json: string };
const entries = new Map<string, Entry>();
let bytes = 0;

const keyOf = (sessionKey: string, list: NudgeList) => `${list}:${sessionKey}`;

export function cachedList(sessionKey: string, list: NudgeList): Entry | undefined {
  const key = keyOf(sessionKey, list);
  const entry = entries.get(key);
  if (entry) {
    // Re-inserted so the Map's order stays least recently used first.
    entries.delete(key);
    entries.set(key, entry);
  }
  return entry;
}

export function rememberList(sessionKey: string, list: NudgeList, entry: Entry) {
  const key = keyOf(sessionKey, list);
  forget(key);
  if (entry.json.length > MAX_ENTRY_BYTES) return;
  entries.set(key, entry);
  bytes += entry.json.length;
  for (const oldest of entries.keys()) {
    if (bytes <= MAX_BYTES) break;
    forget(oldest);
  }
}

function forget(key: string) {
  const entry = entries.get(key);
  if (!entry) return;
  bytes -= entry.json.length;
  entries.delete(key);
}
