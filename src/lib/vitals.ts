// Field measurement (issue 40): this page's Web Vitals as people's own devices see them, sent to
// POST /api/vitals (worker/routes/vitals.ts). main.tsx loads this after the page has loaded, so it
// adds nothing to the first paint; web-vitals still sees the load, from the browser's buffered entries.
//
// Metrics wait in a queue and go in one beacon whenever the page is hidden (web-vitals' batching
// pattern): LCP, CLS and INP are only final then, and a beacon is the one request a closing page
// can still send. Nothing here may throw into the page, offline or in a browser without the APIs.
import type { VitalMetric, VitalsBeacon } from "@contracts/vitals";
import { MAX_CLS, MAX_VITAL_MS, MAX_VITALS_PATH, MAX_VITALS_PER_BEACON } from "@contracts/vitals-limits";
import { type MetricType, onCLS, onFCP, onINP, onLCP, onTTFB } from "web-vitals";

export const VITALS_ENDPOINT = "/api/vitals";

/** What the beacon carries of a metric: its figures without the performance entries behind them. */
export const toVital = ({ name, value, rating, id, navigationType }: MetricType): VitalMetric => ({
  name,
  value,
  rating,
  id,
  navigationType,
});

// A figure the server would refuse would take the beacon's other metrics down with it.
const plausible = ({ name, value }: VitalMetric) =>
  Number.isFinite(value) && value >= 0 && value <= (name === "CLS" ? MAX_CLS : MAX_VITAL_MS);

/**
 * The beacons that carry these metrics for the page at `path`: never its query string or
 * fragment (an email link's token travels there), cut to the length the server takes.
 */
export function beaconsFor(metrics: VitalMetric[], path: string, controlled: boolean): VitalsBeacon[] {
  const page = (path.split(/[?#]/)[0] || "/").slice(0, MAX_VITALS_PATH);
  const kept = metrics.filter(plausible);
  const beacons: VitalsBeacon[] = [];
  for (let i = 0; i < kept.length; i += MAX_VITALS_PER_BEACON)
    beacons.push({ path: page, controlled, metrics: kept.slice(i, i + MAX_VITALS_PER_BEACON) });
  return beacons;
}

/**
 * Sends one beacon: navigator.sendBeacon (a string goes as text/plain, which needs no preflight),
 * or a keepalive fetch where there is none or it refuses (its queue is full). Never throws.
 */
export function send(body: string) {
  try {
    if (typeof navigator.sendBeacon === "function" && navigator.sendBeacon(VITALS_ENDPOINT, body)) return;
  } catch {
    // A browser that throws instead of answering false: try the fetch.
  }
  try {
    fetch(VITALS_ENDPOINT, { method: "POST", body, keepalive: true }).catch(() => undefined);
  } catch {
    // No fetch at all: the figures are lost, the page is not.
  }
}

let started = false;

/** Starts measuring this page (once); its metrics leave each time the page is hidden. */
export function startVitals() {
  if (started) return;
  started = true;
  // The page that loaded, as web-vitals measures the load: a later route of the app reports under it.
  const path = location.pathname;
  // A returning visit: the service worker served the app from its cache.
  const controlled = Boolean(navigator.serviceWorker?.controller);
  // By id: a metric reported again (CLS growing after a first report) replaces its earlier figure.
  const queue = new Map<string, VitalMetric>();
  const report = (metric: MetricType) => queue.set(metric.id, toVital(metric));
  const flush = () => {
    if (queue.size === 0) return;
    for (const beacon of beaconsFor([...queue.values()], path, controlled)) send(JSON.stringify(beacon));
    queue.clear();
  };
  onTTFB(report);
  onFCP(report);
  onLCP(report);
  onCLS(report);
  onINP(report);
  // After web-vitals' own listeners (they capture), which report the final LCP, CLS and INP first.
  addEventListener("visibilitychange", () => {
    if (document.visibilityState === "hidden") flush();
  });
}
