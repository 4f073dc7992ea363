import { Trans, useLingui } from "@lingui/react/macro";
import { MailCheck } from "lucide-react";
import { useState } from "react";
import { DismissButton } from "@/components/dismiss-button";
import { truncate } from "@/lib/dates";
import { useSupportReplies } from "./support-api";

/** Replies from the support team the user has not seen yet, shown until dismissed. */
export function SupportReplies() {
  const { t } = useLingui();
  const replies = useSupportReplies();
  const [dismissed, setDismissed] = useState<number[]>([]);
  const shown = (replies.data ?? []).filter((r) => !dismissed.includes(r.id));
  if (shown.length === 0) return null;
  return (
    <section aria-label={t`Replies from our team`} className="space-y-2">
      {shown.map((reply) => (
        <div key={reply.id} role="status" className="flex gap-3 rounded-xl border border-primary/40 bg-primary/5 p-4">
          <MailCheck className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden />
          <div className="min-w-0 flex-1 space-y-1 text-sm">
            <p className="font-semibold">
              <Trans>Our team replied to "</Trans>
              {truncate(reply.message)}"
            </p>
            <p className="break-words whitespace-pre-wrap">{reply.humanResponse}</p>
          </div>
          <DismissButton
            label={t`Dismiss reply`}
            className="size-11 shrink-0 sm:size-9"
            onClick={() => setDismissed((d) => [...d, reply.id])}
          />
        </div>
      ))}
    </section>
  );
}
