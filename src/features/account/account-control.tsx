import { DeferredPopup, PopupUnavailable } from "@/components/deferred-popup";
import { lazyPart } from "@/components/lazy-part";
import { AccountButton } from "./account-button";

// The account dialog's code (Radix's dialogs) loads once the page is on screen: until then its
// button shows alone, and a press opens it when in.
const AccountDialog = lazyPart(() => import("./account-dialog").then((m) => ({ default: m.AccountDialog })), PopupUnavailable);

/** The header's Account control: the button first, the dialog once its code is in. */
export function AccountControl() {
  return <DeferredPopup Button={AccountButton} Popup={AccountDialog} />;
}
