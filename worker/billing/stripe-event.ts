// Reading a webhook body whose signature checked out. The signature proves Stripe sent it, not
// that it can be handled: a body that isn't an event can never become one, however often Stripe
// retries it, so it is told apart here (with the reason to log) from an event to apply.
import { t } from "@lingui/core/macro";
import type Stripe from "stripe";

/** An event that can never be handled, with what is known of it and why. */
export type Unhandleable = { id: string | null; type: string | null; reason: string };

export type ReadEvent = { event: Stripe.Event } | { unhandleable: Unhandleable };

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);
const text = (value: unknown) => (typeof value === "string" && value ? value : null);

export function readEvent(rawBody: string): ReadEvent {
  let body: unknown;
  try {
    body = JSON.parse(rawBody);
  } catch {
    return { unhandleable: { id: null, type: null, reason: t`The body is not JSON.` } };
  }
  if (!isObject(body)) return { unhandleable: { id: null, type: null, reason: t`The body is not a JSON object.` } };
  const id = text(body.id);
  const type = text(body.type);
  const problem = !id
    ? t`The event has no event id.`
    : !type
      ? t`The event has no type.`
      : !isObject(body.data) || !isObject(body.data.object)
        ? t`The event has no data.object.`
        : null;
  if (problem) return { unhandleable: { id, type, reason: problem } };
  return { event: body as unknown as Stripe.Event };
}

/** Logged, and answered 2xx so Stripe stops retrying: no retry could ever handle it. */
export function acknowledgeUnhandleable({ id, type, reason }: Unhandleable) {
  console.warn(`Stripe webhook ${id ?? "(no id)"} (${type ?? "no type"}) acknowledged without handling: ${reason}`);
  return { received: true, outcome: "ignored", reason } as const;
}
