// The single-purpose tokens a nudge's push and email carry: the notification's Done, Snooze, Text
// and Call (and the email's Mark done) act with one, never with a session. They live in the
// person's own object, beside the pushes that carry them: minted and stored in the same local step
// that stages those pushes, so a claim needs no D1 statement for them. The first of a person's
// tables to move off D1 (docs/scale.md, the road).
import { hashToken, newToken } from "../auth/tokens";

export const ACTION_TOKEN_SCHEMA = `
  CREATE TABLE IF NOT EXISTS action_tokens (
    tokenHash TEXT PRIMARY KEY,
    reminderId INTEGER NOT NULL,
    expiresAt INTEGER NOT NULL,
    usedAt INTEGER
  );
  CREATE INDEX IF NOT EXISTS action_tokens_expires_idx ON action_tokens (expiresAt);
`;

/** What spending a token found: the nudge it acts on, or why it acts on none. */
export type TokenUse = { userId: number; reminderId: number } | "used" | "invalid";
export type MintedToken = { token: string; hash: string };

// A token names the object that holds it (its id's 64 hex digits), so a request with nothing else
// reaches the right person's object; the runtime refuses an id it did not make (idFromString).
const OWNED = /^([0-9a-f]{64})\.([A-Za-z0-9_-]{43})$/;

/** The object a token belongs to, or null for one that names none. */
export const tokenObject = (token: string) => OWNED.exec(token)?.[1] ?? null;

/** A new token for each nudge, naming the object `objectId`; only its hash is kept. */
export async function mintTokens(objectId: string, nudgeIds: number[]): Promise<Map<number, MintedToken>> {
  return new Map(
    await Promise.all(
      nudgeIds.map(async (id) => {
        const token = `${objectId}.${newToken()}`;
        return [id, { token, hash: await hashToken(token) }] as const;
      }),
    ),
  );
}

export class ActionTokens {
  constructor(private readonly sql: SqlStorage) {}

  /** Keeps the tokens' hashes until `expiresAt`, and drops the ones whose time is up. Call in a transaction. */
  store(tokens: Map<number, MintedToken>, expiresAt: number, now: number) {
    if (tokens.size === 0) return;
    this.sql.exec("DELETE FROM action_tokens WHERE expiresAt <= ?", now);
    for (const [reminderId, { hash }] of tokens)
      this.sql.exec("INSERT INTO action_tokens (tokenHash, reminderId, expiresAt) VALUES (?, ?, ?)", hash, reminderId, expiresAt);
  }

  /**
   * Uses the token up: one conditional UPDATE in the object's one thread, so of any number of uses,
   * even at the same moment, only the first gets the nudge; the rest answer "used".
   */
  spend(tokenHash: string, now: number): number | "used" | "invalid" {
    const [spent] = this.sql
      .exec<{ reminderId: number }>(
        "UPDATE action_tokens SET usedAt = ? WHERE tokenHash = ? AND expiresAt > ? AND usedAt IS NULL RETURNING reminderId",
        now,
        tokenHash,
        now,
      )
      .toArray();
    if (spent) return spent.reminderId;
    const live = this.sql.exec("SELECT 1 FROM action_tokens WHERE tokenHash = ? AND expiresAt > ?", tokenHash, now).toArray();
    return live.length > 0 ? "used" : "invalid";
  }
}
