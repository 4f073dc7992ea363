// Offline as a person meets it, for the e2e tests of the installed, offline app: an account whose
// page the service worker controls, the network switched off, the saved copy and queue.
import { expect, type APIRequestContext, type Page } from "./fixtures";
import { addDays } from "../../src/lib/local-time";
import { signUp, uniqueEmail } from "./helpers";

export const tokenOf = (page: Page) => page.evaluate(() => localStorage.getItem("auth_token")!);

export async function nudgesOnServer(request: APIRequestContext, token: string) {
  const res = await request.get("/api/reminders", { headers: { Authorization: `Bearer ${token}` } });
  expect(res.ok()).toBe(true);
  return (await res.json()) as { targetName: string }[];
}

export async function createOnServer(request: APIRequestContext, token: string, targetName: string) {
  const userId = ((await (await request.get("/api/auth/me", { headers: { Authorization: `Bearer ${token}` } })).json()) as { id: number })
    .id;
  const res = await request.post("/api/reminder", {
    headers: { Authorization: `Bearer ${token}` },
    data: { userId, targetName, message: "Say hi", remindAt: addDays(new Date(), 2).toISOString() },
  });
  expect(res.ok()).toBe(true);
}

/** Signs up and waits until the service worker controls the page (it precaches the shell first). */
export async function signUpWithServiceWorker(page: Page, name: string) {
  await signUp(page, name, uniqueEmail("pwa"), "correct horse");
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.reload();
  await expect(page.getByRole("heading", { name: "Stay Connected" })).toBeVisible();
  expect(await page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
}

/** Signs up with the service worker in control and schedules a nudge on the server, then reloads until the dashboard lists it; answers the session token. */
export async function signUpWithNudgeListed(page: Page, request: APIRequestContext, name: string, targetName: string) {
  await signUpWithServiceWorker(page, name);
  const token = await tokenOf(page);
  await createOnServer(request, token, targetName);
  await page.reload();
  await expect(pending(page, targetName)).toBeVisible();
  return token;
}

/** Offline the way DevTools does it: Playwright's setOffline is CDP network emulation (Network.emulateNetworkConditions). */
export async function setOffline(page: Page, offline: boolean) {
  await page.context().setOffline(offline);
}

export async function savedOffline(page: Page, text: string) {
  await expect.poll(() => page.evaluate(() => localStorage.getItem("nudge-offline-cache") ?? "")).toContain(text);
}

export const pending = (page: Page, text: string) => {
  const panel = page.getByRole("tabpanel");
  return panel.getByRole("row").or(panel.getByRole("listitem")).filter({ hasText: text });
};

/** At 360 px, the narrowest phone the app fits, nothing scrolls sideways; then back to the project's width. */
export async function fitsAt360(page: Page) {
  const viewport = page.viewportSize()!;
  await page.setViewportSize({ width: 360, height: viewport.height });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await page.setViewportSize(viewport);
}
