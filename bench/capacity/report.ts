// The capacity section's printed report: bytes per account and per table from the page counts,
// and D1's work per operation, in markdown tables as the rest of `npm run bench` prints.
import type { Cost, D1Count, OperationFigures } from "./figures.ts";
import { MIX } from "./mix.ts";
import type { CapacitySize } from "./settings.ts";
import type { GroupFigures, StorageFigures } from "./storage.ts";

export type CapacityResults = {
  at: string;
  size: CapacitySize & { name: string };
  seed: number;
  storage: StorageFigures;
  operations: OperationFigures;
  /** Wall time of each part (they run side by side) and of the whole section. */
  ms: { storage: number; operations: number; section: number };
};

// D1's limit on one database (Cloudflare's documented maximum, an input here); sizes in decimal units, as D1 states them.
const D1_LIMIT_BYTES = 10e9;
const num = (n: number) => Math.round(n).toLocaleString("en-US").replaceAll(",", " ");
const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;
const mb = (bytes: number) => `${(bytes / 1e6).toFixed(2)} MB`;
const total = (g: GroupFigures) => g.atRest + g.year;
const rowsOf = (counts: Record<string, number>) => Object.values(counts).reduce((a, b) => a + b, 0);

function accountRow(label: string, g: GroupFigures, contacts: string) {
  return `| ${label} | ${g.accounts} | ${contacts} | ${kb(g.atRest)} (${num(rowsOf(g.rows.atRest))} rows) | ${kb(g.year)} (${num(rowsOf(g.rows.year))} rows) | ${kb(total(g))} | ${kb(g.year / 12)} |`;
}

function tablesTable(s: StorageFigures) {
  const names = [...new Set([...Object.keys(s.mix.tables), ...Object.keys(s.median.tables), ...Object.keys(s.tail.tables)])];
  const bytes = (g: GroupFigures, t: string) => (g.tables[t]?.data ?? 0) + (g.tables[t]?.indexes ?? 0);
  const mixTotal = names.reduce((sum, t) => sum + bytes(s.mix, t), 0);
  const cell = (g: GroupFigures, t: string) => {
    const b = bytes(g, t);
    return b ? `${kb(b)} (${kb(g.tables[t]?.indexes ?? 0)})` : "–";
  };
  return names
    .sort((a, b) => bytes(s.mix, b) - bytes(s.mix, a))
    .filter((t) => bytes(s.mix, t) + bytes(s.median, t) + bytes(s.tail, t) > 0)
    .map(
      (t) =>
        `| ${t} | ${cell(s.mix, t)} | ${((bytes(s.mix, t) / mixTotal) * 100).toFixed(1)} % | ${cell(s.median, t)} | ${cell(s.tail, t)} | ${num((s.mix.rows.atRest[t] ?? 0) + (s.mix.rows.year[t] ?? 0))} |`,
    )
    .join("\n");
}

const d1 = (c: D1Count) => `${c.roundTrips} · ${c.statements} · ${num(c.rowsRead)} · ${num(c.rowsWritten)}`;
const both = (c: Cost | undefined) => {
  if (!c) return "–";
  if (!c.object || c.object.roundTrips === 0) return d1(c.route);
  if (c.route.roundTrips === 0) return `object ${d1(c.object)}`;
  return `${d1(c.route)} + object ${d1(c.object)}`;
};

const operations = (rows: number): [string, string][] => [
  ["dashboard", "Dashboard, first load (the 8 GETs below, together)"],
  ["GET /api/auth/me", "  session check"],
  ["GET /api/delivery/missed", "  missed-nudges notice"],
  ["GET /api/billing/plan", "  plan"],
  ["GET /api/subscription-status", "  push status"],
  ["GET /api/reminders", "  pending nudges"],
  ["GET /api/account/settings", "  settings"],
  ["GET /api/vapid-public-key", "  push key"],
  ["GET /api/support/notifications", "  support replies"],
  ["contactsTab", "Contacts tab (GET /api/contacts, /api/circles)"],
  ["historyTab", "History tab (GET /api/nudge-history)"],
  ["today", "Today page (GET /api/today, /api/interactions/review)"],
  ["contactCreated", "Contact saved: POST /api/contacts (a rhythm, a circle)"],
  ["contactEdited", "Contact saved: PUT /api/contacts/:id"],
  ["importPreview", `Import preview of those ${rows} rows (POST /api/contacts/import/preview)`],
  [
    "import",
    `Import of ${rows} contacts (POST /api/contacts/import; a tenth already there, a quarter with a birthday, a third into a new circle)`,
  ],
  ["importIntoRhythm", `Import of ${rows} more, a third into a circle with a rhythm (their check-ins made)`],
  ["nudgeCreated", "Nudge scheduled (POST /api/reminder)"],
  ["nudgeDelivered", "Nudge delivered: one alarm, one due nudge, one device"],
  ["checkInDelivered", "Check-in delivered, and the next one made"],
  ["digest", "Daily digest: one alarm, no nudge due"],
];

/** A campaign's counts divided by its devices. */
function perDevice(devices: number, ...counts: D1Count[]) {
  const per = (k: keyof D1Count) => (counts.reduce((sum, c) => sum + c[k], 0) / devices).toFixed(2);
  return `${per("roundTrips")} · ${per("statements")} · ${per("rowsRead")} · ${per("rowsWritten")}`;
}

export function capacityReport(r: CapacityResults) {
  const s = r.storage;
  const o = r.operations;
  const knowledge =
    (s.empty.tables.knowledge_base?.data ?? 0) + (s.empty.tables.knowledge_base?.indexes ?? 0) + (s.empty.tables.knowledge_fts?.data ?? 0);
  const mixContacts = s.mix.rows.atRest.contacts ?? 0;
  const oneYear = total(s.mix);
  const perMonth = (t: string) => num((s.median.rows.year[t] ?? 0) / 12);
  return `
### Capacity: one D1 database (${r.size.name} size: ${num(r.size.accounts)} accounts from the mix; seed ${r.seed})

The mix (input): ${100 - MIX.tailShare * 100} % of accounts keep ${MIX.typicalContacts[0]}–${MIX.typicalContacts[1]} contacts (evenly spread), ${MIX.tailShare * 100} % keep ${num(MIX.tailContacts)}. In this run's sample the median account keeps ${s.medianContacts} contacts, the 99th percentile ${s.p99Contacts}. A month of use at the median: ${perMonth("reminders")} nudges sent, ${perMonth("nudge_deliveries")} delivery records, ${perMonth("interactions")} interactions logged (bench/capacity/profile.ts).

Bytes per account: the database's growth in pages (× ${s.pageSize} B) while a group was seeded, ÷ its accounts; at rest first, then a year of use.

| accounts | seeded | contacts | at rest | + a year of use | after a year | growth a month |
|---|---|---|---|---|---|---|
${accountRow("the mix (mean)", s.mix, `${num(mixContacts)} on average`)}
${accountRow("median", s.median, String(s.medianContacts))}
${accountRow("99th percentile", s.p99, String(s.p99Contacts))}
${accountRow("tail", s.tail, num(MIX.tailContacts))}

Empty database (migrations only): ${mb(s.empty.bytes)}, of which the help center's knowledge base and its search index ${mb(knowledge)} (${((knowledge / s.empty.bytes) * 100).toFixed(0)} %).
At the mix's mean, ${D1_LIMIT_BYTES / 1e9} GB (D1's limit on one database) holds ${num((D1_LIMIT_BYTES - s.empty.bytes) / oneYear)} accounts after a year of use, ${num((D1_LIMIT_BYTES - s.empty.bytes) / (s.mix.atRest + 3 * s.mix.year))} after three.

Bytes per account by table after a year (dbstat; in brackets, its indexes' share of it):

| table | the mix (mean) | share | median | tail | rows per account (mix) |
|---|---|---|---|---|---|
${tablesTable(s)}

D1 per operation: round trips · statements · rows read · rows written, as local D1 reports them (meta.rows_read, meta.rows_written).
Each account is, of ${r.size.draws} drawn at its size, the one with the median number of rows, seeded with a year of use.
"object": the person's Durable Object's own D1 use during the operation (the rearm after a change; the alarm). Counted: every D1 call of the route (its reads through a D1 session too) and of the object; not counted: the object's own SQLite storage, and the setting up of each operation.

| operation | median account (${o.median.contacts} contacts, ${num(o.median.rows)} rows seeded) | tail account (${num(o.tail.contacts)} contacts, ${num(o.tail.rows)} rows) |
|---|---|---|
${operations(r.size.importRows)
  .map(([key, label]) => `| ${label} | ${both(o.median.operations[key])} | ${both(o.tail.operations[key])} |`)
  .join("\n")}
| Push campaign to ${num(o.campaign.devices)} devices, per device: the queue consumer (${o.campaign.slices} queue messages) | ${perDevice(o.campaign.devices, o.campaign.consume)} | |
| … with the admin's Send (which reads the audience and queues it) | ${perDevice(o.campaign.devices, o.campaign.send, o.campaign.consume)} | |

Ran in ${(r.ms.section / 1000).toFixed(0)} s (the page counts ${(r.ms.storage / 1000).toFixed(0)} s, the per-operation counts ${(r.ms.operations / 1000).toFixed(0)} s, side by side).
`;
}
