// The account mix (inputs): most people keep 50 to 300 contacts, spread evenly; a tail imports a
// whole address book of 5 000. The median and 99th-percentile accounts are read off a sample of it.
import type { Random } from "./random.ts";

export const MIX = { typicalContacts: [50, 300], tailShare: 0.01, tailContacts: 5000 } as const;

/** Contact counts of `accounts` accounts drawn from the mix, with exactly its share of tail accounts. */
export function sampleMix(rng: Random, accounts: number): number[] {
  const tail = Math.max(1, Math.round(accounts * MIX.tailShare));
  const counts = Array.from({ length: accounts - tail }, () => rng.int(MIX.typicalContacts[0], MIX.typicalContacts[1]));
  // The tail accounts sit at even places among the others, so a sample cut short still has its share.
  for (let i = 0; i < tail; i++) counts.splice(Math.floor(((i + 1) * accounts) / (tail + 1)), 0, MIX.tailContacts);
  return counts;
}

/** The p-th percentile of the counts (nearest rank). */
export function percentile(counts: number[], p: number) {
  const sorted = [...counts].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}
