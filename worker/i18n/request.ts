// The language a request is answered in: the browser's best match (Accept-Language) until the
// session is read, then the account's (speakAccountLanguage, called by the sign-in checks). Kept
// per request in AsyncLocalStorage, so a `t` anywhere below the route (a contract's validation
// message, a thrown fail()) writes in it without being handed a language.
import { AsyncLocalStorage } from "node:async_hooks";
import type { I18n } from "@lingui/core";
import { createMiddleware } from "hono/factory";
import { acceptedLanguages, bestLanguage, type Language } from "../contracts/languages";
import { resolveActiveI18n } from "./active";
import { i18nFor } from "./catalogs";

type Speaking = { i18n: I18n };

const requestLanguage = new AsyncLocalStorage<Speaking>();

// Outside any request (an alarm, the queue, the cron), a bare `t` writes English; their texts are
// made with i18nFor(the account's language) instead.
resolveActiveI18n(() => requestLanguage.getStore()?.i18n ?? i18nFor("en"));

/** Runs the rest of the request in the browser's language. */
export const speakBrowserLanguage = createMiddleware((c, next) =>
  requestLanguage.run({ i18n: i18nFor(bestLanguage(acceptedLanguages(c.req.header("Accept-Language")))) }, next),
);

/** From here on, this request is answered in the account's language. */
export function speakAccountLanguage(language: Language) {
  const speaking = requestLanguage.getStore();
  if (speaking) speaking.i18n = i18nFor(language);
}

/** Runs fn with texts in a language: what an alarm or the queue writes to one person. */
export const speaking = <T>(language: Language, fn: () => T): T => requestLanguage.run({ i18n: i18nFor(language) }, fn);
