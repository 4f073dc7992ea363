import { t } from "@lingui/core/macro";
import { createElement, useEffect } from "react";
import { ToastAction } from "@/components/ui/toast";
import { toast } from "@/hooks/use-toast";
import { onAppUpdated } from "@/lib/register-service-worker";

/** A new deploy's service worker has taken over: offer to reload into the new version. */
export function useUpdateNotice() {
  useEffect(
    () =>
      onAppUpdated(() =>
        toast({
          title: t`New version available`,
          description: t`Nudge has been updated. Reload to use the latest version.`,
          action: createElement(ToastAction, { altText: t`Reload to use the new version`, onClick: () => location.reload() }, "Reload"),
        }),
      ),
    [],
  );
}
