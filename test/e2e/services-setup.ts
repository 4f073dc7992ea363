// Playwright's global setup: the outside services the app under test talks to, as local
// stand-ins on fixed ports: the mail API (mail.ts) and Turnstile's siteverify (turnstile.ts).
import { startMailSink } from "../support/mail-sink";
import { startTurnstileServer } from "../support/turnstile-server";
import { MAIL_API_KEY, MAIL_PORT } from "./mail";
import { TURNSTILE_PORT, TURNSTILE_SECRET } from "./turnstile";

export default async function servicesSetup() {
  const sink = await startMailSink(MAIL_API_KEY, MAIL_PORT);
  const siteverify = await startTurnstileServer(TURNSTILE_SECRET, TURNSTILE_PORT);
  return async () => {
    await sink.close();
    await siteverify.close();
  };
}
