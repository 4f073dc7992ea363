import { t } from "@lingui/core/macro";
import { useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { refreshNotificationPermission, useNotificationPermission } from "@/hooks/use-notification-permission";
import { useToast } from "@/hooks/use-toast";
import { ApiError } from "@/lib/api";
import { answer, api } from "@/lib/api-client";
import { useAuth } from "@/lib/auth";
import { serverKnows, STATUS, THIS_BROWSER, VAPID_KEY } from "@/lib/push-queries";
import { describeSubscribeError, permissionProblem, pushProblem } from "@/lib/push-support";

export type CardState = "hidden" | "default" | "blocked" | "enabled";

// Subscribing and the repair, with bowser: loaded only when one of them runs.
const loadRegistration = () => import("@/lib/push-registration");

/** Is this browser's own subscription one the server has for the signed-in person? */
async function thisBrowserKnown(): Promise<boolean> {
  const registration = "serviceWorker" in navigator ? await navigator.serviceWorker.getRegistration() : undefined;
  const subscription = await registration?.pushManager?.getSubscription();
  return subscription ? serverKnows(subscription.endpoint) : false;
}

// The testing-only bypass lasts for this browser session.
const SIMULATED = "nudge-notifications-simulated";

/** The notification card's state machine and the enable flow (docs/product.md#notifications-card). */
export function usePushNotifications() {
  const { user } = useAuth();
  const { toast } = useToast();
  const [busy, setBusy] = useState(false);
  const permission = useNotificationPermission();
  const [blocked, setBlocked] = useState(permission === "denied");
  const [simulated, setSimulated] = useState(() => sessionStorage.getItem(SIMULATED) === "1");

  const publicKey = useQuery<{ publicKey: string } | null>({ queryKey: VAPID_KEY, enabled: Boolean(user) });
  const status = useQuery<{ hasActiveSubscription: boolean } | null>({ queryKey: STATUS, enabled: Boolean(user) });
  const granted = permission === "granted";
  // Asked only when the person has a push device somewhere: without one, this browser has none either.
  const mayBeThisBrowser = Boolean(user) && granted && status.data?.hasActiveSubscription === true;
  const thisBrowser = useQuery({ queryKey: THIS_BROWSER, queryFn: thisBrowserKnown, enabled: mayBeThisBrowser });

  // Push that repairs itself: a browser with permission granted but no subscription the server
  // knows subscribes and registers again.
  const userId = user?.id;
  const [repairing, setRepairing] = useState(granted);
  useEffect(() => {
    if (userId === undefined || !granted) return;
    void loadRegistration()
      .then((m) => m.repairPushOnce(userId))
      .catch(() => undefined)
      .finally(() => setRepairing(false));
  }, [userId, granted]);

  let state: CardState = "default";
  // A 401 on the public key (signed out) hides the card; so does a server without push set up.
  if (!user || publicKey.data === null || publicKey.isError) state = "hidden";
  // Enabled means this browser will get the nudges, not only some other device of the person's.
  else if (simulated || (mayBeThisBrowser && thisBrowser.data)) state = "enabled";
  // While that is being asked, or the repair may still register this browser, nothing shows
  // rather than an Enable button that then goes away.
  else if (mayBeThisBrowser && (thisBrowser.isPending || repairing)) state = "hidden";
  else if (blocked) state = "blocked";

  async function enable() {
    const problem = pushProblem();
    if (problem) return toast({ variant: "destructive", ...problem });
    setBusy(true);
    // Loading starts now, but the permission prompt must come first, within the tap.
    const registering = loadRegistration();
    registering.catch(() => undefined); // awaited below, once permission is granted
    try {
      const choice = permission === "granted" ? "granted" : await Notification.requestPermission();
      refreshNotificationPermission();
      if (choice !== "granted") {
        setBlocked(true);
        return toast({ variant: "destructive", ...permissionProblem() });
      }
      let subscription: PushSubscription;
      let key: string;
      let push: Awaited<typeof registering>;
      try {
        push = await registering;
        const registration = await navigator.serviceWorker.ready;
        key = publicKey.data?.publicKey ?? (await answer(api["vapid-public-key"].$get())).publicKey;
        subscription = await push.subscribeBrowser(registration, key);
      } catch (error) {
        return toast({ variant: "destructive", title: t`Notification Error`, description: describeSubscribeError(error) });
      }
      try {
        await push.registerDevice(subscription, key, user?.id);
      } catch (error) {
        const description = error instanceof ApiError && error.serverMessage ? error.serverMessage : describeSubscribeError(error);
        return toast({ variant: "destructive", title: t`Error`, description });
      }
      setBlocked(false);
      toast({ title: t`Notifications Enabled!`, description: t`You'll now receive push notifications for your reminders.` });
    } finally {
      setBusy(false);
    }
  }

  function retry() {
    setBlocked(false);
  }

  function simulate() {
    sessionStorage.setItem(SIMULATED, "1");
    setSimulated(true);
    toast({
      title: t`Notifications Simulated`,
      description: t`Continuing without push notifications. Nudges will still appear in your dashboard.`,
    });
  }

  return { state, busy, enable, retry, simulate };
}
