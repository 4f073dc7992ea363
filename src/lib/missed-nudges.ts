// The count of nudges that reached no one, apart from the rest of the delivery code (lib/delivery-api.ts,
// loaded after the dashboard's first paint): the dashboard reads it for its first paint.
import { useQuery } from "@tanstack/react-query";
import type { MissedNudges } from "@contracts/delivery";
import { readKey } from "@contracts/reads";

export const MISSED_KEY = readKey("missedNudges");

/** Nudges of the last 7 days that reached no device and no inbox; null after a 401. */
export const useMissedNudges = () => useQuery<MissedNudges | null>({ queryKey: MISSED_KEY });
