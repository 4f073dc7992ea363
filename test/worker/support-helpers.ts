import { env } from "cloudflare:workers";
import { api, signUp } from "./helpers";

export type Seed = {
  title: string;
  content: string;
  category?: string;
  tags?: string;
  priority?: number;
  isActive?: boolean;
  language?: string;
};

/** Knowledge items straight into D1 (the FTS index follows by trigger); answers their ids. */
export async function seedKnowledge(items: Seed[]): Promise<number[]> {
  const ids: number[] = [];
  for (const item of items) {
    const row = await env.DB.prepare(
      "INSERT INTO knowledge_base (title, content, category, tags, priority, isActive, language) VALUES (?, ?, ?, ?, ?, ?, ?) RETURNING id",
    )
      .bind(
        item.title,
        item.content,
        item.category ?? "faq",
        item.tags ?? null,
        item.priority ?? 0,
        item.isActive === false ? 0 : 1,
        item.language ?? "en",
      )
      .first<{ id: number }>();
    ids.push(row!.id);
  }
  return ids;
}

export const ask = (token: string, message: string, type = "support", context?: Record<string, string>) =>
  api("/api/support", { token, body: { type, message, ...(context ? { context } : {}) } });

/** Makes the account a developer, as `npm run make-admin` does. */
export async function makeDeveloper(userId: number) {
  await env.DB.prepare("UPDATE users SET isDeveloper = 1 WHERE id = ?").bind(userId).run();
}

/** A new account made a developer: the one who uses the admin console in these tests. */
export async function signUpDeveloper() {
  const dev = await signUp({ name: "Dev Admin" });
  await makeDeveloper(dev.id);
  return dev;
}
