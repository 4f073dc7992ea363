// Turnstile in a form, only when the server asks for it: the request is sent as usual; a 403
// carrying `turnstile` (the site key) shows the widget, and once it is solved the form is sent
// again with the token. Each token is good for one request, so every use brings a fresh widget.
import { Trans, useLingui } from "@lingui/react/macro";
import { lazyPart } from "@/components/lazy-part";
import { Suspense, useCallback, useRef, useState } from "react";
import { ApiError } from "@/lib/api";

const TurnstileWidget = lazyPart(() => import("./turnstile-widget"));

/** The site key when this error is the server asking for the check, else null. */
export function askedSiteKey(error: unknown): string | null {
  if (!(error instanceof ApiError) || error.status !== 403) return null;
  try {
    const { turnstile } = JSON.parse(error.body) as { turnstile?: unknown };
    return typeof turnstile === "string" && turnstile ? turnstile : null;
  } catch {
    return null;
  }
}

export function useTurnstile() {
  const { t } = useLingui();
  const [check, setCheck] = useState<{ siteKey: string; round: number } | null>(null);
  const token = useRef<string | undefined>(undefined);
  const retry = useRef<(() => void) | null>(null);

  /** The token for the next request, if the check was solved; spent by taking it. */
  const takeToken = useCallback(() => {
    const taken = token.current;
    token.current = undefined;
    // A fresh widget for the next try (a wrong password, say).
    if (taken) setCheck((c) => c && { ...c, round: c.round + 1 });
    return taken;
  }, []);

  /** True when `error` asked for the check: the widget shows, and `again` (which takes the token) runs once it's solved. */
  const asked = useCallback((error: unknown, again: () => void) => {
    const siteKey = askedSiteKey(error);
    if (!siteKey) return false;
    retry.current = again;
    setCheck((c) => ({ siteKey, round: (c?.round ?? 0) + 1 }));
    return true;
  }, []);

  const onToken = useCallback((solved: string) => {
    token.current = solved;
    const again = retry.current;
    retry.current = null;
    again?.();
  }, []);

  const widget = check && (
    // biome-ignore lint/a11y/useSemanticElements: a fieldset's min-content width would let this widen a phone layout; role=group names the same grouping.
    <div className="space-y-2" role="group" aria-label={t`Check that you're a person`}>
      <p className="text-sm text-muted-foreground">
        <Trans>One more step: confirm you're a person. We'll carry on as soon as the check passes.</Trans>
      </p>
      <Suspense fallback={<div className="h-[65px]" aria-hidden />}>
        <TurnstileWidget key={check.round} siteKey={check.siteKey} onToken={onToken} onExpire={() => (token.current = undefined)} />
      </Suspense>
    </div>
  );
  return { widget, asked, takeToken };
}
