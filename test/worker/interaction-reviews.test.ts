// Today's review list (issue 41): what the calendar or mail found but Nudge would only guess at
// waits for a yes; nothing is logged without one, an answer counts once, and what nobody answers in
// 14 days stops being asked. Rows are queued the way a pull queues them (queueReviews).
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { getDb } from "../../worker/db/client";
import { type NewReview, queueReviews } from "../../worker/db/interaction-reviews";
import { api, expectRefused, signUp } from "./helpers";

const DAY = 86_400_000;

async function personWithContacts(...names: string[]) {
  const user = await signUp();
  const ids: number[] = [];
  for (const name of names) {
    const res = await api("/api/contacts", { token: user.token, body: { name } });
    expect(res.status).toBe(201);
    ids.push(res.json.id);
  }
  return { ...user, ids };
}

const meeting = (contactId: number, over: Partial<NewReview> = {}): NewReview =>
  ({
    kind: "meeting",
    source: "calendar",
    sourceRef: `event-${crypto.randomUUID()}`,
    at: Date.now() - 2 * DAY,
    title: "Lunch with Ana",
    contactId,
    ...over,
  }) as NewReview;

const queue = (userId: number, items: NewReview[]) => queueReviews(getDb(env.DB), userId, items);
const reviews = (token: string) => api("/api/interactions/review", { token });
const answer = (token: string, id: number, body: Record<string, unknown>) => api(`/api/interactions/review/${id}`, { token, body });
const history = async (token: string, contactId: number) =>
  ((await api(`/api/interactions?contactId=${contactId}`, { token })).json as { title: string; source: string }[]).map((i) => [
    i.title,
    i.source,
  ]);

describe("the review list", () => {
  it("asks once per event: queuing the same one again adds nothing", async () => {
    const { id, token, ids } = await personWithContacts("Ana Souza");
    const lunch = meeting(ids[0]!);
    expect(await queue(id, [lunch])).toBe(1);
    expect(await queue(id, [lunch])).toBe(0);
    const res = await reviews(token);
    expect(res.status).toBe(200);
    expect(res.json).toEqual([
      {
        id: expect.any(Number),
        kind: "meeting",
        source: "calendar",
        at: new Date(lunch.at).toISOString(),
        title: "Lunch with Ana",
        contact: { id: ids[0], name: "Ana Souza" },
        name: null,
        email: null,
      },
    ]);
    // A guess logs nothing until it is answered.
    expect(await history(token, ids[0]!)).toEqual([]);
  });

  it("yes logs the meeting with the guessed contact and moves their last contact; a second yes is refused", async () => {
    const { id, token, ids } = await personWithContacts("Ana Souza");
    const lunch = meeting(ids[0]!);
    await queue(id, [lunch]);
    const [waiting] = (await reviews(token)).json;
    const res = await answer(token, waiting.id, { answer: "yes" });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ answer: "yes", contactId: ids[0] });
    expect(await history(token, ids[0]!)).toEqual([["Lunch with Ana", "calendar"]]);
    const contact = (await api("/api/contacts", { token })).json.find((c: { id: number }) => c.id === ids[0]);
    expect(contact.lastContactAt).toBe(new Date(lunch.at).toISOString());
    expectRefused(
      await answer(token, waiting.id, { answer: "yes" }),
      404,
      "Review not found: it was answered already, or it's more than 14 days old",
    );
    expect(await history(token, ids[0]!)).toEqual([["Lunch with Ana", "calendar"]]);
    // Answered, it is gone from the list, and the next pull doesn't bring it back.
    expect(await queue(id, [lunch])).toBe(0);
    expect((await reviews(token)).json).toEqual([]);
  });

  it('"Not her" with the right person logs it for them; without one, and ignore, log nothing', async () => {
    const { id, token, ids } = await personWithContacts("Ana Souza", "Ana Lima");
    const [souza, lima] = ids as [number, number];
    await queue(id, [meeting(souza, { title: "Lunch with Ana" }), meeting(souza, { title: "Call Ana", at: Date.now() - DAY })]);
    const [call, lunch] = (await reviews(token)).json;
    expect((await answer(token, lunch.id, { answer: "no", contactId: lima })).json).toEqual({ answer: "no", contactId: lima });
    expect((await answer(token, call.id, { answer: "ignore" })).json).toEqual({ answer: "ignore", contactId: null });
    expect(await history(token, lima)).toEqual([["Lunch with Ana", "calendar"]]);
    expect(await history(token, souza)).toEqual([]);
    expect((await reviews(token)).json).toEqual([]);
  });

  it("yes to an unknown address adds them as a contact with that email, and logs the mail", async () => {
    const { id, token } = await personWithContacts();
    await queue(id, [
      {
        kind: "person",
        source: "mail",
        sourceRef: `<${crypto.randomUUID()}@mail.test>`,
        at: Date.now() - DAY,
        title: "Dinner plans",
        name: "Dana Reyes",
        email: "dana@example.com",
      },
    ]);
    const [waiting] = (await reviews(token)).json;
    expect(waiting).toMatchObject({ kind: "person", source: "mail", contact: null, name: "Dana Reyes", email: "dana@example.com" });
    const res = await answer(token, waiting.id, { answer: "yes" });
    const dana = (await api("/api/contacts", { token })).json.find((c: { name: string }) => c.name === "Dana Reyes");
    expect(dana).toMatchObject({ email: "dana@example.com" });
    expect(res.json).toEqual({ answer: "yes", contactId: dana.id });
    expect(await history(token, dana.id)).toEqual([["Dinner plans", "mail"]]);
  });

  it("stops asking after 14 days", async () => {
    const { id, token, ids } = await personWithContacts("Ana Souza");
    await queue(id, [meeting(ids[0]!), meeting(ids[0]!, { title: "Coffee with Ana" })]);
    const old = (await reviews(token)).json.find((r: { title: string }) => r.title === "Coffee with Ana");
    await env.DB.prepare("UPDATE interaction_reviews SET createdAt = ? WHERE id = ? AND userId = ?")
      .bind(Date.now() - 15 * DAY, old.id, id)
      .run();
    expect((await reviews(token)).json.map((r: { title: string }) => r.title)).toEqual(["Lunch with Ana"]);
    expectRefused(
      await answer(token, old.id, { answer: "yes" }),
      404,
      "Review not found: it was answered already, or it's more than 14 days old",
    );
    expect(await history(token, ids[0]!)).toEqual([]);
  });

  it("is each person's own: another's review or contact can't be answered or logged into", async () => {
    const owner = await personWithContacts("Ana Souza");
    const other = await personWithContacts("Bruno Dias");
    await queue(owner.id, [meeting(owner.ids[0]!)]);
    const [waiting] = (await reviews(owner.token)).json;
    expect((await reviews(other.token)).json).toEqual([]);
    expectRefused(
      await answer(other.token, waiting.id, { answer: "yes" }),
      404,
      "Review not found: it was answered already, or it's more than 14 days old",
    );
    // Naming someone else's contact is refused, and the review still waits for its owner.
    expectRefused(await answer(owner.token, waiting.id, { answer: "yes", contactId: other.ids[0] }), 404, "Contact not found");
    expect(await history(other.token, other.ids[0]!)).toEqual([]);
    expect((await reviews(owner.token)).json).toHaveLength(1);
  });

  it("refuses an answer it can't read, with the reason", async () => {
    const { id, token, ids } = await personWithContacts("Ana Souza");
    await queue(id, [meeting(ids[0]!)]);
    const [waiting] = (await reviews(token)).json;
    expectRefused(await answer(token, waiting.id, { answer: "maybe" }), 400, 'answer must be "yes", "no" or "ignore"');
    expectRefused(await answer(token, waiting.id, { answer: "yes", contactId: "1" }), 400, "contactId must be a number");
    expect((await reviews(token)).json).toHaveLength(1);
  });
});
