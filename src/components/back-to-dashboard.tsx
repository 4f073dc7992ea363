import { Trans } from "@lingui/react/macro";
import { Link } from "@tanstack/react-router";
import { ArrowLeft } from "lucide-react";
import { Button } from "@/components/ui/button";

/** The way back from a page the dashboard opens (Today, the share sheet), above its heading. */
export function BackToDashboard() {
  return (
    <Button variant="ghost" size="sm" asChild className="-ms-2 mb-2 min-h-11">
      <Link to="/dashboard">
        <ArrowLeft className="rtl:-scale-x-100" aria-hidden />
        <Trans>Dashboard</Trans>
      </Link>
    </Button>
  );
}
