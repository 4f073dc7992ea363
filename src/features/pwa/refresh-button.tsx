import { RefreshCw } from "lucide-react";
import { useState } from "react";
import { PendingButton } from "@/components/pending-button";
import { cn } from "@/lib/utils";
import { refreshEverything } from "./refresh";

/** Pull-to-refresh's counterpart where there is no touch: wide screens get a button. */
export function RefreshButton() {
  const [busy, setBusy] = useState(false);
  const refresh = async () => {
    setBusy(true);
    try {
      await refreshEverything();
    } finally {
      setBusy(false);
    }
  };
  return (
    <PendingButton
      variant="ghost"
      size="sm"
      className="max-md:hidden"
      onClick={refresh}
      pending={busy}
      pendingLabel="Refreshing..."
      icon={<RefreshCw className={cn("size-4", busy && "animate-spin")} aria-hidden />}
    >
      Refresh
    </PendingButton>
  );
}
