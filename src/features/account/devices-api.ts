// The devices that get the person's nudges (issue 19): listed, sent a test push, removed.
import { useMutation, useQuery } from "@tanstack/react-query";
import type { Device, DeviceTestResult } from "@contracts/delivery";
import { ApiError, apiRequest, queryClient } from "@/lib/api";
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
        return (await (
          await apiRequest("GET", endpoint ? `/api/push/devices?endpoint=${encodeURIComponent(endpoint)}` : "/api/push/devices")
        ).json()) as Device[];
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
    mutationFn: async (id: number) => (await (await apiRequest("POST", `/api/push/devices/${id}/test`)).json()) as DeviceTestResult,
    onSettled: refreshDevices,
  });

export const useRemoveDevice = () =>
  useMutation({
    mutationFn: async (id: number) => (await (await apiRequest("DELETE", `/api/push/devices/${id}`)).json()) as { message: string },
    onSuccess: refreshDevices,
  });

/** Ends every session, removes every device and the calendar feed; this browser then signs out too. */
export const useSignOutEverywhere = () =>
  useMutation({ mutationFn: async () => (await (await apiRequest("POST", "/api/auth/signout-everywhere")).json()) as { message: string } });
