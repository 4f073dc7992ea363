import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useToast } from "@/hooks/use-toast";
import { ApiError, apiRequest } from "@/lib/api";
import { useAuth } from "@/lib/auth";
import { base64UrlToBytes, describeSubscribeError, keyToBase64Url, permissionProblem, pushProblem } from "./push-support";

export type CardState = "hidden" | "default" | "blocked" | "enabled";

const KEY = ["/api/vapid-public-key"];
const STATUS = ["/api/subscription-status"];
// The testing-only bypass lasts for this browser session.
const SIMULATED = "nudge-notifications-simulated";

/** The notification card's state machine (SPEC §4) and the enable flow (SPEC §5, §8). */
export function usePushNotifications() {
  const { user } = useAuth();
  const { toast } = useToast();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [blocked, setBlocked] = useState(() => typeof Notification !== "undefined" && Notification.permission === "denied");
  const [simulated, setSimulated] = useState(() => sessionStorage.getItem(SIMULATED) === "1");

  const publicKey = useQuery<{ publicKey: string } | null>({ queryKey: KEY, enabled: Boolean(user) });
  const status = useQuery<{ hasActiveSubscription: boolean } | null>({ queryKey: STATUS, enabled: Boolean(user) });

  const granted = typeof Notification !== "undefined" && Notification.permission === "granted";
  let state: CardState = "default";
  // A 401 on the public key (signed out) hides the card; so does a server without push set up.
  if (!user || publicKey.data === null || publicKey.isError) state = "hidden";
  else if (simulated || (granted && status.data?.hasActiveSubscription)) state = "enabled";
  else if (blocked) state = "blocked";

  async function enable() {
    const problem = pushProblem();
    if (problem) return toast({ variant: "destructive", ...problem });
    setBusy(true);
    try {
      const permission = Notification.permission === "granted" ? "granted" : await Notification.requestPermission();
      if (permission !== "granted") {
        setBlocked(true);
        return toast({ variant: "destructive", ...permissionProblem() });
      }
      let subscription: PushSubscription;
      try {
        const registration = await navigator.serviceWorker.ready;
        const key = publicKey.data?.publicKey ?? (await (await apiRequest("GET", "/api/vapid-public-key")).json()).publicKey;
        subscription =
          (await registration.pushManager.getSubscription()) ??
          (await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: base64UrlToBytes(key) }));
      } catch (error) {
        return toast({ variant: "destructive", title: "Notification Error", description: describeSubscribeError(error) });
      }
      try {
        await apiRequest("POST", "/api/subscribe", {
          userId: user?.id,
          endpoint: subscription.endpoint,
          p256dh: keyToBase64Url(subscription.getKey("p256dh")),
          auth: keyToBase64Url(subscription.getKey("auth")),
        });
      } catch (error) {
        const description = error instanceof ApiError && error.serverMessage ? error.serverMessage : describeSubscribeError(error);
        return toast({ variant: "destructive", title: "Error", description });
      }
      await queryClient.invalidateQueries({ queryKey: STATUS });
      setBlocked(false);
      toast({ title: "Notifications Enabled!", description: "You'll now receive push notifications for your reminders." });
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
    toast({ title: "Notifications Simulated", description: "Continuing without push notifications. Nudges will still appear in your dashboard." });
  }

  return { state, busy, enable, retry, simulate };
}
