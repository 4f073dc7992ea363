import { CircleAlert, CircleCheck } from "lucide-react";
import { Link, useSearch } from "wouter";
import type { Reminder } from "@contracts/reminders";
import { Button } from "@/components/ui/button";
import { Notice } from "@/components/notice";
import { LinkIncomplete, LinkOutcome, LinkWorking } from "@/features/auth/link-screens";
import { usePostOnArrival } from "@/features/delivery/link-action";
import { ApiError, errorText } from "@/lib/api";

/** What went wrong, said for a link opened from an email (the server's words speak of notifications). */
function problem(error: unknown) {
  if (error instanceof ApiError && error.status === 409)
    return { title: "Already done", text: "This nudge was already marked done or snoozed. There's nothing more to do." };
  if (error instanceof ApiError && error.status === 401)
    return {
      title: "This link has expired",
      text: "Its nudge may have been deleted, or the link is too old. Open Nudge to mark it done in Nudge History.",
    };
  return { title: "Couldn't mark it done", text: errorText(error, "Check your connection, then open the link again.") };
}

/** /nudge-done?token=… from a nudge's email: marks that nudge done as it opens, no sign-in needed. */
export default function NudgeDonePage() {
  const token = new URLSearchParams(useSearch()).get("token") ?? "";
  const done = usePostOnArrival<{ message: string; nudge: Reminder }>("/api/nudge-actions/done", token);
  const open = (
    <Button asChild className="h-11 w-full">
      <Link href="/dashboard">Open Nudge</Link>
    </Button>
  );

  if (!done)
    return (
      <LinkIncomplete subtitle="This page needs the whole link from your nudge email. Open it again, or mark the nudge done in Nudge.">
        {open}
      </LinkIncomplete>
    );
  if (done.status === "working") return <LinkWorking title="Marking it done…" label="Marking the nudge done" />;
  if (done.status === "done") {
    return (
      <LinkOutcome title="Marked done" subtitle={`Counted as being in touch with ${done.data.nudge.targetName}.`} next={open}>
        <Notice Icon={CircleCheck} tone="good">
          Nice work keeping in touch. It's in Nudge History, ready to reuse.
        </Notice>
      </LinkOutcome>
    );
  }
  const { title, text } = problem(done.error);
  return (
    <LinkOutcome title={title} subtitle={text} next={open}>
      {title === "Couldn't mark it done" && (
        <Notice Icon={CircleAlert} tone="problem">
          Nothing was changed.
        </Notice>
      )}
    </LinkOutcome>
  );
}
