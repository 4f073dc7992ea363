import { Trans, useLingui } from "@lingui/react/macro";
import { History } from "lucide-react";
import { type ReactNode, useState } from "react";
import { ListError, ListLoading } from "@/components/list-states";
import { NudgeListPanel } from "./nudge-list-layout";
import type { Nudge } from "@contracts/nudges";
import { EmptyState } from "@/components/empty-state";
import { DeleteNudgeDialog } from "./delete-nudge-dialog";
import { useNow } from "@/hooks/use-now";
import { usePhoneLayout } from "@/hooks/use-phone-layout";
import { useToast } from "@/hooks/use-toast";
import { errorText } from "@/lib/api";
import { HistoryCards } from "./history-cards";
import { useMarkDone } from "@/lib/contacts-api";
import { useNudgeHistory, useToggleSaved } from "./history-api";
import { HistoryTable } from "./history-table";
import { ReuseNudgeDialog } from "./reuse-nudge-dialog";

/** The Nudge History tab (docs/product.md#nudge-history): sent nudges to save, reuse or delete. */
export function HistoryPanel() {
  const { t } = useLingui();
  const now = useNow();
  const phone = usePhoneLayout();
  const { toast } = useToast();
  const history = useNudgeHistory();
  const toggle = useToggleSaved();
  const markDone = useMarkDone();
  const [reusing, setReusing] = useState<Nudge | null>(null);
  const [deleting, setDeleting] = useState<Nudge | null>(null);
  // Unfolded delivery details, here so they stay open when the list turns from table to cards.
  const [details, setDetails] = useState<ReadonlySet<number>>(new Set());
  const onToggleDetails = (id: number) =>
    setDetails((open) => {
      const next = new Set(open);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  const onToggleSaved = async (nudge: Nudge) => {
    const saved = !nudge.saved;
    try {
      await toggle.mutateAsync({ id: nudge.id, saved });
      toast(
        saved
          ? { title: t`Nudge saved`, description: t`Kept for reuse whenever you want to reach ${nudge.targetName} again.` }
          : { title: t`Nudge unsaved` },
      );
    } catch (error) {
      toast({
        variant: "destructive",
        title: t`Error`,
        description: errorText(error, saved ? t`Failed to save nudge` : t`Failed to unsave nudge`),
      });
    }
  };

  const onMarkDone = async (nudge: Nudge) => {
    try {
      await markDone.mutateAsync(nudge.id);
      toast({ title: t`Nudge done`, description: t`Counted as being in touch with ${nudge.targetName}.` });
    } catch (error) {
      toast({ variant: "destructive", title: t`Error`, description: errorText(error, t`Failed to mark nudge done`) });
    }
  };

  // A 401 means the session has ended: the panel shows nothing (docs/product.md#api-conventions).
  if (history.data === null) return null;

  const nudges = history.data;
  const handlers = {
    onToggleSaved,
    onReuse: setReusing,
    onDelete: setDeleting,
    onMarkDone,
    savingId: toggle.isPending ? (toggle.variables?.id ?? null) : null,
    markingId: markDone.isPending ? (markDone.variables ?? null) : null,
  };
  let body: ReactNode;
  if (history.isError) {
    body = (
      <ListError onRetry={() => history.refetch()}>
        <Trans>We couldn't load your past nudges.</Trans>
      </ListError>
    );
  } else if (!nudges) {
    body = (
      <ListLoading>
        <Trans>Loading your past nudges...</Trans>
      </ListLoading>
    );
  } else if (nudges.length === 0) {
    body = (
      <EmptyState Icon={History} title={t`No past nudges yet`}>
        <Trans>Once a nudge is delivered it moves here, ready to save or reuse. Schedule one from Active Nudges to get started.</Trans>
      </EmptyState>
    );
  } else {
    const props = { nudges, now, details, onToggleDetails, ...handlers };
    body = phone ? <HistoryCards {...props} /> : <HistoryTable {...props} />;
  }

  return (
    <NudgeListPanel
      Icon={History}
      title={t`Nudge History`}
      description={t`Nudges you've been sent, newest first. Mark them done once you've been in touch, and save the ones worth repeating.`}
      dialogs={
        <>
          <ReuseNudgeDialog nudge={reusing} now={now} onClose={() => setReusing(null)} />
          <DeleteNudgeDialog nudge={deleting} onClose={() => setDeleting(null)} />
        </>
      }
    >
      {body}
    </NudgeListPanel>
  );
}
