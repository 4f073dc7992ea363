// Migration 0027: the texts, calls and done nudges that were logged as notes move to the contact's
// history; what the person wrote stays a note, even when it starts the same way. The migration has
// run on this database already, so the test writes rows as the old server did and runs it again.
import { env } from "cloudflare:workers";
import { expect, it } from "vitest";
import migration from "../../migrations/0027_history_from_notes.sql?raw";
import { api, signUp } from "./helpers";

it("moves the notes Nudge wrote into the history, at their time, and leaves the person's own", async () => {
  const user = await signUp();
  const contact = await api("/api/contacts", { token: user.token, body: { name: "Ana Souza" } });
  const contactId = contact.json.id as number;
  const old = Date.parse("2026-03-02T10:00:00Z");
  const notes: [string, string | null][] = [
    ['Texted: "How\'s the new job?"', "Other"],
    ["Called", "Other"],
    ['Nudge done: "Ask about the move"', "Other"],
    // Written by the person: a category of their own, or words that only begin alike.
    ["Called about the flat", "Other"],
    ['Texted: "see you"', "Personal"],
  ];
  for (const [i, [note, category]] of notes.entries())
    await env.DB.prepare("INSERT INTO contact_bookmarks (contactId, userId, note, category, createdAt) VALUES (?, ?, ?, ?, ?)")
      .bind(contactId, user.id, note, category, old + i * 60_000)
      .run();

  for (const statement of migration.split("--> statement-breakpoint")) await env.DB.prepare(statement).run();

  const left = (await api(`/api/contacts/${contactId}/bookmarks`, { token: user.token })).json as { note: string }[];
  expect(left.map((n) => n.note).sort()).toEqual(["Called about the flat", 'Texted: "see you"']);
  const history = (await api(`/api/interactions?contactId=${contactId}`, { token: user.token })).json;
  expect(history.map((i: { title: string; source: string; at: string }) => [i.title, i.source, i.at])).toEqual([
    ['Nudge done: "Ask about the move"', "nudge", new Date(old + 120_000).toISOString()],
    ["Called", "nudge", new Date(old + 60_000).toISOString()],
    ['Texted: "How\'s the new job?"', "nudge", new Date(old).toISOString()],
  ]);
});
