// Admins for the e2e tests: a person signed up and signed in in the browser, and made a developer as
// an operator would (`npm run make-admin`), and other people signed up through the API for them to
// look after.
import { execFileSync } from "node:child_process";
import { expect, type APIRequestContext, type Page } from "./fixtures";
import { ownNetwork, signUp, uniqueEmail } from "./helpers";
import { passToken } from "./turnstile";

/** `npm run make-admin` against the e2e server's local database. */
export function makeAdmin(email: string) {
  execFileSync(process.execPath, ["scripts/make-admin.mjs", email], {
    env: { ...process.env, NUDGE_STATE_DIR: ".state/e2e" },
    stdio: "pipe",
  });
}

/** A new developer signed in on `page`, looking at the admin console; answers their API headers. */
export async function signUpAdmin(page: Page) {
  const email = uniqueEmail("admin");
  await signUp(page, "Alex Admin", email, "correct horse");
  makeAdmin(email);
  await page.goto("/admin");
  await expect(page.getByRole("heading", { name: "Admin Dashboard" })).toBeVisible();
  const token = await page.evaluate(() => localStorage.getItem("auth_token"));
  return { Authorization: `Bearer ${token}` };
}

/** Another person, signed up through the API; answers their API headers and id. */
export async function signUpByApi(request: APIRequestContext, name: string) {
  const res = await request.post("/api/auth/signup", {
    data: { name, email: uniqueEmail("person"), password: "secret-pass", confirmPassword: "secret-pass", turnstileToken: passToken() },
    headers: ownNetwork(),
  });
  expect(res.status()).toBe(201);
  const { token, id } = await res.json();
  return { headers: { Authorization: `Bearer ${token}` }, id: id as number };
}
