import { lazy, useEffect, useState } from "react";
import { MountWhenOpened } from "@/components/mount-when-opened";
import { useAccountRequest } from "@/lib/account-request";
import { AccountButton } from "./account-button";

// The dialog's code (Radix's dialogs) loads when it first opens.
const AccountDialog = lazy(() => import("./account-dialog").then((m) => ({ default: m.AccountDialog })));

/** The header's Account control: the button, and the dialog it opens. */
export function AccountControl() {
  // Also opened by a fix elsewhere on the page (openAccount).
  const request = useAccountRequest();
  const [open, setOpen] = useState(request !== null);
  useEffect(() => {
    if (request) setOpen(true);
  }, [request]);
  return (
    <>
      <AccountButton aria-haspopup="dialog" aria-expanded={open} onClick={() => setOpen(true)} />
      <MountWhenOpened open={open} onUnavailable={() => setOpen(false)}>
        <AccountDialog open={open} onOpenChange={setOpen} />
      </MountWhenOpened>
    </>
  );
}
