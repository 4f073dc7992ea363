import type { VitalMetric } from "@contracts/vitals";
import { vitalsBeaconSchema } from "@contracts/vitals";
import type { MetricType } from "web-vitals";
import { afterEach, describe, expect, it, vi } from "vitest";
import { beaconsFor, send, toVital, VITALS_ENDPOINT } from "./vitals";

const lcp: VitalMetric = { name: "LCP", value: 1834.2, rating: "good", id: "v6-1700000000000-8471823642031", navigationType: "navigate" };
const metric = (n: number): VitalMetric => ({ ...lcp, id: `v6-1700000000000-${1000000000000 + n}` });

afterEach(() => vi.unstubAllGlobals());

describe("beaconsFor", () => {
  it("sends the path without its query string or fragment, which can hold an email link's token", () => {
    expect(beaconsFor([lcp], "/verify-email?token=secret", false)).toEqual([{ path: "/verify-email", controlled: false, metrics: [lcp] }]);
    expect(beaconsFor([lcp], "/dashboard#tab", true)[0]!.path).toBe("/dashboard");
  });

  it("cuts a long path to the length the server takes", () => {
    expect(beaconsFor([lcp], `/${"a".repeat(200)}`, false)[0]!.path).toHaveLength(96);
  });

  it("splits many metrics into beacons the server takes, and leaves out figures it would refuse", () => {
    const many = Array.from({ length: 13 }, (_, n) => metric(n));
    const odd = [
      { ...lcp, value: -1 },
      { ...lcp, value: Number.NaN },
      { ...lcp, value: 3_600_001 },
      { ...lcp, name: "CLS" as const, value: 101 },
    ];
    const beacons = beaconsFor([...many, ...odd], "/", false);
    expect(beacons.map((b) => b.metrics.length)).toEqual([10, 3]);
    for (const beacon of beacons) expect(vitalsBeaconSchema.safeParse(JSON.parse(JSON.stringify(beacon))).success).toBe(true);
    expect(beaconsFor(odd, "/", false)).toEqual([]);
  });
});

describe("toVital", () => {
  it("keeps web-vitals' figures, not the performance entries behind them", () => {
    const reported = { ...lcp, delta: 1834.2, entries: [{}], navigationId: 1 } as unknown as MetricType;
    expect(toVital(reported)).toEqual(lcp);
  });
});

describe("send", () => {
  const body = JSON.stringify(beaconsFor([lcp], "/", false)[0]);

  it("uses navigator.sendBeacon when it takes the beacon", () => {
    const sendBeacon = vi.fn(() => true);
    const fetch = vi.fn(() => Promise.resolve(new Response(null, { status: 204 })));
    vi.stubGlobal("navigator", { sendBeacon });
    vi.stubGlobal("fetch", fetch);
    send(body);
    expect(sendBeacon).toHaveBeenCalledWith(VITALS_ENDPOINT, body);
    expect(fetch).not.toHaveBeenCalled();
  });

  it.each([
    ["refuses it (its queue is full)", { sendBeacon: () => false }],
    ["is missing", {}],
    [
      "throws",
      {
        sendBeacon: () => {
          throw new TypeError("Illegal invocation");
        },
      },
    ],
  ])("falls back to a keepalive fetch when sendBeacon %s", (_, navigator) => {
    const fetch = vi.fn(() => Promise.resolve(new Response(null, { status: 204 })));
    vi.stubGlobal("navigator", navigator);
    vi.stubGlobal("fetch", fetch);
    send(body);
    expect(fetch).toHaveBeenCalledWith(VITALS_ENDPOINT, { method: "POST", body, keepalive: true });
  });

  it("never throws offline: a failing fetch is swallowed", async () => {
    const failing = Promise.reject(new TypeError("Failed to fetch"));
    vi.stubGlobal("navigator", { sendBeacon: () => false });
    vi.stubGlobal("fetch", () => failing);
    expect(() => send(body)).not.toThrow();
    await failing.catch(() => undefined);
  });
});
