// Checks the push service stand-in against the app's real sender library (@block65/webcrypto-web-push),
// over real HTTPS with the local CA, so worker/e2e tests can rely on its verdicts.
import { readFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import { buildPushPayload } from "@block65/webcrypto-web-push";
import { Agent, fetch } from "undici";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { ensureLocalCa } from "./local-ca";
import { startPushService, type PushService } from "./push-service";

type Sub = { id: string; endpoint: string; keys: { p256dh: string; auth: string } };
type Vapid = { subject: string; publicKey: string; privateKey: string; signingKey: CryptoKey };

const caDir = fileURLToPath(new URL("../../.state/ca", import.meta.url));
let service: PushService;
let dispatcher: Agent;
let vapid: Vapid;

const b64url = (bytes: ArrayBuffer | Uint8Array): string => Buffer.from(bytes as Uint8Array).toString("base64url");

// What the app does once at setup: a P-256 ECDSA pair, public key as the raw point, private as JWK d.
async function makeVapidKeys(): Promise<Vapid> {
  const pair = await crypto.subtle.generateKey({ name: "ECDSA", namedCurve: "P-256" }, true, ["sign", "verify"]);
  const jwk = await crypto.subtle.exportKey("jwk", pair.privateKey);
  const raw = await crypto.subtle.exportKey("raw", pair.publicKey);
  return { subject: "mailto:test@nudge.test", publicKey: b64url(raw), privateKey: jwk.d!, signingKey: pair.privateKey };
}

// Hand-made ES256 JWT, for claims the sender library would never produce.
async function signJwt(key: CryptoKey, claims: Record<string, unknown>): Promise<string> {
  const enc = (o: unknown) => Buffer.from(JSON.stringify(o)).toString("base64url");
  const data = `${enc({ typ: "JWT", alg: "ES256" })}.${enc(claims)}`;
  const sig = await crypto.subtle.sign({ name: "ECDSA", hash: "SHA-256" }, key, new TextEncoder().encode(data));
  return `${data}.${b64url(sig)}`;
}

async function api(path: string, init: { method?: string; body?: unknown } = {}) {
  const res = await fetch(`${service.url}${path}`, {
    method: init.method ?? "GET",
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
    dispatcher,
  });
  const text = await res.text();
  return { status: res.status, json: text ? (JSON.parse(text) as unknown) : null };
}

const subscribe = async (body?: unknown) => (await api("/subscriptions", { method: "POST", body })).json as Sub;
const attempts = async (sub: Sub) => ((await api(`/attempts?subscription=${sub.id}`)).json as { count: number }).count;
const messagesFor = async (sub: Sub) => (await api(`/messages?subscription=${sub.id}`)).json as unknown[];

async function build(sub: Sub, data: Record<string, string>, keys: Vapid = vapid) {
  return buildPushPayload(
    { data, options: { ttl: 60, urgency: "high" } },
    { endpoint: sub.endpoint, expirationTime: null, keys: sub.keys },
    { subject: keys.subject, publicKey: keys.publicKey, privateKey: keys.privateKey },
  );
}

async function push(sub: Sub, data: Record<string, string> = { title: "hi" }, headers: Record<string, string> = {}) {
  const payload = await build(sub, data);
  return fetch(sub.endpoint, { method: "POST", headers: { ...payload.headers, ...headers }, body: payload.body, dispatcher });
}

beforeAll(async () => {
  const ca = await ensureLocalCa(caDir);
  // Trust exactly the local CA (not the system store), the way NODE_EXTRA_CA_CERTS would add it.
  dispatcher = new Agent({ connect: { ca: await readFile(ca.caCertPath, "utf8") } });
  service = await startPushService({ cert: ca.cert, key: ca.key });
  vapid = await makeVapidKeys();
});
afterAll(async () => {
  await service?.close();
  await dispatcher?.close();
});
beforeEach(async () => {
  await api("/messages", { method: "DELETE" });
});

describe("local CA", () => {
  it("is cached: a second call returns the same certificate and key", async () => {
    const [a, b] = await Promise.all([ensureLocalCa(caDir), ensureLocalCa(caDir)]);
    const c = await ensureLocalCa(caDir);
    expect(a.cert).toBe(c.cert);
    expect(b.key).toBe(c.key);
  });
});

describe("push service", () => {
  it("accepts a push from the app's sender library and decrypts it independently", async () => {
    const sub = await subscribe();
    expect(sub.endpoint).toBe(`${service.url}/push/${sub.id}`);
    expect(Buffer.from(sub.keys.p256dh, "base64url")).toHaveLength(65);
    expect(Buffer.from(sub.keys.auth, "base64url")).toHaveLength(16);

    const data = { title: "Call Alice", body: "It's been 3 weeks", url: "/contacts/42" };
    const res = await push(sub, data);
    expect(res.status).toBe(201);
    expect(res.headers.get("location")).toMatch(`${service.url}/messages/`);

    const [msg] = (await messagesFor(sub)) as { json: unknown; payload: string; headers: Record<string, string> }[];
    expect(msg?.json).toEqual(data);
    expect(msg?.payload).toBe(JSON.stringify(data));
    expect(msg?.headers).toEqual({ ttl: "60", urgency: "high", topic: null });
    expect(service.messages()).toHaveLength(1);
  });

  it("rejects a JWT that doesn't verify against k (401, nothing recorded)", async () => {
    const sub = await subscribe();
    const other = await makeVapidKeys();
    const payload = await build(sub, { title: "x" });
    const authorization = payload.headers.authorization.replace(/k=.*$/, `k=${other.publicKey}`);
    const res = await fetch(sub.endpoint, {
      method: "POST",
      headers: { ...payload.headers, authorization },
      body: payload.body,
      dispatcher,
    });
    expect(res.status).toBe(401);
    expect(await messagesFor(sub)).toEqual([]);
  });

  it("rejects exp more than 24 h ahead, a wrong aud and a missing sub (401)", async () => {
    const sub = await subscribe();
    const now = Math.floor(Date.now() / 1000);
    const good = { aud: service.url, exp: now + 3600, sub: vapid.subject };
    for (const claims of [
      { ...good, exp: now + 25 * 3600 },
      { ...good, aud: "https://example.com" },
      { ...good, sub: undefined },
      { ...good, exp: now - 10 },
    ]) {
      const jwt = await signJwt(vapid.signingKey, claims);
      const res = await push(sub, { title: "x" }, { authorization: `vapid t=${jwt}, k=${vapid.publicKey}` });
      expect(res.status, JSON.stringify(claims)).toBe(401);
    }
    // The same hand-made JWT with valid claims passes, so the 401s above are about the claims.
    const jwt = await signJwt(vapid.signingKey, good);
    expect((await push(sub, { title: "x" }, { authorization: `vapid t=${jwt}, k=${vapid.publicKey}` })).status).toBe(201);
    expect(await messagesFor(sub)).toHaveLength(1);
  });

  it("rejects a wrong content-encoding (400) and a missing TTL (400)", async () => {
    const sub = await subscribe();
    expect((await push(sub, { title: "x" }, { "content-encoding": "aesgcm" })).status).toBe(400);
    const payload = await build(sub, { title: "x" });
    const { ttl: _ttl, ...noTtl } = payload.headers;
    expect((await fetch(sub.endpoint, { method: "POST", headers: noTtl, body: payload.body, dispatcher })).status).toBe(400);
    expect(await messagesFor(sub)).toEqual([]);
  });

  it("answers scripted 410 once, then delivers again", async () => {
    const sub = await subscribe();
    expect((await api(`/subscriptions/${sub.id}/respond`, { method: "POST", body: { statuses: [410] } })).status).toBe(204);
    expect((await push(sub)).status).toBe(410);
    expect(await messagesFor(sub)).toEqual([]);
    expect((await push(sub)).status).toBe(201);
    expect(await messagesFor(sub)).toHaveLength(1);
  });

  it("answers scripted 429 with Retry-After, and 500 then 201 set at subscribe time", async () => {
    const sub = await subscribe();
    await api(`/subscriptions/${sub.id}/respond`, { method: "POST", body: { statuses: [429], retryAfter: 2 } });
    const res = await push(sub);
    expect(res.status).toBe(429);
    expect(res.headers.get("retry-after")).toBe("2");

    const flaky = await subscribe({ respond: [500, 201] });
    expect((await push(flaky)).status).toBe(500);
    expect((await push(flaky)).status).toBe(201);
    expect((await push(flaky)).status).toBe(201);
    expect(await messagesFor(flaky)).toHaveLength(2);
  });

  it("counts every attempt, failures included", async () => {
    const sub = await subscribe({ respond: [500, 404] });
    expect((await push(sub)).status).toBe(500);
    expect((await push(sub)).status).toBe(404);
    expect((await push(sub, { title: "x" }, { "content-encoding": "aesgcm" })).status).toBe(400);
    expect((await push(sub)).status).toBe(201);
    expect(await attempts(sub)).toBe(4);
    expect(await messagesFor(sub)).toHaveLength(1);
  });

  it("answers 404 for an unknown subscription", async () => {
    const sub = await subscribe();
    const res = await push({ ...sub, id: "nope", endpoint: `${service.url}/push/nope` });
    expect(res.status).toBe(404);
  });

  it("pins the app's VAPID key when given one", async () => {
    const ca = await ensureLocalCa(caDir);
    const pinned = await startPushService({ cert: ca.cert, key: ca.key, vapidPublicKey: vapid.publicKey });
    try {
      const res = await fetch(`${pinned.url}/subscriptions`, { method: "POST", dispatcher });
      const sub = (await res.json()) as Sub;
      const other = await makeVapidKeys();
      const foreign = await build(sub, { title: "x" }, other);
      const r1 = await fetch(sub.endpoint, { method: "POST", headers: foreign.headers, body: foreign.body, dispatcher });
      expect(r1.status).toBe(401);
      const own = await build(sub, { title: "x" });
      expect((await fetch(sub.endpoint, { method: "POST", headers: own.headers, body: own.body, dispatcher })).status).toBe(201);
    } finally {
      await pinned.close();
    }
  });
});
