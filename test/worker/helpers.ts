import { exports } from "cloudflare:workers";
import { expect, inject } from "vitest";

type Call = {
  method?: string;
  body?: unknown;
  rawBody?: string;
  token?: string;
  headers?: Record<string, string>;
  /** "manual" to see a redirect itself rather than where it leads. */
  redirect?: "follow" | "manual";
};

/** A request to the Worker's own fetch handler, as the SPA makes it (JSON, bearer token). */
export async function api(path: string, { method, body, rawBody, token, headers = {}, redirect }: Call = {}) {
  const res = await exports.default.fetch(`http://localhost${path}`, {
    redirect,
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
/**
 * Calendar days from today to the day of `iso`, both in UTC (the test accounts' zone). A check-in
 * falls at its time of day (09:00) on its day, so counting hours from now and rounding gave one day
 * fewer whenever the tests ran after 21:00.
 */
export const daysUntil = (iso: string | null) =>
  iso === null ? null : (Date.parse(iso.slice(0, 10)) - Date.parse(new Date().toISOString().slice(0, 10))) / 86_400_000;

export const uniqueEmail = (label = "user") => `${label}-${Date.now().toString(36)}-${++counter}@nudge.test`;

/**
 * A client address no other request uses (random, in 2001:db8::/32, set aside for documentation):
 * each test person has their own network, as sign-ups and sign-ins are limited per address.
 */
export const uniqueIp = () => `2001:db8:${randomHex()}:${randomHex()}::${randomHex()}`;
const randomHex = () => Math.floor(Math.random() * 0x10000).toString(16);

export async function signUp(overrides: Partial<{ name: string; email: string; password: string }> = {}) {
  const input = { name: "Ana Souza", email: uniqueEmail(), password: "correct horse", ...overrides };
  const res = await api("/api/auth/signup", {
    body: { ...input, confirmPassword: input.password },
    headers: { "CF-Connecting-IP": uniqueIp() },
  });
  if (res.status !== 201) throw new Error(`signup failed: ${res.status} ${res.text}`);
  return { ...input, token: res.json.token as string, id: res.json.id as number };
}

/** The API refused the request with this status and said why in these words (errors are `{ message }`). */
export function expectRefused(res: { status: number; json: any }, status: number, message: string) {
  expect(res.status).toBe(status);
  expect(res.json.message).toBe(message);
}

/** A new account's settings: what GET /api/account/settings answers, and the export's account lists too. */
export const NEW_ACCOUNT_SETTINGS = {
  timeZone: "UTC",
  timeZoneSet: false,
  quietHours: null,
  emailFallback: true,
  emailEvery: false,
  emailVerified: false,
  phoneRegion: null,
  phoneRegionSet: false,
  nudgeTime: "09:00",
  hideDetails: false,
  meetingBrief: 60,
  aiDrafts: false,
  language: "en",
  digest: { every: "off", time: "08:30", weekday: 1, email: false },
};
/** What the settings routes add: who would write AI drafts (no model is configured in these tests). */
export const NEW_ACCOUNT_SETTINGS_READ = { ...NEW_ACCOUNT_SETTINGS, aiProvider: null };

/** Mail the Worker sent through the local mail API, newest last. */
export async function mailTo(address: string): Promise<{ subject: string; text: string }[]> {
  const res = await fetch(`${inject("mailSinkUrl")}/messages?to=${encodeURIComponent(address)}`);
  return res.json();
}

/** Tokens of the links to `page` ("verify-email", "reset-password") mailed to this address, oldest first. */
export async function emailedTokens(address: string, page: string) {
  const link = new RegExp(`/${page}\\?token=([^\\s]+)`);
  return (await mailTo(address)).flatMap((mail) => {
    const token = link.exec(mail.text)?.[1];
    return token ? [decodeURIComponent(token)] : [];
  });
}

/** The newest link's token once at least `count` such links arrived (mail goes out after the response). */
export async function emailedToken(address: string, page: string, count = 1) {
  await expect.poll(async () => (await emailedTokens(address, page)).length).toBeGreaterThanOrEqual(count);
  return (await emailedTokens(address, page)).at(-1)!;
}

/** Confirms the address through the link sign-up mailed to it, as its owner would; answers the confirmed user. */
export async function confirmEmail(address: string) {
  const res = await api("/api/auth/verify-email", { body: { token: await emailedToken(address, "verify-email") } });
  if (res.status !== 200) throw new Error(`verify-email failed: ${res.status} ${res.text}`);
  return res.json as { id: number; email: string; isDeveloper: boolean; isVerified: boolean };
}

/** A new account whose email is confirmed (for an address in the tests' ADMIN_EMAILS, see signUpAdmin). */
export async function signUpConfirmed(overrides: Partial<{ name: string; email: string; password: string }> = {}) {
  const user = await signUp(overrides);
  const confirmed = await confirmEmail(user.email);
  return { ...user, isDeveloper: confirmed.isDeveloper };
}

/**
 * A developer by the tests' ADMIN_EMAILS, as its owner becomes one: sign up, open the confirmation
 * link, set `password` with the reset token it answers, sign in. Answers the signed-in account.
 */
export async function signUpAdmin(email: string, password: string) {
  await signUp({ name: "Dev", email, password: "sign-up-password" });
  const { resetToken } = (await api("/api/auth/verify-email", { body: { token: await emailedToken(email, "verify-email") } })).json;
  const reset = await api("/api/auth/reset-password", { body: { token: resetToken, password, confirmPassword: password } });
  if (reset.status !== 200) throw new Error(`reset-password failed: ${reset.status} ${reset.text}`);
  const res = await api("/api/auth/signin", { body: { email, password } });
  if (res.status !== 200) throw new Error(`signin failed: ${res.status} ${res.text}`);
  return res.json as { token: string; id: number; email: string; isDeveloper: boolean };
}
