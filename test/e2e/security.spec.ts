import { expect, test, type Page } from "./fixtures";
import { openLanding, signUp, signUpThroughUi, uniqueEmail } from "./helpers";

/** Everything the browser reports as a CSP violation, from the page's event and the console. */
function watchForViolations(page: Page) {
  const violations: string[] = [];
  page.on("console", (msg) => {
    if (/Content Security Policy|Refused to (load|execute|apply|connect|frame)/i.test(msg.text())) violations.push(msg.text());
  });
  page.on("pageerror", (err) => violations.push(`page error: ${err.message}`));
  return violations;
}

test("the app works under its CSP: landing, login, sign-up and dashboard raise no violation", async ({ page }) => {
  const violations = watchForViolations(page);
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (e) =>
      console.error(`Content Security Policy violation: ${e.violatedDirective} ${e.blockedURI}`),
    );
  });
  await openLanding(page);
  await expect(page.getByText("Never let relationships fade away").first()).toBeVisible();
  await page.goto("/login");
  await expect(page.getByRole("heading", { name: "Welcome Back" })).toBeVisible();
  await signUpThroughUi(page, "Csp Checker", uniqueEmail("csp"), "correct horse");
  await expect(page.getByText("Welcome back, Csp Checker")).toBeVisible();
  // A dialog (Radix injects its scroll-lock style) and a tab switch, then a reload from cache.
  await page.getByRole("tab", { name: "Contacts" }).click();
  await page.getByRole("button", { name: "Add Contact" }).click();
  await expect(page.getByRole("dialog")).toBeVisible();
  await page.keyboard.press("Escape");
  await page.reload();
  await expect(page.getByText("Welcome back, Csp Checker")).toBeVisible();
  expect(violations).toEqual([]);
});

test("pages, assets, the service worker and the API all carry the security headers", async ({ request }) => {
  const html = await request.get("/");
  const page = await html.text();
  // No inline script anywhere in the shipped HTML: every <script> has a src.
  expect(page.match(/<script(?![^>]*\bsrc=)[^>]*>/g) ?? []).toEqual([]);
  const asset = /src="(\/assets\/[^"]+\.js)"/.exec(page)?.[1];
  expect(asset).toBeTruthy();

  for (const path of ["/", "/dashboard", "/first-screen.js", asset!, "/sw.js", "/api/health", "/api/auth/me"]) {
    const res = await request.get(path, { headers: { Origin: "https://evil.example" } });
    const headers = res.headers();
    // Our own scripts, and Cloudflare's Turnstile only (the check on sign-up): no inline or eval'd script.
    expect(headers["content-security-policy"], path).toContain("script-src 'self' https://challenges.cloudflare.com;");
    expect(headers["content-security-policy"], path).toContain("object-src 'none'");
    expect(headers["content-security-policy"], path).toContain("frame-ancestors 'none'");
    expect(headers["strict-transport-security"], path).toMatch(/max-age=(3153600\d|[4-9]\d{7}|\d{9,})/);
    expect(headers["x-content-type-options"], path).toBe("nosniff");
    expect(headers["referrer-policy"], path).toBeTruthy();
    expect(headers["permissions-policy"], path).toBeTruthy();
    expect(headers["access-control-allow-origin"], path).toBeUndefined();
  }
  expect((await request.get("/sw.js")).headers()["cache-control"]).toBe("no-cache");
  // The headers file configures the asset server; it is not itself served.
  expect(await (await request.get("/_headers")).text()).not.toContain("Content-Security-Policy:");
});

// Browsers read "/\evil.example" as "//evil.example": a Continue link there would leave the site.
test("signed in, a ?next= that leads to another site continues to the dashboard instead", async ({ page }) => {
  await signUp(page, "Ana Souza", uniqueEmail(), "correct horse");
  for (const next of ["%2F%5Cevil.example", "%2F%09%2Fevil.example", "%2F%2Fevil.example"]) {
    await page.goto(`/login?next=${next}`);
    await expect(page.getByRole("link", { name: "Continue to Dashboard" })).toHaveAttribute("href", "/dashboard");
    await expect(page.locator('a[href*="evil.example"]')).toHaveCount(0);
  }
});
