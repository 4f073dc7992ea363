// Playwright's global setup: the local mail API the app under test sends its emails to.
import { startMailSink } from "../support/mail-sink";
import { MAIL_API_KEY, MAIL_PORT } from "./mail";

export default async function mailSetup() {
  const sink = await startMailSink(MAIL_API_KEY, MAIL_PORT);
  return () => sink.close();
}
