import { t } from "@lingui/core/macro";
import { Trans } from "@lingui/react/macro";
import { createFileRoute, Link } from "@tanstack/react-router";
import { CircleAlert, CircleCheck } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Notice } from "@/components/notice";
import { LinkScreen, type LinkOutcome, type LinkWords } from "@/features/auth/link-screens";
import { type Answer, usePostOnArrival } from "@/features/delivery/link-action";
import { ApiError, errorText } from "@/lib/api";
import { useQueryParams } from "@/hooks/use-query-params";

export const Route = createFileRoute("/nudge-done")({
  head: () => ({ meta: [{ title: t`Nudge done · Nudge` }] }),
  component: NudgeDonePage,
});

type Done = Answer<"/api/nudge-actions/done">;

/** What went wrong, said for a link opened from an email (the server's words speak of notifications). */
function problem(error: unknown): LinkOutcome {
  if (error instanceof ApiError && error.status === 409)
    return { title: t`Already done`, subtitle: t`This nudge was already marked done or snoozed. There's nothing more to do.` };
  if (error instanceof ApiError && error.status === 401)
    return {
      title: t`This link has expired`,
      subtitle: t`Its nudge may have been deleted, or the link is too old. Open Nudge to mark it done in Nudge History.`,
    };
  return {
    title: t`Couldn't mark it done`,
    subtitle: errorText(error, t`Check your connection, then open the link again.`),
    notice: (
      <Notice Icon={CircleAlert} tone="problem">
        <Trans>Nothing was changed.</Trans>
      </Notice>
    ),
  };
}

/** What each screen says. */
const WORDS: LinkWords<Done> = {
  get incomplete() {
    return t`This page needs the whole link from your nudge email. Open it again, or mark the nudge done in Nudge.`;
  },
  working: {
    get title() {
      return t`Marking it done…`;
    },
    get label() {
      return t`Marking the nudge done`;
    },
  },
  done: ({ nudge }) => ({
    title: t`Marked done`,
    subtitle: t`Counted as being in touch with ${nudge.targetName}.`,
    notice: (
      <Notice Icon={CircleCheck} tone="good">
        <Trans>Nice work keeping in touch. It's in Nudge History, ready to reuse.</Trans>
      </Notice>
    ),
  }),
  failed: problem,
};

/** /nudge-done?token=… from a nudge's email: marks that nudge done as it opens, no sign-in needed. */
function NudgeDonePage() {
  const token = useQueryParams().get("token") ?? "";
  const done = usePostOnArrival("/api/nudge-actions/done", token);
  const open = (
    <Button asChild className="h-11 w-full">
      <Link to="/dashboard">
        <Trans>Open Nudge</Trans>
      </Link>
    </Button>
  );
  return <LinkScreen state={done} words={WORDS} next={open} />;
}
