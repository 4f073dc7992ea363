import { exports } from "cloudflare:workers";
import { inject } from "vitest";

type Call = { method?: string; body?: unknown; rawBody?: string; token?: string; headers?: Record<string, string> };

/** A request to the Worker's own fetch handler, as the SPA makes it (JSON, bearer token). */
export async function api(path: string, { method, body, rawBody, token, headers = {} }: Call = {}) {
  const res = await exports.default.fetch(`http://localhost${path}`, {
    method: method ?? (body === undefined && rawBody === undefined ? "GET" : "POST"),
    headers: {
      ...(body !== undefined || rawBody !== undefined ? { "Content-Type": "application/json" } : {}),
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
      ...headers,
    },
    body: rawBody ?? (body === undefined ? undefined : JSON.stringify(body)),
  });
  const text = await res.text();
  let json: any;
  try {
    json = text ? JSON.parse(text) : undefined;
  } catch {
    json = undefined;
  }
  return { status: res.status, json, text, headers: res.headers };
}

let counter = 0;
/** An email no other test uses, so tests never depend on each other's accounts. */
export const uniqueEmail = (label = "user") => `${label}-${Date.now().toString(36)}-${++counter}@nudge.test`;

export async function signUp(overrides: Partial<{ name: string; email: string; password: string }> = {}) {
  const input = { name: "Ana Souza", email: uniqueEmail(), password: "correct horse", ...overrides };
  const res = await api("/api/auth/signup", { body: { ...input, confirmPassword: input.password } });
  if (res.status !== 201) throw new Error(`signup failed: ${res.status} ${res.text}`);
  return { ...input, token: res.json.token as string, id: res.json.id as number };
}

/** Mail the Worker sent through the local mail API, newest last. */
export async function mailTo(address: string): Promise<{ subject: string; text: string }[]> {
  const res = await fetch(`${inject("mailSinkUrl")}/messages?to=${encodeURIComponent(address)}`);
  return res.json();
}
