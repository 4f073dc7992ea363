// The account's language follows the person: once signed in the app shows it (the session's user
// carries it), and choosing another on any device saves it to the account, so mail and
// notifications change with it. Signed out, a choice is kept on this device only.
import { useCallback, useEffect } from "react";
import { isLanguage, type Language, PSEUDO_LANGUAGE } from "@contracts/languages";
import type { AuthUser } from "@contracts/auth";
import { readKey } from "@contracts/reads";
import { queryClient } from "./api";
import { answer, api } from "./api-client";
import { keepLanguage, shownLanguage } from "./i18n";
import { getToken } from "./token";

const SESSION = readKey("session");
const SETTINGS = readKey("accountSettings");

/** Shows the account's language once it is known. The pseudo-locale (the fit tests') stays as chosen. */
export function useAccountLanguage(language: Language | undefined) {
  useEffect(() => {
    if (language && shownLanguage() !== PSEUDO_LANGUAGE && language !== shownLanguage()) void keepLanguage(language);
  }, [language]);
}

/** Switches at once; signed in, the account keeps the choice (a failed save leaves this device's). */
export function useChooseLanguage() {
  return useCallback((value: string) => {
    if (!isLanguage(value)) return;
    void keepLanguage(value);
    if (!getToken()) return;
    queryClient.setQueryData<AuthUser | null>(SESSION, (user) => (user ? { ...user, language: value } : user));
    void answer(api.account.settings.$patch({ json: { language: value } }))
      .then((settings) => queryClient.setQueryData(SETTINGS, settings))
      .catch(() => undefined);
  }, []);
}
