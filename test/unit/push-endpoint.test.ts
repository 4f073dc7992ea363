import { describe, expect, it } from "vitest";
import { isAllowedEndpoint } from "../../worker/delivery/push-endpoint";

const production = { PUSH_ENDPOINT_HOSTS: "fcm.googleapis.com,updates.push.services.mozilla.com,web.push.apple.com,notify.windows.com" };
const local = { PUSH_ENDPOINT_HOSTS: "fcm.googleapis.com,127.0.0.1" };

describe("push endpoints", () => {
  it("takes an https push service on the list, on the default port", () => {
    for (const endpoint of [
      "https://fcm.googleapis.com/fcm/send/a",
      "https://fcm.googleapis.com:443/fcm/send/a",
      "https://fcm.googleapis.com:0443/fcm/send/a",
      "https://wns2-by3p.notify.windows.com/w/?token=a",
    ]) {
      expect(isAllowedEndpoint(production, endpoint), endpoint).toBe(true);
    }
  });

  // A push service's name on another port is another server on that machine.
  it.each(["https://fcm.googleapis.com:22/", "https://fcm.googleapis.com:80/fcm/send/a", "https://web.push.apple.com:8443/a"])(
    "refuses %s",
    (endpoint) => {
      expect(isAllowedEndpoint(production, endpoint)).toBe(false);
    },
  );

  it("refuses what was refused before: http, other hosts, credentials, not a URL", () => {
    for (const endpoint of [
      "http://fcm.googleapis.com/a",
      "https://evil.example/a",
      "https://fcm.googleapis.com.evil.example/a",
      "https://u:p@fcm.googleapis.com/a",
      "nope",
    ]) {
      expect(isAllowedEndpoint(production, endpoint), endpoint).toBe(false);
    }
  });

  it("lets a local push service listed by its loopback address use its own port, and nothing else", () => {
    expect(isAllowedEndpoint(local, "https://127.0.0.1:8443/push/1")).toBe(true);
    expect(isAllowedEndpoint(local, "https://fcm.googleapis.com:8443/push/1")).toBe(false);
    expect(isAllowedEndpoint(production, "https://127.0.0.1:8443/push/1")).toBe(false);
    expect(isAllowedEndpoint({ PUSH_ENDPOINT_HOSTS: "fcm.googleapis.com,localhost" }, "https://localhost:8443/push/1")).toBe(true);
    expect(isAllowedEndpoint({ PUSH_ENDPOINT_HOSTS: "push.example.com" }, "https://push.example.com:8443/push/1")).toBe(false);
  });
});
