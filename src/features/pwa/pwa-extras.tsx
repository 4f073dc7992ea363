import { useEffect } from "react";
import { useLocation } from "@tanstack/react-router";
import { CONTACTS_KEY } from "@/lib/contacts-api";
import { HISTORY_KEY } from "@/lib/nudge-api";
import { queryClient } from "@/lib/api";
import { useAuth } from "@/lib/auth";
import { InstallCard } from "./install-card";
import { IosInstallBanner } from "./ios-install-banner";
import { OfflineBar, useOnline } from "./offline-bar";
import { PullToRefresh } from "./pull-to-refresh";
import { useUpdateNotice } from "./update-notice";

/** Everything beside the page that makes Nudge an app: a lazy part of its own (pwa-shell.tsx). */
export default function PwaExtras() {
  const path = useLocation({ select: (location) => location.pathname });
  const { user } = useAuth();
  const online = useOnline();
  useUpdateNotice();

  // Tabs not opened yet still get into the offline copy: fetch them once, in the background.
  useEffect(() => {
    if (!user || !online) return;
    for (const queryKey of [HISTORY_KEY, CONTACTS_KEY]) void queryClient.prefetchQuery({ queryKey });
  }, [user, online]);

  return (
    <>
      <IosInstallBanner />
      {user && path === "/dashboard" && <PullToRefresh />}
      <div className="pointer-events-none fixed inset-x-0 bottom-0 z-40 flex flex-col items-center gap-2 p-3 pb-[max(0.75rem,env(safe-area-inset-bottom))]">
        <OfflineBar />
        <InstallCard />
      </div>
    </>
  );
}
