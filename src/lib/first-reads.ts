// A page with first reads (its `firstReads` in src/routes.ts; the dashboard's plan line,
// notification card, first list and dates in the user's zone) paints once they are in. Rendered
// before their answers, each part popped in on its own and pushed the page down (a layout shift,
// and a render per answer). The boot script asked for all of them already (lib/early-reads.ts),
// so waiting for those answers adds no round trip.
import { readKey, type ReadName } from "@contracts/first-reads";
import { queryClient } from "./api";
import { isOnline } from "./connectivity";

// A slow answer doesn't hold the page longer than this; its part shows when it comes.
const LONGEST_WAIT_MS = 3_000;

/** Settles once these reads are in the query cache (fresh copies count), or at once offline. */
export function firstReadsIn(names: readonly ReadName[]): Promise<void> {
  if (names.length === 0 || !isOnline()) return Promise.resolve();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const reads = Promise.all(names.map((name) => queryClient.prefetchQuery({ queryKey: readKey(name) })));
  const longest = new Promise<void>((resolve) => (timer = setTimeout(resolve, LONGEST_WAIT_MS)));
  return Promise.race([reads.then(() => undefined), longest]).finally(() => clearTimeout(timer));
}
