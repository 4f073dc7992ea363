// The i18n every `t` macro calls (lingui.config.ts: runtimeConfigModule). Code shared by the browser
// and the Worker (the contracts' validation messages) says `t` once; this answers in the right
// language on each side: in the browser Lingui's own i18n, which the app activates; in the Worker
// the request's, which worker/i18n/request.ts points `resolve` at.
import { type I18n, i18n as browserI18n, type MessageDescriptor } from "@lingui/core";

let resolve: () => I18n = () => browserI18n;

/** The Worker calls this once, with a function that finds the current request's i18n. */
export function resolveActiveI18n(find: () => I18n) {
  resolve = find;
}

/** Lingui's i18n for the language of whoever is being answered (only `_` is called by the macros). */
export const i18n = {
  _: ((...args: Parameters<I18n["_"]>) => resolve()._(...args)) as I18n["_"],
  get locale() {
    return resolve().locale;
  },
};

/**
 * A map of texts declared once (a module's labels: msg`Overdue`) and read as strings, each made
 * when it is read, in the language of whoever is being answered then.
 */
export function lazyWords<K extends string>(descriptors: Record<K, MessageDescriptor>): Record<K, string> {
  const words = {} as Record<K, string>;
  for (const key of Object.keys(descriptors) as K[]) {
    Object.defineProperty(words, key, { enumerable: true, get: () => i18n._(descriptors[key]) });
  }
  return words;
}
