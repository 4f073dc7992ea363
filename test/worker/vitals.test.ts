// POST /api/vitals: the beacon the page sends (src/lib/vitals.ts) as navigator.sendBeacon sends it,
// a string body with Content-Type text/plain;charset=UTF-8.
import { env, exports } from "cloudflare:workers";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createApp } from "../../worker/app";
import { uniqueIp } from "./helpers";

const beacon = {
  path: "/dashboard",
  controlled: true,
  metrics: [
    { name: "LCP", value: 1834.2, rating: "good", id: "v6-1700000000000-8471823642031", navigationType: "navigate" },
    { name: "CLS", value: 0.03, rating: "good", id: "v6-1700000000000-8471823642032", navigationType: "navigate" },
    { name: "INP", value: 312, rating: "needs-improvement", id: "v6-1700000000000-8471823642033", navigationType: "navigate" },
  ],
};

/** As the browser sends it: text/plain, from one address. */
const send = (body: unknown, ip = uniqueIp(), contentType = "text/plain;charset=UTF-8") =>
  exports.default.fetch("http://localhost/api/vitals", {
    method: "POST",
    headers: { "Content-Type": contentType, "CF-Connecting-IP": ip },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });

// wrangler.toml declares the dataset (miniflare's stand-in keeps no data, but its writes can be
// watched); typed as optional, as the route has it, so these tests hold without the declaration.
const dataset = (env as { VITALS?: AnalyticsEngineDataset }).VITALS;
/** Whatever the route records a metric with: the dataset's writes, or without it the log. */
const recording = () => (dataset ? vi.spyOn(dataset, "writeDataPoint") : vi.spyOn(console, "log").mockImplementation(() => {}));

const refusal = async (res: Response) => ({ status: res.status, message: ((await res.json()) as { message: string }).message });

afterEach(() => vi.restoreAllMocks());

describe("POST /api/vitals", () => {
  it.skipIf(!dataset)("takes a beacon's text/plain JSON and writes one Analytics Engine data point per metric", async () => {
    const written = vi.spyOn(dataset!, "writeDataPoint");
    const res = await send(beacon);
    expect(res.status).toBe(204);
    expect(await res.text()).toBe("");
    expect(written.mock.calls.map(([point]) => point)).toEqual([
      {
        indexes: ["/dashboard"],
        blobs: ["LCP", "/dashboard", "good", "navigate", "service-worker", "v6-1700000000000-8471823642031"],
        doubles: [1834.2],
      },
      {
        indexes: ["/dashboard"],
        blobs: ["CLS", "/dashboard", "good", "navigate", "service-worker", "v6-1700000000000-8471823642032"],
        doubles: [0.03],
      },
      {
        indexes: ["/dashboard"],
        blobs: ["INP", "/dashboard", "needs-improvement", "navigate", "service-worker", "v6-1700000000000-8471823642033"],
        doubles: [312],
      },
    ]);
  });

  it("takes the same body sent as application/json", async () => {
    const written = recording();
    expect((await send(beacon, uniqueIp(), "application/json")).status).toBe(204);
    expect(written).toHaveBeenCalledTimes(3);
  });

  it("without the binding, logs one JSON line per metric instead", async () => {
    const logged = vi.spyOn(console, "log").mockImplementation(() => {});
    const withoutBinding = { ...env };
    delete (withoutBinding as { VITALS?: unknown }).VITALS;
    const res = await createApp().fetch(
      new Request("http://localhost/api/vitals", {
        method: "POST",
        headers: { "Content-Type": "text/plain;charset=UTF-8", "CF-Connecting-IP": uniqueIp() },
        body: JSON.stringify({ ...beacon, controlled: false, metrics: beacon.metrics.slice(0, 1) }),
      }),
      withoutBinding,
    );
    expect(res.status).toBe(204);
    expect(logged).toHaveBeenCalledTimes(1);
    expect(JSON.parse(logged.mock.calls[0]![0] as string)).toEqual({
      event: "web-vital",
      name: "LCP",
      value: 1834.2,
      rating: "good",
      id: "v6-1700000000000-8471823642031",
      navigationType: "navigate",
      path: "/dashboard",
      controlled: false,
    });
  });

  it("refuses a path with its query string or fragment: they can hold an email link's token", async () => {
    const written = recording();
    for (const path of ["/verify-email?token=abc", "/dashboard#contact", "/reset-password?"]) {
      expect(await refusal(await send({ ...beacon, path }))).toEqual({
        status: 400,
        message: "path must be the page's path without its query string or fragment",
      });
    }
    expect(written).not.toHaveBeenCalled();
  });

  it.each([
    ["not JSON at all", "LCP=1834", "Request body must be JSON"],
    ["no body", "", "Request body must be JSON"],
    ["a list instead of the beacon", [beacon], "Request body must be a JSON object"],
    ["an unknown metric", { ...beacon, metrics: [{ ...beacon.metrics[0], name: "FID" }] }, "name must be one of LCP, INP, CLS, FCP, TTFB"],
    ["a negative value", { ...beacon, metrics: [{ ...beacon.metrics[0], value: -1 }] }, "value must be 0 or more"],
    [
      "a value past an hour",
      { ...beacon, metrics: [{ ...beacon.metrics[0], value: 3_600_001 }] },
      "value must be at most 3600000 (milliseconds)",
    ],
    ["a value as text", { ...beacon, metrics: [{ ...beacon.metrics[0], value: "1834" }] }, "value must be a number"],
    [
      "a CLS past any page's",
      { ...beacon, metrics: [{ ...beacon.metrics[1], value: 101 }] },
      "a CLS value is a layout shift score, at most 100",
    ],
    [
      "an unknown rating",
      { ...beacon, metrics: [{ ...beacon.metrics[0], rating: "great" }] },
      'rating must be "good", "needs-improvement" or "poor"',
    ],
    ["no metrics", { ...beacon, metrics: [] }, "metrics must hold at least one metric"],
    ["too many metrics", { ...beacon, metrics: Array(11).fill(beacon.metrics[0]) }, "metrics must hold at most 10"],
    [
      "a full address",
      { ...beacon, path: "https://nudge.app/dashboard" },
      "path must start with / and hold no spaces or control characters",
    ],
    ["no controlled flag", { path: beacon.path, metrics: beacon.metrics }, "controlled must be true or false"],
  ])("refuses %s with a 400 saying what is wrong", async (_, body, message) => {
    expect(await refusal(await send(body))).toEqual({ status: 400, message });
  });

  it("limits each address, so it cannot be used to flood the dataset", { timeout: 60_000 }, async () => {
    recording();
    const ip = uniqueIp();
    const statuses = await Promise.all(Array.from({ length: 125 }, () => send(beacon, ip).then((r) => r.status)));
    expect(statuses.filter((s) => s === 204)).toHaveLength(120);
    const refused = await send(beacon, ip);
    expect(refused.status).toBe(429);
    expect(refused.headers.get("Retry-After")).toMatch(/^\d+$/);
    expect((await refused.json()) as object).toEqual({
      message: expect.stringMatching(/^Too many measurements from your network\. Please wait \d+ minutes? and try again\.$/),
    });
    // Another address is not affected.
    expect((await send(beacon)).status).toBe(204);
  });
});
