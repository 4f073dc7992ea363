import { plural } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { onlineManager } from "@tanstack/react-query";
import { CloudOff, RefreshCw } from "lucide-react";
import { useEffect, useRef, useSyncExternalStore } from "react";
import { queryClient } from "@/lib/api";
import { useAuth } from "@/lib/auth";
import { queuedChanges, subscribeToQueue } from "@/lib/offline-queue";
import { replayQueue } from "./replay-queue";

export const useOnline = () => useSyncExternalStore(onlineManager.subscribe.bind(onlineManager), () => onlineManager.isOnline());

/** Offline: says so, and lists the changes waiting to be sent; back online, sends them. */
export function OfflineBar() {
  const { t } = useLingui();
  const online = useOnline();
  const { user } = useAuth();
  const queued = useSyncExternalStore(subscribeToQueue, queuedChanges);

  useEffect(() => {
    if (online && user) void replayQueue();
  }, [online, user, queued.length]);

  // Back from offline: what is on screen may be old (reads kept the last data), so fetch it all.
  const wasOnline = useRef(online);
  useEffect(() => {
    if (online && !wasOnline.current) void replayQueue().then(() => queryClient.invalidateQueries());
    wasOnline.current = online;
  }, [online]);

  if (online && queued.length === 0) return null;
  const count = plural(queued.length, { one: "# change", other: "# changes" });

  return (
    <section
      role="status"
      aria-label={online ? t`Syncing` : t`Offline`}
      className="pointer-events-auto w-full max-w-md rounded-2xl border bg-foreground px-4 py-3 text-sm text-background shadow-lg"
    >
      <p className="flex items-center gap-2 font-medium">
        {online ? <RefreshCw className="size-4 animate-spin" aria-hidden /> : <CloudOff className="size-4" aria-hidden />}
        {online ? t`Sending ${count} made offline…` : t`You're offline: showing what was saved on this device.`}
      </p>
      {!online && queued.length > 0 && (
        <details className="mt-1">
          <summary className="cursor-pointer rounded-sm opacity-90 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-background">
            <Trans>{count} waiting to be sent</Trans>
          </summary>
          <ul className="mt-1 list-disc space-y-0.5 ps-5 opacity-90">
            {queued.map((change) => (
              <li key={change.id}>{change.label}</li>
            ))}
          </ul>
        </details>
      )}
    </section>
  );
}
