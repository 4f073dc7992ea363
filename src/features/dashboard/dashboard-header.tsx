import { t } from "@lingui/core/macro";
import { Trans } from "@lingui/react/macro";
import { LogoMark } from "@/components/logo-mark";
import { LogOut, ShieldCheck } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "@tanstack/react-router";
import { Button } from "@/components/ui/button";
import { useToast } from "@/hooks/use-toast";
import { useAuth } from "@/lib/auth";
import { ThemeControl } from "./theme-control";

/** The signed-in bar. Other features' controls come from the page: Refresh (pwa) and Account. */
export function DashboardHeader({ refresh, account }: { refresh: ReactNode; account: ReactNode }) {
  const { user, signOut, isSigningOut } = useAuth();
  const { toast } = useToast();

  const onSignOut = async () => {
    try {
      await signOut();
      toast({ title: t`Signed out successfully`, description: t`You've been signed out of your account.` });
    } catch {
      toast({ variant: "destructive", title: t`Sign out failed`, description: t`An error occurred while signing out` });
    }
  };

  return (
    <header className="sticky top-0 z-30 border-b bg-background/90 backdrop-blur supports-[backdrop-filter]:bg-background/70">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-2 gap-y-1 px-4 py-2 sm:flex-nowrap sm:py-3">
        <Link to="/dashboard" className="flex items-center gap-2 font-bold">
          <LogoMark />
          <span className="text-lg">
            <Trans>Nudge</Trans>
          </span>
        </Link>
        {/* One greeting: its own line under the bar on phones, beside the name on wider screens. */}
        <p className="order-last w-full min-w-0 truncate text-sm text-muted-foreground sm:order-none sm:ms-2 sm:w-auto">
          <Trans>Welcome back,</Trans> <span className="font-medium text-foreground">{user?.name}</span>
        </p>
        <div className="ms-auto flex items-center gap-1">
          {refresh}
          <ThemeControl />
          {account}
          {user?.isDeveloper && (
            <Button variant="outline" size="sm" asChild>
              <Link to="/admin">
                <ShieldCheck className="size-4" aria-hidden />
                <Trans>Admin</Trans>
              </Link>
            </Button>
          )}
          <Button variant="ghost" size="sm" onClick={onSignOut} disabled={isSigningOut}>
            <LogOut className="size-4 rtl:-scale-x-100" aria-hidden />
            <Trans>Sign Out</Trans>
          </Button>
        </div>
      </div>
    </header>
  );
}
