// The dashboard's first paint shows its plan line, notification card, first list and dates in
// the user's zone together. Rendered before their answers, each part popped in on its own and
// pushed the page down (a layout shift, and a render per answer). The boot script asked for all
// of them already (lib/early-reads.ts), so waiting for those answers adds no round trip.
import { queryClient } from "@/lib/api";
import { isOnline } from "@/lib/connectivity";
import { DASHBOARD_READS } from "@/lib/early-reads";

// A slow answer doesn't hold the page longer than this; its part shows when it comes.
const LONGEST_WAIT_MS = 3_000;

/** Settles once the dashboard's first reads are in the cache (fresh copies count), or at once offline. */
export function dashboardData(): Promise<void> {
  if (!isOnline()) return Promise.resolve();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const reads = Promise.all(DASHBOARD_READS.map((path) => queryClient.prefetchQuery({ queryKey: [path] })));
  const longest = new Promise<void>((resolve) => (timer = setTimeout(resolve, LONGEST_WAIT_MS)));
  return Promise.race([reads.then(() => undefined), longest]).finally(() => clearTimeout(timer));
}
