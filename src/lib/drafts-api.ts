// Message drafts and templates (issue 42): asking for drafts, and the person's own templates.
import { t } from "@lingui/core/macro";
import { useMutation, useQuery } from "@tanstack/react-query";
import type { DraftsResponse, MessageTemplate } from "@contracts/drafts";
import type { DraftRequest, TemplateInput } from "@contracts/drafts-input";
import type { AccountSettings } from "@contracts/account-settings";
import { ApiError, queryClient } from "@/lib/api";
import { ACCOUNT_SETTINGS_KEY } from "@/lib/account-settings-api";
import { answer, api } from "@/lib/api-client";

export const TEMPLATES_KEY = ["/api/templates"] as const;

/** A wait longer than this is a failure the person can retry, never an endless spinner. */
export const DRAFTS_WAIT_MS = 15_000;

/** Drafts as shown: `aiOff` when the account has AI drafts off and these are its templates. */
export type DraftsAnswer = DraftsResponse & { aiOff: boolean };

/** What the request asks for, less `source`: AI first, templates when AI drafts are off. */
export type DraftAsk = Omit<DraftRequest, "source">;

const ask = (json: DraftRequest, signal: AbortSignal) =>
  answer(api.drafts.$post({ json }, { init: { signal } })) as Promise<DraftsResponse>;

/**
 * Drafts for one person. With AI drafts off the API refuses "ai" (403) and answers "templates"
 * always, so the person still gets something to send, filled in by Nudge alone. Settings already
 * read that say AI is off go straight to templates; the 403 covers settings not read yet or stale.
 */
export async function askDrafts(request: DraftAsk): Promise<DraftsAnswer> {
  // One wait for both asks; a timer (not AbortSignal.timeout) so a test's clock can run it out.
  const wait = new AbortController();
  // Not translated: the abort's reason, read by code (its name), never shown.
  const timer = setTimeout(() => wait.abort(new DOMException("Drafts took too long", "TimeoutError")), DRAFTS_WAIT_MS);
  try {
    if (queryClient.getQueryData<AccountSettings>(ACCOUNT_SETTINGS_KEY)?.aiDrafts !== false)
      try {
        return { ...(await ask({ ...request, source: "ai" }, wait.signal)), aiOff: false };
      } catch (error) {
        if (!(error instanceof ApiError && error.status === 403)) throw error;
      }
    return { ...(await ask({ ...request, source: "templates" }, wait.signal)), aiOff: true };
  } finally {
    clearTimeout(timer);
  }
}

/** A draft request's failure in words: the wait ran out, or what the server said. */
export function draftsErrorText(error: unknown) {
  if (error instanceof DOMException && (error.name === "TimeoutError" || error.name === "AbortError"))
    return t`That took too long, so we stopped waiting.`;
  if (error instanceof ApiError && error.serverMessage) return error.serverMessage;
  return t`We couldn't get drafts just now.`;
}

export const useDrafts = () => useMutation({ mutationFn: askDrafts });

/** The person's templates, oldest first; null after a 401. */
export const useTemplates = (enabled = true) => useQuery<MessageTemplate[] | null>({ queryKey: TEMPLATES_KEY, enabled });

const refreshTemplates = () => queryClient.invalidateQueries({ queryKey: TEMPLATES_KEY });

export const useAddTemplate = () =>
  useMutation({ mutationFn: (json: TemplateInput) => answer(api.templates.$post({ json })), onSuccess: refreshTemplates });

export const useDeleteTemplate = () =>
  useMutation({
    mutationFn: (id: number) => answer(api.templates[":id"].$delete({ param: { id: String(id) } })),
    onSuccess: refreshTemplates,
  });
