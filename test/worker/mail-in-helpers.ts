// Mail handed to the Worker's email() handler the way Cloudflare Email Routing hands it: an
// envelope (from, to), the raw bytes as a stream, their size, and setReject. Only the envelope
// is the test's (test/fixtures/mail/README.md); the message is the real file.
import { env } from "cloudflare:workers";
import { expect } from "vitest";
import worker from "../../worker/index";
import { api, signUpConfirmed } from "./helpers";

export type Sent = { rejected: string[]; message: ForwardableEmailMessage };

/** The message with its first From header (and its folded lines) replaced by the account's. */
export const fromAccount = (raw: string, email: string) => raw.replace(/^From:.*(?:\r?\n[ \t].*)*/m, `From: ${email}`);

export function emailMessage(raw: string | Uint8Array, envelope: { from: string; to: string; rawSize?: number }): Sent {
  const bytes = typeof raw === "string" ? new TextEncoder().encode(raw) : raw;
  const rejected: string[] = [];
  const message = {
    from: envelope.from,
    to: envelope.to,
    raw: new Response(bytes).body,
    rawSize: envelope.rawSize ?? bytes.byteLength,
    headers: new Headers(),
    setReject: (reason: string) => rejected.push(reason),
    forward: () => Promise.reject(new Error("mail-in never forwards")),
    reply: () => Promise.reject(new Error("mail-in never replies")),
  } as unknown as ForwardableEmailMessage;
  return { rejected, message };
}

/** Hands it to the Worker's exported email() handler, as the runtime would. */
export const handOver = (sent: Sent) => worker.email(sent.message, env);

/** Sends it through the handler; answers the reasons it was refused. */
export async function deliver(raw: string | Uint8Array, envelope: { from: string; to: string; rawSize?: number }) {
  const sent = emailMessage(raw, envelope);
  await handOver(sent);
  return sent.rejected;
}

/** A confirmed account with its mail-in address and contacts made through the API. */
export async function personWithContacts(contacts: { name: string; email?: string }[]) {
  const user = await signUpConfirmed();
  const ids = [];
  for (const contact of contacts) {
    const res = await api("/api/contacts", { token: user.token, body: contact });
    expect(res.status).toBe(201);
    ids.push(res.json.id as number);
  }
  const address = (await api("/api/mail-in", { token: user.token })).json.address as string;
  return { ...user, address, contactIds: ids };
}

export const interactionsOf = async (token: string, contactId: number) =>
  (await api(`/api/interactions?contactId=${contactId}`, { token })).json as { at: string; title: string; source: string }[];

export const reviewsOf = async (token: string) =>
  (await api("/api/interactions/review", { token })).json as {
    kind: string;
    source: string;
    title: string;
    name: string | null;
    email: string | null;
    at: string;
  }[];
