import { describe, expect, it } from "vitest";
import staticHeaders from "../../public/_headers?raw";
import { SECURITY_HEADERS } from "../../worker/http/security-headers";
import { api, signUp } from "./helpers";

function expectSecurityHeaders(headers: Headers) {
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) expect(headers.get(name), name).toBe(value);
}

/** The header lines of one path block of public/_headers. */
function staticBlock(path: string) {
  const lines = staticHeaders.split("\n");
  const start = lines.indexOf(path);
  expect(start, `${path} block in public/_headers`).toBeGreaterThanOrEqual(0);
  const block: Record<string, string> = {};
  for (const line of lines.slice(start + 1)) {
    if (!line.startsWith("  ")) break;
    const colon = line.indexOf(":");
    block[line.slice(0, colon).trim()] = line.slice(colon + 1).trim();
  }
  return block;
}

describe("security headers", () => {
  it("are on every kind of API response: success, 401, 400, 404 and 413", async () => {
    const { token } = await signUp();
    const responses = [
      await api("/api/health"),
      await api("/api/reminders"),
      await api("/api/reminder", { token, body: { targetName: "" } }),
      await api("/api/no-such-route"),
      await api("/api/auth/signin", { rawBody: "x".repeat(300 * 1024) }),
    ];
    expect(responses.map((r) => r.status)).toEqual([200, 401, 400, 404, 413]);
    for (const res of responses) expectSecurityHeaders(res.headers);
  });

  it("form a strict policy: no inline or eval'd script, nothing embedded, HSTS for at least a year", () => {
    const csp = Object.fromEntries(
      SECURITY_HEADERS["Content-Security-Policy"]!.split("; ").map((d) => [d.split(" ")[0], d.split(" ").slice(1)]),
    );
    // Our own scripts, and Cloudflare's Turnstile (script and frame) for the check on sign-up.
    expect(csp["script-src"]).toEqual(["'self'", "https://challenges.cloudflare.com"]);
    expect(csp["frame-src"]).toEqual(["https://challenges.cloudflare.com"]);
    expect(csp["default-src"]).toEqual(["'self'"]);
    expect(csp["object-src"]).toEqual(["'none'"]);
    expect(csp["base-uri"]).toEqual(["'none'"]);
    expect(csp["frame-ancestors"]).toEqual(["'none'"]);
    const maxAge = Number(/max-age=(\d+)/.exec(SECURITY_HEADERS["Strict-Transport-Security"]!)?.[1]);
    expect(maxAge).toBeGreaterThanOrEqual(365 * 24 * 3600);
    expect(SECURITY_HEADERS["X-Content-Type-Options"]).toBe("nosniff");
    expect(SECURITY_HEADERS["Referrer-Policy"]).toBeTruthy();
    expect(SECURITY_HEADERS["Permissions-Policy"]).toContain("camera=()");
  });

  it("are the same for static assets (public/_headers), and /sw.js is never served from cache", () => {
    expect(staticBlock("/*")).toEqual(SECURITY_HEADERS);
    expect(staticBlock("/sw.js")).toEqual({ "Cache-Control": "no-cache" });
  });
});

describe("cross-origin requests", () => {
  it("get no CORS grant: the API is same-origin only", async () => {
    const { token } = await signUp();
    const read = await api("/api/auth/me", { token, headers: { Origin: "https://evil.example" } });
    expect(read.headers.get("Access-Control-Allow-Origin")).toBeNull();
    expect(read.headers.get("Access-Control-Allow-Credentials")).toBeNull();
    const preflight = await api("/api/reminder", {
      method: "OPTIONS",
      headers: {
        Origin: "https://evil.example",
        "Access-Control-Request-Method": "POST",
        "Access-Control-Request-Headers": "authorization,content-type",
      },
    });
    expect(preflight.headers.get("Access-Control-Allow-Origin")).toBeNull();
    expect(preflight.headers.get("Access-Control-Allow-Headers")).toBeNull();
    expect(preflight.status).toBeGreaterThanOrEqual(400);
  });
});
