// How big the capacity section runs. The default is the measurement; BENCH_CAPACITY=small is CI's
// size: the same steps on fewer accounts, so a broken seed or count shows without the wait.
// BENCH_CAPACITY_ACCOUNTS sets the mix's sample alone.

/** The seed of every pseudo-random row, in Node and in workerd: runs compare the code, not the draw. */
export const SEED = 20_260_601;

export type CapacitySize = {
  /** Accounts drawn from the mix, seeded together: the database's mean per account. */
  accounts: number;
  /** Accounts seeded at the median's, the 99th percentile's and the tail's contact counts, each group measured apart. */
  medianAccounts: number;
  p99Accounts: number;
  tailAccounts: number;
  /** The push campaign's audience in the per-operation counts. */
  campaignDevices: number;
  /** Rows of one import request (the SPA's step, MAX_IMPORT). */
  importRows: number;
  /** Accounts drawn at the median's and at the tail's size for the per-operation counts, of which the one with the median number of rows is seeded. */
  draws: number;
};

export function capacitySize(env: NodeJS.ProcessEnv = process.env): CapacitySize & { name: string } {
  const small = env.BENCH_CAPACITY === "small";
  const size = small
    ? {
        name: "small",
        accounts: 100,
        medianAccounts: 20,
        p99Accounts: 10,
        tailAccounts: 1,
        campaignDevices: 100,
        importRows: 250,
        draws: 5,
      }
    : {
        name: "default",
        accounts: 1000,
        medianAccounts: 200,
        p99Accounts: 100,
        tailAccounts: 10,
        campaignDevices: 500,
        importRows: 250,
        draws: 21,
      };
  const accounts = Number(env.BENCH_CAPACITY_ACCOUNTS ?? size.accounts);
  if (!Number.isInteger(accounts) || accounts < 2)
    throw new Error(`BENCH_CAPACITY_ACCOUNTS must be a whole number of at least 2, not ${env.BENCH_CAPACITY_ACCOUNTS}`);
  return { ...size, accounts };
}
