import { useLingui } from "@lingui/react/macro";
import { RefreshCw } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/utils";
import { refreshEverything } from "./refresh";

/** Pull-to-refresh's counterpart where there is no touch: wide screens get a button. */
export function RefreshButton() {
  const { t } = useLingui();
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
    <Button variant="ghost" size="sm" className="max-md:hidden" onClick={refresh} disabled={busy}>
      <RefreshCw className={cn("size-4", busy && "animate-spin")} aria-hidden />
      {busy ? t`Refreshing...` : t`Refresh`}
    </Button>
  );
}
