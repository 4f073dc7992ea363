// service-worker/beacons.js: the production worker carries the Web Vitals beacon to the network itself.
import { describe, expect, it, vi } from "vitest";
import { carryBeacons } from "../../service-worker/beacons.js";

function worker(fetch: (request: Request) => Promise<Response>) {
  let listener: ((event: unknown) => void) | undefined;
  carryBeacons({ fetch, addEventListener: (_type: string, fn: (event: unknown) => void) => (listener = fn) });
  /** What the worker answered with for this request, or null when it left it to the browser. */
  return (request: Request) => {
    let answer: Promise<Response> | null = null;
    listener!({ request, respondWith: (p: Promise<Response>) => (answer = p) });
    return answer as Promise<Response> | null;
  };
}

const beacon = () => new Request("https://nudge.example/api/vitals", { method: "POST", body: '{"path":"/"}' });

describe("the service worker and the vitals beacon", () => {
  it("answers the beacon with its own trip to the network", async () => {
    const fetch = vi.fn(async () => new Response(null, { status: 204 }));
    const request = beacon();
    const answer = worker(fetch)(request);
    expect((await answer)!.status).toBe(204);
    expect(fetch).toHaveBeenCalledWith(request);
  });

  it("offline, the beacon fails as a network error, never an unhandled rejection", async () => {
    const answer = worker(async () => Promise.reject(new TypeError("Failed to fetch")))(beacon());
    expect((await answer)!.type).toBe("error");
  });

  it("leaves every other request alone (the app's files, the other API calls)", () => {
    const fetch = vi.fn();
    const fire = worker(fetch);
    expect(fire(new Request("https://nudge.example/api/vitals"))).toBeNull();
    expect(fire(new Request("https://nudge.example/api/reminder", { method: "POST", body: "{}" }))).toBeNull();
    expect(fire(new Request("https://nudge.example/assets/index.js"))).toBeNull();
    expect(fetch).not.toHaveBeenCalled();
  });
});
