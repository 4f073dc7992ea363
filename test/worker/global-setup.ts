import type { TestProject } from "vitest/node";
import { ensureLocalCa } from "../support/local-ca";
import { startMailSink } from "../support/mail-sink";
import { startOpenAiServer } from "../support/openai-server";
import { startOutageControl } from "../support/push-outage-control";
import { startIcsServer } from "../support/ics-server";
import { startRadicale } from "../support/radicale";
import { startPushService } from "../support/push-service";
import { startStripeServer } from "../support/stripe-server";
import { startTurnstileServer } from "../support/turnstile-server";

/** A VAPID key pair for this run, made the way scripts/ensure-dev-vars.mjs makes one. */
async function vapidKeys() {
  const pair = await crypto.subtle.generateKey({ name: "ECDSA", namedCurve: "P-256" }, true, ["sign", "verify"]);
  const publicKey = Buffer.from(await crypto.subtle.exportKey("raw", pair.publicKey)).toString("base64url");
  return { publicKey, privateKey: (await crypto.subtle.exportKey("jwk", pair.privateKey)).d! };
}

// Outside services as real HTTP(S) servers on loopback: the mail API, Web Push services, Stripe,
// OpenAI, Turnstile, a CardDAV (and CalDAV) server and an ICS server.
export default async function setup(project: TestProject) {
  if (!process.env.NODE_EXTRA_CA_CERTS) throw new Error("Run worker tests with `npm run test:worker` (it trusts the local test CA).");
  const vapid = await vapidKeys();
  const ca = await ensureLocalCa(".state/ca");
  const sink = await startMailSink("test-mail-key");
  const push = await startPushService({ cert: ca.cert, key: ca.key, vapidPublicKey: vapid.publicKey });
  const stripe = await startStripeServer({ secretKey: "sk_test_nudge_local" });
  const openai = await startOpenAiServer("test-openai-key");
  const turnstile = await startTurnstileServer("turnstile-test-secret");
  project.provide("mailApiUrl", `${sink.url}/emails`);
  project.provide("mailSinkUrl", sink.url);
  project.provide("pushServiceUrl", push.url);
  project.provide("vapidPublicKey", vapid.publicKey);
  project.provide("vapidPrivateKey", vapid.privateKey);
  project.provide("stripeApiUrl", stripe.url);
  project.provide("openaiBaseUrl", openai.url);
  project.provide("turnstileVerifyUrl", turnstile.url);
  // A real CardDAV server (Radicale) for the address book sync.
  const radicale = await startRadicale(ca);
  project.provide("carddavUrl", radicale.url);
  // Secret ICS addresses, served as Google and iCloud serve them (ETag, 304).
  const ics = await startIcsServer();
  project.provide("icsServerUrl", ics.url);
  // A second push service that the fault test takes down and brings back (test/worker/push-outage.test.ts).
  const outage = await startPushService({ cert: ca.cert, key: ca.key, vapidPublicKey: vapid.publicKey });
  const outageControl = await startOutageControl(outage);
  project.provide("outagePushServiceUrl", outage.url);
  project.provide("outageControlUrl", outageControl.url);
  return async () => {
    await sink.close();
    await push.close();
    await stripe.close();
    await openai.close();
    await turnstile.close();
    await radicale.close();
    await ics.close();
    await outageControl.close();
    await outage.close().catch(() => {});
  };
}
