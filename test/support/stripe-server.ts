// A local Stripe-shaped HTTP API for the `stripe` SDK (STRIPE_API_URL): customers, Checkout
// sessions, subscriptions and billing-portal sessions, with Stripe's auth check, error shape and
// idempotency keys. Tests read what the app sent (GET /_test/requests) and set the subscription
// Stripe would answer (POST /_test/subscriptions). GET /checkout/:id is the "hosted" checkout page.
import { randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/** A request the app made: the form body as Stripe receives it, flat (`line_items[0][price]`). */
export type StripeRequest = { method: string; path: string; params: Record<string, string>; idempotencyKey: string | null };
type Subscription = { id: string; object: "subscription"; customer: string; status: string; trial_end: number | null; cancel_at: number | null; [k: string]: unknown };

const newId = (prefix: string) => `${prefix}_${randomBytes(12).toString("hex")}`;

async function readBody(req: IncomingMessage) {
  let body = "";
  for await (const chunk of req) body += chunk;
  return body;
}

export async function startStripeServer(options: { secretKey: string; port?: number }) {
  const requests: StripeRequest[] = [];
  const customers = new Map<string, Record<string, unknown>>();
  const sessions = new Map<string, Record<string, unknown>>();
  const subscriptions = new Map<string, Subscription>();
  const idempotent = new Map<string, { status: number; body: unknown }>();
  let base = "";

  const send = (res: ServerResponse, status: number, body: unknown, type = "application/json") => {
    res.writeHead(status, { "Content-Type": type });
    res.end(typeof body === "string" ? body : JSON.stringify(body));
  };
  const stripeError = (status: number, message: string, type = "invalid_request_error") => ({ status, body: { error: { type, message } } });

  function answerApi(method: string, path: string, params: Record<string, string>): { status: number; body: unknown } {
    if (method === "POST" && path === "/v1/customers") {
      const customer = { id: newId("cus"), object: "customer", email: params.email ?? null, name: params.name ?? null, metadata: { userId: params["metadata[userId]"] } };
      customers.set(customer.id, customer);
      return { status: 200, body: customer };
    }
    if (method === "POST" && path === "/v1/checkout/sessions") {
      if (params.customer && !customers.has(params.customer)) return stripeError(400, `No such customer: '${params.customer}'`);
      const id = newId("cs_test");
      const session = { id, object: "checkout.session", mode: params.mode, customer: params.customer ?? null, status: "open", url: `${base}/checkout/${id}`, success_url: params.success_url, cancel_url: params.cancel_url };
      sessions.set(id, session);
      return { status: 200, body: session };
    }
    if (method === "POST" && path === "/v1/billing_portal/sessions") {
      if (!customers.has(params.customer ?? "")) return stripeError(400, `No such customer: '${params.customer}'`);
      return { status: 200, body: { id: newId("bps"), object: "billing_portal.session", customer: params.customer, return_url: params.return_url, url: `${base}/portal/${params.customer}` } };
    }
    const sub = path.match(/^\/v1\/subscriptions\/([\w-]+)$/);
    if (method === "GET" && sub) {
      const found = subscriptions.get(sub[1]!);
      return found ? { status: 200, body: found } : stripeError(404, `No such subscription: '${sub[1]}'`);
    }
    return stripeError(404, `Unrecognized request URL (${method}: ${path}).`);
  }

  async function handleTest(req: IncomingMessage, res: ServerResponse, url: URL) {
    if (req.method === "GET" && url.pathname === "/_test/requests") return send(res, 200, requests);
    if (req.method === "GET" && url.pathname === "/_test/customers") return send(res, 200, [...customers.values()]);
    if (req.method === "POST" && url.pathname === "/_test/subscriptions") {
      const input = JSON.parse(await readBody(req)) as Partial<Subscription> & { customer: string };
      const previous = input.id ? subscriptions.get(input.id) : undefined;
      const sub: Subscription = { object: "subscription", status: "trialing", trial_end: null, cancel_at: null, ...previous, ...input, id: input.id ?? newId("sub") } as Subscription;
      subscriptions.set(sub.id, sub);
      return send(res, 200, sub);
    }
    send(res, 404, { error: "no such test route" });
  }

  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? "/", "http://localhost");
    if (url.pathname.startsWith("/_test/")) return handleTest(req, res, url);
    const checkout = url.pathname.match(/^\/checkout\/([\w-]+)$/);
    if (req.method === "GET" && checkout) {
      const session = sessions.get(checkout[1]!);
      if (!session) return send(res, 404, "No such checkout session", "text/plain");
      return send(res, 200, `<!doctype html><title>Local Stripe Checkout</title><h1>Local Stripe Checkout</h1><p id="session">${session.id}</p>`, "text/html");
    }
    if (req.headers.authorization !== `Bearer ${options.secretKey}`) {
      return send(res, 401, { error: { type: "invalid_request_error", message: "Invalid API Key provided" } });
    }
    const raw = await readBody(req);
    const params = Object.fromEntries(new URLSearchParams(req.method === "GET" ? url.search : raw));
    const idempotencyKey = (req.headers["idempotency-key"] as string | undefined) ?? null;
    requests.push({ method: req.method ?? "GET", path: url.pathname, params, idempotencyKey });
    const cacheKey = idempotencyKey && `${req.method} ${url.pathname} ${idempotencyKey}`;
    const answer = (cacheKey && idempotent.get(cacheKey)) || answerApi(req.method ?? "GET", url.pathname, params);
    if (cacheKey) idempotent.set(cacheKey, answer);
    send(res, answer.status, answer.body);
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  base = `http://127.0.0.1:${port}`;
  return { url: base, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}
