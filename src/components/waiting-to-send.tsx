import { Trans, useLingui } from "@lingui/react/macro";
import { CloudUpload } from "lucide-react";
import { useCallback, useSyncExternalStore } from "react";
import { Badge } from "@/components/ui/badge";
import { queuedChanges, subscribeToQueue } from "@/lib/offline-queue";
import { type QueuedList, waitsToSend } from "@/lib/queued-lists";

/** Whether a row of this list was made or changed offline and is not on the server yet. */
export function useWaitingToSend(list: QueuedList) {
  const changes = useSyncExternalStore(subscribeToQueue, queuedChanges);
  return useCallback((id: number) => waitsToSend(list, id, changes), [list, changes]);
}

/** The mark on such a row: shown as the list will be once it is sent, but not sent yet. */
export function WaitingToSend() {
  const { t } = useLingui();
  return (
    <Badge variant="outline" className="border-dashed text-muted-foreground" title={t`Saved on this device, sent when you're back online`}>
      <CloudUpload aria-hidden />
      <Trans>Waiting to send</Trans>
    </Badge>
  );
}
