import { Trans } from "@lingui/react/macro";
import { MessageSquareQuote } from "lucide-react";
import { lazy, useState } from "react";
import { MountWhenOpened } from "@/components/mount-when-opened";
import { Button } from "@/components/ui/button";

// Its code (a form with zod's checks) loads when it first opens, not with the dashboard.
const TemplatesDialog = lazy(() => import("./templates-dialog").then((m) => ({ default: m.TemplatesDialog })));

/** "Templates" in the Quick Actions card's header: opens the Message templates dialog. */
export function TemplatesButton() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outline" size="sm" aria-haspopup="dialog" aria-expanded={open} onClick={() => setOpen(true)}>
        <MessageSquareQuote aria-hidden />
        <Trans>Templates</Trans>
      </Button>
      <MountWhenOpened open={open} onUnavailable={() => setOpen(false)}>
        <TemplatesDialog open={open} onClose={() => setOpen(false)} />
      </MountWhenOpened>
    </>
  );
}
