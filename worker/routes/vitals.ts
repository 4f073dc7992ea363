// Field measurement (issue 40): the Web Vitals each page reports as it is hidden (src/lib/vitals.ts),
// one data point per metric in Workers Analytics Engine (the VITALS binding), or one log line per
// metric where the binding is absent. No session needed: the metrics of a visitor's landing page
// count as much as a signed-in dashboard's, and nothing here says who sent them.
import { t } from "@lingui/core/macro";
import { Hono } from "hono";
import { clientIp } from "../auth/limits";
import type { AppEnv } from "../auth/middleware";
import { vitalsBeaconSchema, type VitalMetric, type VitalsBeacon } from "../contracts/vitals";
import { DAY_MS, MINUTE_MS, take, type Rule } from "../http/rate-limit";
import { validateJsonText } from "../http/validate";

/**
 * A page sends one beacon each time it is hidden with new figures: a few per visit. Per address, so
 * an office behind one address fits and a script that floods the dataset does not.
 */
export const vitalsRules = (ip: string): Rule[] => [
  { key: `vitals:ip:${ip}`, max: 120, windowMs: 10 * MINUTE_MS },
  { key: `vitals:ip:${ip}`, max: 2000, windowMs: DAY_MS },
];

/**
 * One data point as Analytics Engine stores it. blob1 name, blob2 path, blob3 rating, blob4
 * navigation type, blob5 "service-worker" or "network", blob6 web-vitals' id; double1 the value
 * (milliseconds; CLS a score). The path is the index, so sampling keeps each page's share.
 */
export const dataPoint = ({ path, controlled }: VitalsBeacon, m: VitalMetric): AnalyticsEngineDataPoint => ({
  indexes: [path],
  blobs: [m.name, path, m.rating, m.navigationType, controlled ? "service-worker" : "network", m.id],
  doubles: [m.value],
});

export const vitalsRoutes = new Hono<AppEnv>().post("/vitals", validateJsonText(vitalsBeaconSchema), async (c) => {
  const beacon = c.req.valid("json");
  await take(
    c.env.DB,
    vitalsRules(clientIp(c.req.raw)),
    (wait) => t`Too many measurements from your network. Please wait ${wait} and try again.`,
  );
  // Declared in wrangler.toml; typed as optional so the code (and its types) hold without it too:
  // a Worker deployed without the dataset answers the same and logs instead.
  const dataset = (c.env as { VITALS?: AnalyticsEngineDataset }).VITALS;
  for (const metric of beacon.metrics) {
    if (dataset) dataset.writeDataPoint(dataPoint(beacon, metric));
    else console.log(JSON.stringify({ event: "web-vital", ...metric, path: beacon.path, controlled: beacon.controlled }));
  }
  return c.body(null, 204);
});
