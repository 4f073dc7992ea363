// Playwright's global setup: the outside services the app under test talks to, as local
// stand-ins: the mail API (mail.ts), Turnstile's siteverify (turnstile.ts) and an OpenAI-compatible
// model server (openai.ts) on fixed ports, and a
// real CardDAV server (carddav.ts) on a free one, which the test workers (started after this) read
// from the environment.
import { ensureLocalCa } from "../support/local-ca";
import { startMailSink } from "../support/mail-sink";
import { startOpenAiServer } from "../support/openai-server";
import { startRadicale } from "../support/radicale";
import { startTurnstileServer } from "../support/turnstile-server";
import { MAIL_API_KEY, MAIL_PORT } from "./mail";
import { OPENAI_PORT, openaiVars, setAiBehaviour } from "./openai";
import { TURNSTILE_PORT, TURNSTILE_SECRET } from "./turnstile";

export default async function servicesSetup() {
  const sink = await startMailSink(MAIL_API_KEY, MAIL_PORT);
  const siteverify = await startTurnstileServer(TURNSTILE_SECRET, TURNSTILE_PORT);
  const openai = await startOpenAiServer(openaiVars.OPENAI_API_KEY, OPENAI_PORT);
  await setAiBehaviour("fail-500");
  const radicale = await startRadicale(await ensureLocalCa(".state/ca"));
  process.env.E2E_CARDDAV_PORT = new URL(radicale.url).port;
  return async () => {
    await radicale.close();
    await openai.close();
    await sink.close();
    await siteverify.close();
  };
}
