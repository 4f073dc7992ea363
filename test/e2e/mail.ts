// The e2e run's mail API: the local stand-in (test/support/mail-sink.ts) on a fixed port, started
// by the global setup (mail-setup.ts) and named in the app's MAIL_API_URL (playwright.config.ts),
// so the app's emails (the sign-up's confirmation link among them) can be read back by a test.
import { expect } from "@playwright/test";
import type { SentMail } from "../support/mail-sink";

export const MAIL_PORT = Number(process.env.E2E_MAIL_PORT ?? 8792);
const MAIL_SINK = `http://127.0.0.1:${MAIL_PORT}`;
/** Where the app POSTs its emails (Resend-shaped). */
export const MAIL_API_URL = `${MAIL_SINK}/emails`;
export const MAIL_API_KEY = "e2e-mail-key";

/** Every email the app sent to `to`, oldest first. */
export async function mailTo(to: string): Promise<SentMail[]> {
  return (await fetch(`${MAIL_SINK}/messages?to=${encodeURIComponent(to)}`)).json();
}

/** The path and query of the last link to `path` (e.g. "/verify-email") mailed to `to`, once it has arrived. */
export async function mailedLink(to: string, path: string): Promise<string> {
  const pattern = new RegExp(`https?://[^\\s/]+(${path}\\?token=[^\\s]+)`);
  let link: string | undefined;
  await expect
    .poll(
      async () =>
        (link = (await mailTo(to))
          .map((m) => pattern.exec(m.text)?.[1])
          .filter(Boolean)
          .at(-1)),
      { message: `a ${path} link mailed to ${to}` },
    )
    .toBeTruthy();
  return link!;
}
