// A local Stripe-shaped HTTP API for the `stripe` SDK (STRIPE_API_URL): customers, Checkout
// sessions, subscriptions and billing-portal sessions, with Stripe's auth check, error shape and
// idempotency keys. Tests read what the app sent (GET /_test/requests) and set the subscription
// Stripe would answer (POST /_test/subscriptions). GET /checkout/:id is the "hosted" checkout page:
// completing it starts the trial, redirects to success_url and, given a webhook, tells the app
// with a signed checkout.session.completed shortly after (as Stripe does, not before the redirect).
import { randomBytes } from "node:crypto";
import Stripe from "stripe";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/** A request the app made: the form body as Stripe receives it, flat (`line_items[0][price]`). */
export type StripeRequest = { method: string; path: string; params: Record<string, string>; idempotencyKey: string | null };
type Subscription = {
  id: string;
  object: "subscription";
  customer: string;
  status: string;
  trial_end: number | null;
  cancel_at: number | null;
  [k: string]: unknown;
};

const newId = (prefix: string) => `${prefix}_${randomBytes(12).toString("hex")}`;

async function readBody(req: IncomingMessage) {
  let body = "";
  for await (const chunk of req) body += chunk;
  return body;
}

type Webhook = { url: string; secret: string };

/** Sends an event the way Stripe does: JSON body, Stripe-Signature from Stripe's own helper. */
async function sendWebhook(webhook: Webhook, type: string, object: Record<string, unknown>) {
  const payload = JSON.stringify({ id: newId("evt"), object: "event", type, created: Math.floor(Date.now() / 1000), data: { object } });
  const header = Stripe.webhooks.generateTestHeaderString({ payload, secret: webhook.secret });
  const res = await fetch(webhook.url, {
    method: "POST",
    body: payload,
    headers: { "Content-Type": "application/json", "Stripe-Signature": header },
  });
  if (!res.ok) console.error(`local Stripe: webhook ${type} answered ${res.status}`);
}

export async function startStripeServer(options: { secretKey: string; port?: number; webhook?: Webhook }) {
  const requests: StripeRequest[] = [];
  const customers = new Map<string, Record<string, unknown>>();
  const sessions = new Map<string, Record<string, unknown>>();
  const trialDays = new Map<string, number>();
  const subscriptions = new Map<string, Subscription>();
  const idempotent = new Map<string, { status: number; body: unknown }>();
  // Per subscription, so an outage one test file stages does not reach the files running beside it.
  const failing = new Set<string>();
  let base = "";

  const send = (res: ServerResponse, status: number, body: unknown, type = "application/json") => {
    res.writeHead(status, { "Content-Type": type });
    res.end(typeof body === "string" ? body : JSON.stringify(body));
  };
  const stripeError = (status: number, message: string, type = "invalid_request_error") => ({ status, body: { error: { type, message } } });

  function answerApi(method: string, path: string, params: Record<string, string>): { status: number; body: unknown } {
    if (method === "POST" && path === "/v1/customers") {
      const customer = {
        id: newId("cus"),
        object: "customer",
        email: params.email ?? null,
        name: params.name ?? null,
        metadata: { userId: params["metadata[userId]"] },
      };
      customers.set(customer.id, customer);
      return { status: 200, body: customer };
    }
    if (method === "POST" && path === "/v1/checkout/sessions") {
      if (params.customer && !customers.has(params.customer)) return stripeError(400, `No such customer: '${params.customer}'`);
      const id = newId("cs_test");
      const session: Record<string, unknown> = {
        id,
        object: "checkout.session",
        mode: params.mode,
        customer: params.customer ?? null,
        status: "open",
        url: `${base}/checkout/${id}`,
        success_url: params.success_url,
        cancel_url: params.cancel_url,
      };
      sessions.set(id, session);
      trialDays.set(id, Number(params["subscription_data[trial_period_days]"] ?? 0));
      return { status: 200, body: session };
    }
    if (method === "POST" && path === "/v1/billing_portal/sessions") {
      if (!customers.has(params.customer ?? "")) return stripeError(400, `No such customer: '${params.customer}'`);
      return {
        status: 200,
        body: {
          id: newId("bps"),
          object: "billing_portal.session",
          customer: params.customer,
          return_url: params.return_url,
          url: `${base}/portal/${params.customer}`,
        },
      };
    }
    const sub = path.match(/^\/v1\/subscriptions\/([\w-]+)$/);
    if (method === "GET" && sub && failing.has(sub[1]!)) return stripeError(500, "An unknown error occurred.", "api_error");
    if (method === "GET" && sub) {
      const found = subscriptions.get(sub[1]!);
      return found ? { status: 200, body: found } : stripeError(404, `No such subscription: '${sub[1]}'`);
    }
    // Cancel now (Stripe's DELETE /v1/subscriptions/:id).
    if (method === "DELETE" && sub) {
      const found = subscriptions.get(sub[1]!);
      if (!found) return stripeError(404, `No such subscription: '${sub[1]}'`);
      Object.assign(found, { status: "canceled" });
      return { status: 200, body: found };
    }
    return stripeError(404, `Unrecognized request URL (${method}: ${path}).`);
  }

  async function handleTest(req: IncomingMessage, res: ServerResponse, url: URL) {
    if (req.method === "GET" && url.pathname === "/_test/requests") return send(res, 200, requests);
    if (req.method === "GET" && url.pathname === "/_test/customers") return send(res, 200, [...customers.values()]);
    if (req.method === "POST" && url.pathname === "/_test/subscriptions") {
      const input = JSON.parse(await readBody(req)) as Partial<Subscription> & { customer: string };
      const previous = input.id ? subscriptions.get(input.id) : undefined;
      const sub: Subscription = {
        object: "subscription",
        status: "trialing",
        trial_end: null,
        cancel_at: null,
        ...previous,
        ...input,
        id: input.id ?? newId("sub"),
      } as Subscription;
      subscriptions.set(sub.id, sub);
      return send(res, 200, sub);
    }
    if (req.method === "POST" && url.pathname === "/_test/failing-subscriptions") {
      const input = JSON.parse(await readBody(req)) as { id: string; failing: boolean };
      if (input.failing) failing.add(input.id);
      else failing.delete(input.id);
      return send(res, 200, { id: input.id, failing: input.failing });
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
      return send(
        res,
        200,
        `<!doctype html><title>Local Stripe Checkout</title><h1>Local Stripe Checkout</h1><p id="session">${session.id}</p><form method="post" action="/checkout/${session.id}/complete"><button>Start trial</button></form>`,
        "text/html",
      );
    }
    const complete = url.pathname.match(/^\/checkout\/([\w-]+)\/complete$/);
    if (req.method === "POST" && complete) {
      const session = sessions.get(complete[1]!);
      if (session?.status !== "open") return send(res, 404, "No open checkout session", "text/plain");
      const days = trialDays.get(session.id as string) ?? 0;
      const sub: Subscription = {
        id: newId("sub"),
        object: "subscription",
        customer: session.customer as string,
        status: days ? "trialing" : "active",
        trial_end: days ? Math.floor(Date.now() / 1000) + days * 86_400 : null,
        cancel_at: null,
      };
      subscriptions.set(sub.id, sub);
      Object.assign(session, { status: "complete", subscription: sub.id });
      if (options.webhook) setTimeout(() => void sendWebhook(options.webhook!, "checkout.session.completed", session), 300);
      res.writeHead(303, { Location: session.success_url as string });
      return res.end();
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
