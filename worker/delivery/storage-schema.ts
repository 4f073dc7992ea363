// The NudgeScheduler's SQLite tables, created the first time an object runs this version of them.
// Production evicts an idle object within seconds, so nearly every alarm constructs its object
// again: running each CREATE TABLE IF NOT EXISTS there cost every nudge a dozen statements; one
// read of the version they were made at costs one, and that read is the one that loads the
// object's keyed values (meta.ts).
import { ACTION_TOKEN_SCHEMA } from "./action-tokens";
import { DIGEST_SCHEMA } from "./digest-store";
import { LOG_SCHEMA } from "./log";
import { MAIL_SCHEMA } from "./mail-outbox";
import type { Meta } from "./meta";
import { OUTBOX_SCHEMA } from "./outbox";

const SCHEMA = OUTBOX_SCHEMA + MAIL_SCHEMA + LOG_SCHEMA + DIGEST_SCHEMA + ACTION_TOKEN_SCHEMA;

// Any edit to the statements makes a new version, which objects made before run once more (they
// are all IF NOT EXISTS, so running them again is harmless). FNV-1a over the text.
const VERSION = (() => {
  let hash = 0x811c9dc5;
  for (let i = 0; i < SCHEMA.length; i++) hash = Math.imul(hash ^ SCHEMA.charCodeAt(i), 0x01000193);
  return (hash >>> 0).toString(16);
})();

/** Makes the object's tables unless this version of them is already there. */
export function ensureSchema(sql: SqlStorage, meta: Meta) {
  if (meta.get("meta", "schema") === VERSION) return;
  sql.exec(SCHEMA);
  sql.exec("INSERT OR REPLACE INTO meta (key, value) VALUES ('schema', ?)", VERSION);
  // Read before the tables were all there: read again, with whatever an older version kept.
  meta.reset();
}
