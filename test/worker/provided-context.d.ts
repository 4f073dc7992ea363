// Values the worker tests' global setup (Node) hands to the tests and the pool config.
import "vitest";

declare module "vitest" {
  export interface ProvidedContext {
    mailApiUrl: string;
    mailSinkUrl: string;
    pushServiceUrl: string;
    vapidPublicKey: string;
    vapidPrivateKey: string;
    stripeApiUrl: string;
    openaiBaseUrl: string;
    turnstileVerifyUrl: string;
    outagePushServiceUrl: string;
    outageControlUrl: string;
    carddavUrl: string;
    icsServerUrl: string;
    /** `FUZZ=full`: the malformed-input fuzzer runs its full set, not a sample. */
    fuzzFull: boolean;
  }
}
