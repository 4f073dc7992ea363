// The screens of a page an email's link opens (confirm the address, mark a nudge done), in the
// auth screens' card: the link without its token, its request on the way, and what came of it.
import { useLingui } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { PageSpinner } from "@/components/page-spinner";
import type { LinkAction } from "@/lib/email-link";
import { AuthLayout } from "./auth-layout";

/** What came of the link: a notice (or nothing) above the way on, `next` where it is not the page's own. */
export type LinkOutcome = { title: string; subtitle: string; notice?: ReactNode; next?: ReactNode };

/** What one kind of link's page says on each of its screens. */
export type LinkWords<T> = {
  /** The link arrived without its token: what to do instead. */
  incomplete: string;
  /** Its request on the way: the title, and what it does, to screen readers. */
  working: { title: string; label: string };
  done: (data: T) => LinkOutcome;
  failed: (error: unknown) => LinkOutcome;
};

/** The screen for where the link's request stands (`state`, null without a token), in `words`; `next` is the way on. */
export function LinkScreen<T>({ state, words, next }: { state: LinkAction<T> | null; words: LinkWords<T>; next: ReactNode }) {
  const { t } = useLingui();
  if (!state) {
    return (
      <AuthLayout title={t`Link incomplete`} subtitle={words.incomplete}>
        {next}
      </AuthLayout>
    );
  }
  if (state.status === "working") {
    return (
      <AuthLayout title={words.working.title} subtitle={t`This takes a moment.`}>
        <PageSpinner label={words.working.label} />
      </AuthLayout>
    );
  }
  const outcome = state.status === "done" ? words.done(state.data) : words.failed(state.error);
  return (
    <AuthLayout title={outcome.title} subtitle={outcome.subtitle}>
      <div className="space-y-4">
        {outcome.notice}
        {outcome.next ?? next}
      </div>
    </AuthLayout>
  );
}
