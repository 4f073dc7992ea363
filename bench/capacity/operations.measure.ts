// What each operation costs D1, in workerd with the real bindings (run by operations.ts): round
// trips, statements, rows read and rows written, on an account of the mix's median size seeded
// with a year of use, and on a tail account. HTTP routes run through the Worker's own fetch
// handler with a counting D1; what the person's Durable Object does in D1 meanwhile (the rearm a
// change makes) is counted apart, by giving the object the same kind of binding for the time.
import { createExecutionContext, createMessageBatch, getQueueResult, runInDurableObject, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { expect, inject, it } from "vitest";
import worker from "../../worker/index";
import { alarmCountingD1, schedulerSql, stubOf } from "../../test/worker/delivery-helpers";
import { api, signUp } from "../../test/worker/helpers";
import { browserSubscription, delivered, subscribeDevice, type BrowserSubscription } from "../../test/worker/push-helpers";
import { signUpDeveloper } from "../../test/worker/support-helpers";
import { atRest, idsAfter, yearOfUse, type RowSink } from "./account-rows.ts";
import { addCounts, countingD1, noCount } from "../../test/worker/counting-d1.ts";
import type { Cost, OperationFigures } from "./figures.ts";
import { d1Sink, highestIds } from "./d1-sink.workerd.ts";
import { seeded, type Random } from "./random.ts";
import { FIRST_NAMES, LAST_NAMES } from "./words.ts";

type Account = { id: number; token: string; device: BrowserSubscription; contacts: number; rows: number };

const DAY = 86_400_000;
const settings = inject("capacitySettings");

/**
 * Of `draws` accounts of this size (each from its own seed), the seed of the one with the median
 * number of rows: the measured account is a typical one of its size, not one lucky or unlucky draw.
 */
function typicalSeed(contacts: number, draws: number) {
  const now = Date.now();
  const counted = Array.from({ length: draws }, (_, k) => {
    let rows = 0;
    const count: RowSink = { insert: () => void rows++, update: () => {} };
    const next = idsAfter({});
    const rng = seeded(settings.seed + k);
    const shape = atRest(count, next, rng, { contacts, now, existing: { userId: 1, devices: [{ id: 1, label: null }] } });
    yearOfUse(count, next, rng, shape, now);
    return { seed: settings.seed + k, rows };
  }).sort((a, b) => a.rows - b.rows);
  return counted[Math.floor(draws / 2)]!.seed;
}

/** An account signed up through the API, its one device subscribed at the local push service, then seeded to `contacts` with a year of use. */
async function seededAccount(rng: Random, contacts: number): Promise<Account> {
  const user = await signUp();
  const device = await subscribeDevice(user.token);
  const row = await env.DB.prepare("SELECT id, label FROM push_subscriptions WHERE userId = ?")
    .bind(user.id)
    .first<{ id: number; label: string | null }>();
  const sink = d1Sink();
  const now = Date.now();
  // Ids after what the API has made so far.
  const next = idsAfter(await highestIds(env.DB));
  const shape = atRest(sink, next, rng, { contacts, now, existing: { userId: user.id, devices: [row!] } });
  yearOfUse(sink, next, rng, shape, now);
  const rows = await sink.flush(env.DB);
  // The scheduler learns whose it is and arms for the earliest pending nudge, as after any change.
  await stubOf(user.id).rearm(user.id);
  return { id: user.id, token: user.token, device, contacts, rows };
}

/** Gives the person's Durable Object `db` for D1 while `run` runs, then its own binding back. */
async function withObjectDb<T>(userId: number, db: D1Database, run: () => Promise<T>): Promise<T> {
  let original: Env | undefined;
  await runInDurableObject(stubOf(userId), (instance) => {
    const holder = instance as unknown as { env: Env };
    original = holder.env;
    holder.env = { ...holder.env, DB: db };
  });
  try {
    return await run();
  } finally {
    await runInDurableObject(stubOf(userId), (instance) => {
      (instance as unknown as { env: Env }).env = original!;
    });
  }
}

/** One request through the Worker's fetch handler with counting D1 bindings, as the SPA sends it. */
async function request(account: Account, method: string, path: string, body?: unknown) {
  const route = countingD1(env.DB);
  const object = countingD1(env.DB);
  const res = await withObjectDb(account.id, object.db, async () => {
    const ctx = createExecutionContext();
    const headers: Record<string, string> = { Authorization: `Bearer ${account.token}` };
    if (body !== undefined) headers["Content-Type"] = "application/json";
    // The SPA sends an Idempotency-Key with every create (src/lib/idempotency.ts).
    if (method === "POST") headers["Idempotency-Key"] = crypto.randomUUID();
    const answer = await worker.fetch(
      new Request(`http://localhost${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) }),
      { ...env, DB: route.db },
      ctx,
    );
    const text = await answer.text();
    await waitOnExecutionContext(ctx);
    return { status: answer.status, text };
  });
  if (res.status >= 300) throw new Error(`${method} ${path}: ${res.status} ${res.text.slice(0, 300)}`);
  return { json: JSON.parse(res.text || "null"), cost: { route: route.count, object: object.count } };
}

const sum = (costs: Cost[]): Cost => ({
  route: addCounts(...costs.map((c) => c.route)),
  object: addCounts(...costs.map((c) => c.object ?? noCount())),
});

/** One run of the person's alarm by hand, its D1 use counted (the object's only: no route takes part). */
const alarm = async (userId: number): Promise<Cost> => ({ route: noCount(), object: await alarmCountingD1(userId) });

/** Rows of an import as the SPA sends them: every tenth one of `known` again, the rest new people. */
function cards(rng: Random, count: number, known: { name: string; phoneNumber: string }[], group: string) {
  return Array.from({ length: count }, (_, i) => {
    const same = i % 10 === 0 ? known[i / 10] : undefined;
    if (same) return { name: same.name, phoneNumber: same.phoneNumber };
    return {
      name: `${rng.pick(FIRST_NAMES)} ${rng.pick(LAST_NAMES)}`,
      phoneNumber: `+1 ${rng.int(201, 989)} 555 ${String(rng.int(0, 9999)).padStart(4, "0")}`,
      ...(rng.chance(0.4) && { email: `import${i}.${rng.int(1, 9999)}@example.com` }),
      ...(rng.chance(0.25) && { birthday: `19${rng.int(60, 99)}-0${rng.int(1, 9)}-1${rng.int(0, 9)}` }),
      ...(rng.chance(1 / 3) && { circles: [group] }),
    };
  });
}

const pushes = async (device: BrowserSubscription) => (await delivered(device)).length;

/** A zone where it is about midday now, so the digest's "today" does not cross midnight while measured. */
function middayZone() {
  const offset = Math.max(-12, Math.min(14, 12 - new Date().getUTCHours()));
  return { timeZone: offset === 0 ? "UTC" : `Etc/GMT${offset > 0 ? "-" : "+"}${Math.abs(offset)}`, offsetMs: offset * 3_600_000 };
}

/** The operations, on one account. Each one's figure is what it cost, nothing done to set it up. */
async function operations(account: Account, rng: Random, withImport: boolean): Promise<Record<string, Cost>> {
  const ops: Record<string, Cost> = {};
  const get = async (path: string) => (await request(account, "GET", path)).cost;
  // The dashboard's first load (src/routes/_signed-in.tsx and dashboard.tsx): the session check,
  // the missed-nudges notice, the first paint's reads and the next ones, all at once.
  const firstReads = ["/api/auth/me", "/api/delivery/missed", "/api/billing/plan", "/api/subscription-status"];
  const nextReads = ["/api/reminders", "/api/account/settings", "/api/vapid-public-key", "/api/support/notifications"];
  const dashboard: Cost[] = [];
  for (const path of [...firstReads, ...nextReads]) {
    const cost = await get(path);
    ops[`GET ${path}`] = cost;
    dashboard.push(cost);
  }
  ops.dashboard = sum(dashboard);
  ops.contactsTab = sum([await get("/api/contacts"), await get("/api/circles")]);
  ops.historyTab = await get("/api/nudge-history");
  ops.today = sum([await get("/api/today"), await get("/api/interactions/review")]);

  // A contact saved: a new one with a rhythm and a circle (its check-in made, the scheduler rearmed), then an edit.
  const circle = (await request(account, "GET", "/api/circles")).json[0] as { id: number } | undefined;
  const created = await request(account, "POST", "/api/contacts", {
    name: "Marta Oliveira",
    phoneNumber: "+351 912 345 678",
    email: "marta.oliveira@example.com",
    notes: "Met at the design conference in Porto; works on accessibility.",
    cadenceEvery: 1,
    cadenceUnit: "month",
    circleIds: circle ? [circle.id] : [],
  });
  ops.contactCreated = created.cost;
  ops.contactEdited = (
    await request(account, "PUT", `/api/contacts/${created.json.id}`, {
      name: "Marta Oliveira",
      phoneNumber: "+351 912 345 679",
      notes: "Met at the design conference in Porto; works on accessibility. Moving to Lisbon in May.",
    })
  ).cost;

  // A nudge scheduled (a day ahead, so its alarm never fires by itself here), then made due and
  // delivered by one alarm to the person's one device. The first one delivered is not counted: a
  // year of history was sent by claims, so the person's object has claimed before, and its first
  // claim reads every sent nudge (the seeded history) for what comes next.
  const schedule = () =>
    request(account, "POST", "/api/reminder", {
      targetName: "Ana Souza",
      message: "Ask how the new job at the hospital is going",
      phoneNumber: "+49 151 23456789",
      remindAt: new Date(Date.now() + DAY).toISOString(),
    });
  const deliver = async (id: number) => {
    await env.DB.prepare("UPDATE reminders SET remindAt = ? WHERE id = ?")
      .bind(Date.now() - 1000, id)
      .run();
    const before = await pushes(account.device);
    const cost = await alarm(account.id);
    await expect.poll(() => pushes(account.device), { timeout: 10_000 }).toBe(before + 1);
    return cost;
  };
  const nudge = await schedule();
  ops.nudgeCreated = nudge.cost;
  await deliver(nudge.json.id);
  ops.nudgeDelivered = await deliver((await schedule()).json.id);

  // A keep-in-touch check-in delivered: the same, and the next one made a rhythm later.
  const checkIn = await env.DB.prepare(
    "SELECT checkInReminderId AS id FROM contacts WHERE userId = ? AND checkInReminderId IS NOT NULL ORDER BY id LIMIT 1",
  )
    .bind(account.id)
    .first<number>("id");
  if (checkIn === null) throw new Error("the measured account has no check-in: the seeded profile gives every account some");
  ops.checkInDelivered = await deliver(checkIn);

  // The daily digest, due two minutes ago in a zone where it is midday, with a birthday in three
  // days on the list (so it is never empty); the alarm wakes for it with no nudge due.
  const someone = await env.DB.prepare("SELECT id FROM contacts WHERE userId = ? ORDER BY id LIMIT 1").bind(account.id).first<number>("id");
  const inThreeDays = new Date(Date.now() + 3 * DAY).toISOString().slice(5, 10);
  await request(account, "POST", `/api/contacts/${someone}/dates`, { label: "Birthday", date: `1990-${inThreeDays}` });
  const zone = middayZone();
  const local = new Date(Date.now() + zone.offsetMs - 2 * 60_000);
  const time = `${String(local.getUTCHours()).padStart(2, "0")}:${String(local.getUTCMinutes()).padStart(2, "0")}`;
  await api("/api/account/settings", {
    method: "PATCH",
    token: account.token,
    body: { timeZone: zone.timeZone, digest: { every: "daily", time } },
  });
  // Chosen today for a time already past, it would wait for tomorrow: as if chosen yesterday.
  await schedulerSql(account.id, "UPDATE digest_meta SET value = '0' WHERE key = 'handled'");
  const before = await pushes(account.device);
  ops.digest = await alarm(account.id);
  await expect.poll(() => pushes(account.device), { timeout: 10_000 }).toBe(before + 1);

  // Imports last: they add hundreds of contacts, which the other operations should not read.
  if (withImport) {
    // An address book's next step of cards, as the SPA sends them after its preview: a tenth already
    // here (by phone), a quarter with a birthday (and its nudges), a third in a group the import
    // makes a circle of.
    const known = (
      await env.DB.prepare("SELECT name, phoneNumber FROM contacts WHERE userId = ? AND phoneNumber IS NOT NULL LIMIT 25")
        .bind(account.id)
        .all<{ name: string; phoneNumber: string }>()
    ).results;
    const file = cards(rng, settings.importRows, known, "From my phone");
    ops.importPreview = (await request(account, "POST", "/api/contacts/import/preview", { contacts: file })).cost;
    ops.import = (await request(account, "POST", "/api/contacts/import", { contacts: file, onDuplicate: "skip" })).cost;
    // The next step, their group a circle the person gave a rhythm: each joining contact gets its check-in.
    await api("/api/circles", { token: account.token, body: { name: "Keep close", cadenceEvery: 1, cadenceUnit: "month" } });
    const more = cards(rng, settings.importRows, [], "Keep close");
    ops.importIntoRhythm = (await request(account, "POST", "/api/contacts/import", { contacts: more, onDuplicate: "skip" })).cost;
  }
  return ops;
}

/**
 * A push campaign to every device: the admin's Send (which reads the audience and queues it in
 * slices) and the queue consumer's run of each slice, both counted; the queue itself is this
 * measure's list, so every slice runs here, counted, and none by the runtime.
 */
async function campaign(devices: number) {
  // The audience: people with one or two devices each, subscribed at the local push service.
  const next = idsAfter(await highestIds(env.DB));
  const statements: D1PreparedStatement[] = [];
  for (let made = 0; made < devices; ) {
    const userId = next("users");
    statements.push(
      env.DB.prepare("INSERT INTO users (id, email, name, password, isVerified, createdAt) VALUES (?, ?, ?, 'unusable', 1, ?)").bind(
        userId,
        `audience-${userId}@nudge.test`,
        `Audience ${userId}`,
        Date.now(),
      ),
    );
    for (let i = made % 3 === 0 ? 2 : 1; i > 0 && made < devices; i--, made++) {
      const sub = await browserSubscription();
      statements.push(
        env.DB.prepare(
          "INSERT INTO push_subscriptions (userId, endpoint, p256dh, auth, label) VALUES (?, ?, ?, ?, 'Chrome on Android')",
        ).bind(userId, sub.endpoint, sub.keys.p256dh, sub.keys.auth),
      );
    }
  }
  for (let i = 0; i < statements.length; i += 100) await env.DB.batch(statements.slice(i, i + 100));
  const dev = await signUpDeveloper();
  const draft = await api("/api/admin/push-campaigns", {
    token: dev.token,
    body: { title: "Spring tips", message: "Three ways to keep in touch this spring", targetType: "all" },
  });
  if (draft.status !== 201) throw new Error(`campaign draft: ${draft.status} ${draft.text}`);

  const queued: unknown[] = [];
  const queue = {
    send: async (body: unknown) => void queued.push(body),
    sendBatch: async (messages: Iterable<{ body: unknown }>) => void queued.push(...[...messages].map((m) => m.body)),
  } as unknown as Queue;
  const send = countingD1(env.DB);
  const ctx = createExecutionContext();
  const res = await worker.fetch(
    new Request(`http://localhost/api/admin/push-campaigns/${draft.json.id}/send`, {
      method: "POST",
      headers: { Authorization: `Bearer ${dev.token}` },
    }),
    { ...env, DB: send.db, PUSH_QUEUE: queue },
    ctx,
  );
  await waitOnExecutionContext(ctx);
  if (res.status !== 200) throw new Error(`campaign send: ${res.status} ${await res.text()}`);
  const recipients = ((await res.json()) as { recipientCount: number }).recipientCount;

  // The consumer takes up to max_batch_size (10) slices an invocation, as wrangler.toml sets it.
  const consume = countingD1(env.DB);
  let slices = 0;
  while (queued.length) {
    const messages = queued.splice(0, 10).map((body, i) => ({ id: `slice-${slices + i}`, timestamp: new Date(), attempts: 1, body }));
    slices += messages.length;
    const batch = createMessageBatch("nudge-push-campaigns", messages);
    const consumeCtx = createExecutionContext();
    await worker.queue(batch as never, { ...env, DB: consume.db, PUSH_QUEUE: queue });
    const result = await getQueueResult(batch, consumeCtx);
    if (result.retryMessages.length || result.retryBatch.retry)
      throw new Error("a campaign slice was retried: the count would not be one run of each");
  }
  const row = await env.DB.prepare("SELECT deliveredCount FROM push_campaigns WHERE id = ?")
    .bind(draft.json.id)
    .first<number>("deliveredCount");
  return { devices: recipients, delivered: row ?? 0, send: send.count, consume: consume.count, slices };
}

it("counts D1 per operation", async () => {
  const median = await seededAccount(seeded(typicalSeed(settings.medianContacts, settings.draws)), settings.medianContacts);
  const tail = await seededAccount(seeded(typicalSeed(settings.tailContacts, settings.draws)), settings.tailContacts);
  const rng = seeded(settings.seed);
  const figures: OperationFigures = {
    median: { contacts: median.contacts, rows: median.rows, operations: await operations(median, rng, true) },
    tail: { contacts: tail.contacts, rows: tail.rows, operations: await operations(tail, rng, false) },
    campaign: await campaign(settings.campaignDevices),
  };
  // A change rearms the person's scheduler, which reads D1: none counted means the object's binding was not the counting one.
  for (const account of [figures.median, figures.tail])
    for (const op of ["contactCreated", "nudgeCreated"] as const)
      if (!account.operations[op]?.object?.roundTrips) throw new Error(`${op}: the Durable Object's D1 use was not counted`);
  if (figures.campaign.delivered !== figures.campaign.devices)
    throw new Error(`the campaign reached ${figures.campaign.delivered} of ${figures.campaign.devices} devices`);
  const res = await fetch(inject("capacityFiguresUrl"), { method: "POST", body: JSON.stringify(figures) });
  expect(res.ok).toBe(true);
}, 600_000);
