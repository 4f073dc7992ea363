import { env } from "cloudflare:workers";
import { api, signUp } from "./helpers";
import type { Owned } from "./route-access";

/** A signed-up user with one row of every kind a route can address by id. */
export async function userWithRows(label = "owner") {
  const user = await signUp({ name: `${label} person` });
  const call = async (path: string, body: unknown) => {
    const res = await api(path, { token: user.token, body });
    if (res.status !== 201) throw new Error(`${path}: ${res.status} ${res.text}`);
    return res.json.id as number;
  };
  const reminder = await call("/api/reminder", { targetName: "Ana", message: "Ask about the new job", remindAt: new Date(Date.now() + 3_600_000).toISOString() });
  const contact = await call("/api/contacts", { name: "Ana Souza", phoneNumber: "+1 555 0100" });
  const note = await call(`/api/contacts/${contact}/bookmarks`, { note: "Loves jazz" });
  const own: Owned = { userId: user.id, reminder, contact, note };
  return { ...user, own };
}

/**
 * Every row of every table, as text: equal digests mean an unchanged database. Tables named in
 * `except` are left out (bookkeeping a route writes by design even when it refuses).
 */
export async function databaseDigest(except: string[] = []) {
  const { results } = await env.DB.prepare(
    "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '_cf_%' AND name NOT LIKE 'd1_%' ORDER BY name",
  ).all<{ name: string }>();
  const parts: string[] = [];
  for (const { name } of results) {
    if (except.includes(name)) continue;
    const rows = await env.DB.prepare(`SELECT * FROM "${name}" ORDER BY rowid`).all();
    parts.push(`${name}:${JSON.stringify(rows.results)}`);
  }
  return parts.join("\n");
}
