// The shapes of the capacity section's figures, shared by the Node side (storage.ts, report.ts)
// and the workerd measure (operations.measure.ts), which hands its figures over as JSON.

/** What D1 did for one operation: its round trips, statements, and the rows it read and wrote (as its results' meta say). */
export type D1Count = { roundTrips: number; statements: number; rowsRead: number; rowsWritten: number };

/** One operation's count: the route's own D1 use, and its Durable Object's (null where no object takes part). */
export type Cost = { route: D1Count; object: D1Count | null };

export type AccountFigures = { contacts: number; rows: number; operations: Record<string, Cost> };

export type OperationFigures = {
  median: AccountFigures;
  tail: AccountFigures;
  campaign: { devices: number; delivered: number; send: D1Count; consume: D1Count; slices: number };
};

/** What operations.ts asks the measure for. */
export type CapacitySettings = {
  /** The seed of the pseudo-random rows: the same as the page counts' (storage.ts). */
  seed: number;
  /** Contacts of the median account of the mix, and of a tail account. */
  medianContacts: number;
  tailContacts: number;
  importRows: number;
  campaignDevices: number;
  /** Accounts drawn at each size, of which the one with the median number of rows is measured. */
  draws: number;
};
