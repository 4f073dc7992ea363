// A local stand-in for a real Web Push service (FCM, Mozilla autopush), over real HTTPS. It checks
// what those services check (RFC 8292 VAPID, RFC 8188/8291 aes128gcm) with code independent of the
// app's sender library — Node's crypto for the JWT, the `http_ece` package for decryption — so a
// bug in the sender can't be hidden by the same bug in the checker. Tests script failures
// (404/410/429/500) per subscription to exercise the app's retry and clean-up paths.
import { createECDH, createPublicKey, randomBytes, randomUUID, verify, type ECDH } from "node:crypto";
import { createServer, type Server } from "node:https";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { createRequire } from "node:module";

// http_ece is CommonJS without type definitions; this is the one call we use.
type Ece = { decrypt(body: Buffer, params: { version: "aes128gcm"; privateKey: ECDH; authSecret: Buffer }): Buffer };
const ece = createRequire(import.meta.url)("http_ece") as Ece;

export type PushedMessage = {
  subscriptionId: string;
  receivedAt: number;
  payload: string;
  /** Size of the encrypted body as sent: shows whether the record was padded. */
  bodyBytes: number;
  json: unknown;
  headers: { ttl: string | null; urgency: string | null; topic: string | null };
};
export type PushService = {
  url: string;
  host: string;
  messages(): PushedMessage[];
  close(): Promise<void>;
  /** An outage: stop listening (connections are refused), then listen again on the same port. */
  stop(): Promise<void>;
  start(): Promise<void>;
  /** Answer every push with this status (e.g. 500) until called with null. */
  failAll(status: number | null): void;
};
type Subscription = { ecdh: ECDH; auth: Buffer; queue: number[]; retryAfter: number; delayMs: number; attempts: number };

const MAX_VAPID_LIFETIME_S = 24 * 60 * 60; // RFC 8292 §2: exp MUST NOT be more than 24 hours ahead
const MAX_PAYLOAD = 4096; // what real services accept (RFC 8291 §4 record size); larger → 413 like FCM

// No parameter properties: the benchmark loads this file with Node's type stripping.
class HttpError extends Error {
  readonly status: number;
  constructor(status: number, message: string) {
    super(message);
    this.status = status;
  }
}

export async function startPushService(opts: { cert: string; key: string; vapidPublicKey?: string }): Promise<PushService> {
  const subs = new Map<string, Subscription>();
  let messages: PushedMessage[] = [];
  let origin = "";
  let failing: number | null = null;

  const server: Server = createServer({ cert: opts.cert, key: opts.key }, (req, res) => {
    handle(req, res).catch((err: unknown) => {
      const status = err instanceof HttpError ? err.status : 500;
      send(res, status, { error: err instanceof Error ? err.message : String(err) });
    });
  });

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? "/", origin);
    const body = await readBody(req);
    const parts = url.pathname.split("/").filter(Boolean);
    const subParam = url.searchParams.get("subscription");

    if (req.method === "POST" && url.pathname === "/subscriptions") {
      // What a browser does in PushManager.subscribe(): a fresh P-256 key pair and a 16-byte auth secret.
      const ecdh = createECDH("prime256v1");
      ecdh.generateKeys();
      const id = randomUUID();
      const sub: Subscription = { ecdh, auth: randomBytes(16), queue: [], retryAfter: 1, delayMs: 0, attempts: 0 };
      script(sub, body.length ? parseJson(body) : {}, "respond");
      subs.set(id, sub);
      const keys = { p256dh: ecdh.getPublicKey().toString("base64url"), auth: sub.auth.toString("base64url") };
      return send(res, 201, { id, endpoint: `${origin}/push/${id}`, keys });
    }
    if (req.method === "POST" && parts[0] === "subscriptions" && parts[2] === "respond" && parts.length === 3) {
      script(getSub(parts[1]), parseJson(body), "statuses");
      return send(res, 204);
    }
    if (req.method === "POST" && parts[0] === "push" && parts.length === 2) return push(req, res, parts[1]!, body);
    if (req.method === "GET" && url.pathname === "/messages") {
      return send(
        res,
        200,
        messages.filter((m) => !subParam || m.subscriptionId === subParam),
      );
    }
    if (req.method === "GET" && url.pathname === "/attempts") {
      const counted = subParam ? [getSub(subParam)] : [...subs.values()];
      return send(res, 200, { count: counted.reduce((n, s) => n + s.attempts, 0) });
    }
    if (req.method === "DELETE" && url.pathname === "/messages") {
      messages = [];
      for (const s of subs.values()) s.attempts = 0;
      return send(res, 204);
    }
    throw new HttpError(404, `no route ${req.method} ${url.pathname}`);
  }

  async function push(req: IncomingMessage, res: ServerResponse, id: string, body: Buffer): Promise<void> {
    const sub = getSub(id); // unknown subscription → 404, as a real service answers for one it never issued
    sub.attempts++;
    verifyVapid(req.headers.authorization, origin, opts.vapidPublicKey);
    if (req.headers["content-encoding"] !== "aes128gcm") throw new HttpError(400, "content-encoding must be aes128gcm");
    const ttl = req.headers.ttl; // RFC 8030 §5.2: TTL is required
    if (typeof ttl !== "string" || !/^\d+$/.test(ttl)) throw new HttpError(400, "missing or bad TTL header");
    if (body.length > MAX_PAYLOAD) throw new HttpError(413, `payload of ${body.length} bytes exceeds ${MAX_PAYLOAD}`);
    let payload: string;
    try {
      payload = ece.decrypt(body, { version: "aes128gcm", privateKey: sub.ecdh, authSecret: sub.auth }).toString("utf8");
    } catch (err) {
      throw new HttpError(400, `cannot decrypt aes128gcm body: ${(err as Error).message}`);
    }
    if (failing !== null) return send(res, failing, { error: `outage ${failing}` });
    // A slow service: holds the answer, so tests can change things while a push is in flight.
    if (sub.delayMs > 0) await new Promise((r) => setTimeout(r, sub.delayMs));
    // Scripted failures come after validation, like a real service that accepted the request but can't deliver.
    const scripted = sub.queue.shift();
    if (scripted !== undefined && scripted !== 201) {
      if (scripted === 429) res.setHeader("Retry-After", String(sub.retryAfter));
      return send(res, scripted, { error: `scripted ${scripted}` });
    }
    let json: unknown = null;
    try {
      json = JSON.parse(payload);
    } catch {
      // not JSON: keep the raw text only
    }
    const header = (name: string): string | null => {
      const v = req.headers[name];
      return typeof v === "string" ? v : null;
    };
    const messageId = randomUUID();
    messages.push({
      subscriptionId: id,
      receivedAt: Date.now(),
      payload,
      bodyBytes: body.length,
      json,
      headers: { ttl: header("ttl"), urgency: header("urgency"), topic: header("topic") },
    });
    res.setHeader("Location", `${origin}/messages/${messageId}`);
    return send(res, 201);
  }

  function getSub(id: string | undefined): Subscription {
    const sub = id ? subs.get(id) : undefined;
    if (!sub) throw new HttpError(404, `unknown subscription ${id}`);
    return sub;
  }

  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  origin = `https://127.0.0.1:${port}`;
  return {
    url: origin,
    host: "127.0.0.1",
    messages: () => [...messages],
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections(); // keep-alive sockets from fetch would otherwise hold close() open
        server.close(() => resolve());
      }),
    stop: () =>
      new Promise((resolve) => {
        if (!server.listening) return resolve();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
    start: () => new Promise((resolve) => (server.listening ? resolve() : server.listen(port, "127.0.0.1", () => resolve()))),
    failAll: (status) => {
      failing = status;
    },
  };
}

/** Queue scripted statuses from `{ [field]: number[], retryAfter?: number, delayMs?: number }`. */
function script(sub: Subscription, input: unknown, field: "respond" | "statuses"): void {
  const obj = (input ?? {}) as Record<string, unknown>;
  const statuses = obj[field] ?? [];
  if (!Array.isArray(statuses) || !statuses.every((s) => Number.isInteger(s) && s >= 200 && s <= 599)) {
    throw new HttpError(400, `${field} must be an array of HTTP status codes`);
  }
  sub.queue.push(...(statuses as number[]));
  if (typeof obj.retryAfter === "number") sub.retryAfter = obj.retryAfter;
  if (typeof obj.delayMs === "number") sub.delayMs = obj.delayMs;
}

/** RFC 8292: `Authorization: vapid t=<JWT>, k=<P-256 public key>`; any failure is a 401. */
function verifyVapid(authorization: string | undefined, audience: string, expectedKey: string | undefined): void {
  function fail(why: string): never {
    throw new HttpError(401, `VAPID: ${why}`);
  }
  const match = /^vapid\s+(.*)$/i.exec(authorization ?? "") ?? fail("missing 'Authorization: vapid' header");
  // Split on the first "=" only: a base64 (not base64url) k may carry "=" padding.
  const params = new Map(match[1]!.split(",").map((p) => [p.slice(0, p.indexOf("=")).trim(), p.slice(p.indexOf("=") + 1).trim()]));
  const [t, k] = [params.get("t"), params.get("k")];
  if (!t || !k) fail("t= and k= are both required");
  const keyBytes = Buffer.from(k, "base64url");
  if (keyBytes.length !== 65 || keyBytes[0] !== 4) fail("k is not an uncompressed P-256 point");
  if (expectedKey && !keyBytes.equals(Buffer.from(expectedKey, "base64url"))) fail("k is not the app's VAPID public key");
  const decode = (part: string): Record<string, unknown> => {
    try {
      return JSON.parse(Buffer.from(part, "base64url").toString("utf8")) as Record<string, unknown>;
    } catch {
      return fail("JWT part is not base64url JSON");
    }
  };

  const [h, p, s, ...rest] = t.split(".");
  if (!h || !p || !s || rest.length) fail("t is not a compact JWS");
  const header = decode(h);
  if (header.alg !== "ES256") fail(`alg must be ES256, got ${String(header.alg)}`);
  const publicKey = createPublicKey({
    key: { kty: "EC", crv: "P-256", x: keyBytes.subarray(1, 33).toString("base64url"), y: keyBytes.subarray(33).toString("base64url") },
    format: "jwk",
  });
  // JWS ES256 signatures are raw r||s (64 bytes), not DER — hence ieee-p1363.
  const signature = Buffer.from(s, "base64url");
  if (signature.length !== 64 || !verify("sha256", Buffer.from(`${h}.${p}`), { key: publicKey, dsaEncoding: "ieee-p1363" }, signature)) {
    fail("signature does not verify against k");
  }
  const claims = decode(p);
  if (claims.aud !== audience) fail(`aud must be ${audience}, got ${String(claims.aud)}`);
  const now = Math.floor(Date.now() / 1000);
  if (typeof claims.exp !== "number" || claims.exp <= now) fail("exp missing or in the past");
  if ((claims.exp as number) > now + MAX_VAPID_LIFETIME_S) fail("exp is more than 24 hours ahead");
  if (typeof claims.sub !== "string" || !/^(mailto:|https:)/.test(claims.sub)) fail("sub must be a mailto: or https: URI");
}

function parseJson(buf: Buffer): unknown {
  try {
    return JSON.parse(buf.toString("utf8"));
  } catch {
    throw new HttpError(400, "body is not valid JSON");
  }
}

async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

function send(res: ServerResponse, status: number, json?: unknown): void {
  if (res.headersSent) return;
  res.statusCode = status;
  if (json === undefined) return void res.end();
  res.setHeader("Content-Type", "application/json");
  res.end(JSON.stringify(json));
}
