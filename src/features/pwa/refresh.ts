import { t } from "@lingui/core/macro";
import { onlineManager } from "@tanstack/react-query";
import { toast } from "@/hooks/use-toast";
import { queryClient } from "@/lib/api";

/** Pull-to-refresh and the Refresh button (docs/product.md#dashboard): refetch everything, then say so. */
export async function refreshEverything() {
  if (!onlineManager.isOnline()) {
    toast({ title: t`You're offline`, description: t`Showing what was saved on this device; it will update when you're back online.` });
    return;
  }
  await queryClient.invalidateQueries();
  toast({ title: t`Refreshed`, description: t`Data has been updated` });
}
