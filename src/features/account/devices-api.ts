// The devices that get the person's nudges (issue 19): listed, sent a test push, removed.
import { useMutation, useQuery } from "@tanstack/react-query";
import type { Device } from "@contracts/delivery";
import { ApiError, queryClient } from "@/lib/api";
import { answer, api } from "@/lib/api-client";
import { readKey } from "@contracts/reads";

export const DEVICES_KEY = ["/api/push/devices"] as const;
const STATUS_KEY = readKey("pushStatus");

/** This browser's push endpoint, if it has subscribed: the server marks that device "current". */
async function thisBrowsersEndpoint() {
  try {
    const registration = await navigator.serviceWorker?.getRegistration();
    return (await registration?.pushManager?.getSubscription())?.endpoint ?? null;
  } catch {
    return null;
  }
}

/** The person's devices, this one marked; null after a 401. Read afresh each time the dialog opens: a device added or tested elsewhere shows at once. */
export const useDevices = () =>
  useQuery<Device[] | null>({
    queryKey: DEVICES_KEY,
    staleTime: 0,
    queryFn: async () => {
      const endpoint = await thisBrowsersEndpoint();
      try {
        return await answer(api.push.devices.$get({ query: endpoint ? { endpoint } : {} }));
      } catch (error) {
        if (error instanceof ApiError && error.status === 401) return null;
        throw error;
      }
    },
  });

const refreshDevices = () =>
  Promise.all([queryClient.invalidateQueries({ queryKey: DEVICES_KEY }), queryClient.invalidateQueries({ queryKey: STATUS_KEY })]);

/** A test push to one device; its answer (and a gone device's removal) shows in the list after. */
export const useTestDevice = () =>
  useMutation({
    mutationFn: (id: number) => answer(api.push.devices[":id"].test.$post({ param: { id: String(id) } })),
    onSettled: refreshDevices,
  });

export const useRemoveDevice = () =>
  useMutation({
    mutationFn: (id: number) => answer(api.push.devices[":id"].$delete({ param: { id: String(id) } })),
    onSuccess: refreshDevices,
  });

/** Ends every session, removes every device and the calendar feed; this browser then signs out too. */
export const useSignOutEverywhere = () => useMutation({ mutationFn: () => answer(api.auth["signout-everywhere"].$post()) });
