import { lazyWords } from "#i18n";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import type { AdminSupportRequest } from "@contracts/admin";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { formatDate } from "@/lib/dates";
import { FoldedText } from "./folded-text";

const TYPE_LABELS: Record<string, string> = lazyWords({
  support: msg`Support`,
  connection_advice: msg`Connection advice`,
  feature_request: msg`Feature request`,
});
const STATUS_VARIANT = { pending: "secondary", escalated: "destructive", resolved: "default" } as const;

const TEXT = "mt-0.5 text-sm whitespace-pre-wrap [overflow-wrap:anywhere]";

/** One part of the conversation under its label; `folded`, a long one shows its first lines until asked. */
function Block({ label, folded = false, children }: { label: string; folded?: boolean; children: string }) {
  return (
    <div>
      <h4 className="text-xs font-medium text-muted-foreground uppercase">{label}</h4>
      {folded ? <FoldedText className={TEXT}>{children}</FoldedText> : <p className={TEXT}>{children}</p>}
    </div>
  );
}

/** One request in the queue: badges, who and when, the conversation, and actions while pending. */
export function SupportRequestCard({
  request: r,
  busy,
  onEscalate,
  onResolve,
}: {
  request: AdminSupportRequest;
  busy: boolean;
  onEscalate: () => void;
  onResolve: () => void;
}) {
  const { t } = useLingui();
  const hasContext = r.context && Object.keys(r.context).length > 0;
  return (
    <li data-request-id={r.id} className="space-y-3 rounded-lg border p-4">
      <div className="flex flex-wrap items-center gap-1.5">
        <Badge variant="outline" className="capitalize">
          {r.category ?? "other"}
        </Badge>
        <Badge variant={STATUS_VARIANT[r.status] ?? "secondary"} className="capitalize">
          {r.status}
        </Badge>
        <Badge variant="outline">{TYPE_LABELS[r.type] ?? r.type}</Badge>
        {r.requiresHumanReview && (
          <Badge variant="destructive">
            <Trans>Requires Review</Trans>
          </Badge>
        )}
      </div>
      <p className="text-xs text-muted-foreground">
        <Trans>User #{r.userId} ·</Trans> {r.createdAt ? formatDate(r.createdAt) : t`Unknown`}
      </p>
      <Block label={t`User message`}>{r.message}</Block>
      {/* The assistant's answers run long (up to 2000 characters) and are read for a gist: folded. */}
      {r.aiResponse && (
        <Block label={t`AI response`} folded>
          {r.aiResponse}
        </Block>
      )}
      {r.humanResponse && <Block label={t`Human response`}>{r.humanResponse}</Block>}
      {hasContext && (
        <div>
          <h4 className="text-xs font-medium text-muted-foreground uppercase">
            <Trans>Context</Trans>
          </h4>
          <pre className="mt-0.5 rounded-md bg-muted p-2 text-xs whitespace-pre-wrap [overflow-wrap:anywhere]">
            {JSON.stringify(r.context, null, 2)}
          </pre>
        </div>
      )}
      {r.status === "pending" && (
        <div className="flex flex-col gap-2 sm:flex-row">
          <Button variant="outline" className="h-11 sm:h-9" disabled={busy} onClick={onEscalate}>
            <Trans>Escalate</Trans>
          </Button>
          <Button className="h-11 sm:h-9" disabled={busy} onClick={onResolve}>
            <Trans>Resolve</Trans>
          </Button>
        </div>
      )}
    </li>
  );
}
