// Mail goes through an HTTP email API (Resend's shape: POST { from, to, subject, text, html?,
// headers? }) when MAIL_API_KEY or MAIL_API_URL is set, else to the console so a local
// `npm start` shows the links it would have mailed.
import { t } from "@lingui/core/macro";
export type Mail = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Extra message headers, e.g. List-Unsubscribe (RFC 8058). */
  headers?: Record<string, string>;
  /**
   * Sent as the API's Idempotency-Key header: the provider sends a key's mail once (Resend keeps
   * keys 24 h), so a retry after a crash or a timeout that did get through is not mailed again.
   */
  idempotencyKey?: string;
};

/** sent: the API accepted it. retry: worth another try (429, 5xx, network, timeout). failed: never as sent. */
export type MailOutcome = { kind: "sent" } | { kind: "retry"; reason: string } | { kind: "failed"; reason: string };

const DEFAULT_API_URL = "https://api.resend.com/emails";
// Longer than the API takes when it's well; short enough that an alarm isn't held by one that hangs.
const TIMEOUT_MS = 10_000;

export async function deliverMail(env: Env, mail: Mail, timeoutMs = TIMEOUT_MS): Promise<MailOutcome> {
  const apiUrl = env.MAIL_API_URL || (env.MAIL_API_KEY ? DEFAULT_API_URL : "");
  if (!apiUrl) {
    console.log(`[mail] to ${mail.to}: ${mail.subject}\n${mail.text}`);
    return { kind: "sent" };
  }
  let res: Response;
  try {
    res = await fetch(apiUrl, {
      method: "POST",
      headers: {
        "Content-Type": "application/json",
        ...(env.MAIL_API_KEY ? { Authorization: `Bearer ${env.MAIL_API_KEY}` } : {}),
        ...(mail.idempotencyKey ? { "Idempotency-Key": mail.idempotencyKey } : {}),
      },
      body: JSON.stringify({
        from: env.MAIL_FROM,
        to: [mail.to],
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        headers: mail.headers,
      }),
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (err) {
    return {
      kind: "retry",
      reason:
        err instanceof Error && err.name === "TimeoutError"
          ? t`The mail service did not answer in time`
          : t`The mail service could not be reached`,
    };
  }
  // Never echo the provider's body: it is judged by status only.
  await res.body?.cancel();
  if (res.ok) return { kind: "sent" };
  if (res.status === 429 || res.status >= 500) return { kind: "retry", reason: t`The mail service answered ${res.status}` };
  return { kind: "failed", reason: t`The mail service refused the email (${res.status})` };
}

/** For mail sent from a request or webhook: a failure is an error for the caller to log or retry. */
export async function sendMail(env: Env, mail: Mail): Promise<void> {
  const outcome = await deliverMail(env, mail);
  if (outcome.kind !== "sent") throw new Error(outcome.reason);
}
