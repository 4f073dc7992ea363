// What the page's field measurement sends (POST /api/vitals, src/lib/vitals.ts): the Web Vitals
// that the web-vitals library reported for the page, batched into one beacon when the page is hidden.
import { t } from "@lingui/core/macro";
import { z } from "zod";
import { MAX_CLS, MAX_VITAL_MS, MAX_VITALS_PATH, MAX_VITALS_PER_BEACON } from "./vitals-limits";

export const VITAL_NAMES = ["LCP", "INP", "CLS", "FCP", "TTFB"] as const;
export const VITAL_RATINGS = ["good", "needs-improvement", "poor"] as const;
/** web-vitals' navigation types (the Navigation Timing API's, plus its own for bfcache, prerender, restore and soft navigations). */
export const NAVIGATION_TYPES = [
  "navigate",
  "reload",
  "back-forward",
  "back-forward-cache",
  "prerender",
  "restore",
  "soft-navigation",
] as const;

const metric = z
  .object({
    name: z.enum(VITAL_NAMES, { error: () => t`name must be one of LCP, INP, CLS, FCP, TTFB` }),
    value: z
      .number({ error: () => t`value must be a number` })
      .min(0, { error: () => t`value must be 0 or more` })
      .max(MAX_VITAL_MS, { error: () => t`value must be at most ${MAX_VITAL_MS} (milliseconds)` }),
    rating: z.enum(VITAL_RATINGS, { error: () => t`rating must be "good", "needs-improvement" or "poor"` }),
    // web-vitals' ids look like "v6-1700000000000-8471823642031".
    id: z
      .string({ error: () => t`id is required` })
      .regex(/^[A-Za-z0-9._-]{1,64}$/, { error: () => t`id must be web-vitals' metric id (letters, digits, dots and dashes, at most 64)` }),
    navigationType: z.enum(NAVIGATION_TYPES, { error: () => t`navigationType must be one of ${NAVIGATION_TYPES.join(", ")}` }),
  })
  .refine((m) => m.name !== "CLS" || m.value <= MAX_CLS, {
    error: () => t`a CLS value is a layout shift score, at most ${MAX_CLS}`,
    path: ["value"],
  });

export const vitalsBeaconSchema = z.object({
  // The page's path only: a query string or fragment can hold a token (an email link's), and is never stored.
  path: z
    .string({ error: () => t`path is required` })
    .max(MAX_VITALS_PATH, { error: () => t`path must be at most ${MAX_VITALS_PATH} characters` })
    .refine((p) => !/[?#]/.test(p), { error: () => t`path must be the page's path without its query string or fragment` })
    .refine((p) => /^\/[\x21-\x7e]*$/.test(p), { error: () => t`path must start with / and hold no spaces or control characters` }),
  /** Whether a service worker controlled the page (a returning visit served from its cache). */
  controlled: z.boolean({ error: () => t`controlled must be true or false` }),
  metrics: z
    .array(metric, { error: () => t`metrics must be a list` })
    .min(1, { error: () => t`metrics must hold at least one metric` })
    .max(MAX_VITALS_PER_BEACON, { error: () => t`metrics must hold at most ${MAX_VITALS_PER_BEACON}` }),
});

export type VitalsBeacon = z.infer<typeof vitalsBeaconSchema>;
export type VitalMetric = VitalsBeacon["metrics"][number];
