// Cloudflare Turnstile in the e2e run: on, as in production. The app checks tokens at the local
// siteverify stand-in (test/support/turnstile-server.ts, started by services-setup.ts), and each
// browser context gets a stand-in for Cloudflare's widget script (Cloudflare can't be reached
// here): it renders a small box and, like a person passing the managed check, answers a token.
import type { BrowserContext } from "@playwright/test";

export const TURNSTILE_PORT = Number(process.env.E2E_TURNSTILE_PORT ?? 8794);
export const TURNSTILE_SECRET = "e2e-turnstile-secret";
/** The app's settings that turn Turnstile on against the stand-in. */
export const turnstileVars = {
  TURNSTILE_SITE_KEY: "0x4AAAAAAAe2esitekey",
  TURNSTILE_SECRET_KEY: TURNSTILE_SECRET,
  TURNSTILE_VERIFY_URL: `http://127.0.0.1:${TURNSTILE_PORT}/siteverify`,
};

let tokens = 0;
/** A token the stand-in accepts once, for a request made without the browser (page.request). */
export const passToken = () => `pass-api-${Date.now().toString(36)}-${++tokens}`;

// The widget script's stand-in: the same global API (render/reset/remove/getResponse), the same
// onload callback from the script's query string, and a token after a short "check". A test that
// wants to look at the check first sets window.__turnstileHold, then calls window.__turnstilePass().
const WIDGET = `(() => {
  const onload = new URL(document.currentScript.src).searchParams.get("onload");
  let widgets = 0;
  const responses = {};
  window.turnstile = {
    render(container, params) {
      const el = typeof container === "string" ? document.querySelector(container) : container;
      const id = "stand-in-" + ++widgets;
      const box = document.createElement("div");
      box.textContent = "Verifying…";
      box.setAttribute("data-turnstile-stand-in", id);
      box.style.cssText = "height:65px;display:flex;align-items:center;padding:0 16px;border:1px solid #8884;border-radius:6px;font:14px system-ui";
      el.appendChild(box);
      const pass = () => {
        const token = "pass-" + Date.now().toString(36) + "-" + Math.random().toString(36).slice(2);
        responses[id] = token;
        box.textContent = "Success! (Turnstile stand-in)";
        params.callback && params.callback(token);
      };
      if (window.__turnstileHold) window.__turnstilePass = pass;
      else setTimeout(pass, 150);
      return id;
    },
    reset(id) { delete responses[id]; },
    remove(id) { document.querySelector('[data-turnstile-stand-in="' + id + '"]')?.remove(); },
    getResponse(id) { return responses[id]; },
    isExpired() { return false; },
    ready(cb) { cb(); },
    execute() {},
  };
  if (onload && window[onload]) window[onload]();
})();`;

export async function routeTurnstile(context: BrowserContext) {
  await context.route("https://challenges.cloudflare.com/turnstile/**", (route) =>
    route.fulfill({ contentType: "text/javascript", body: WIDGET }),
  );
}
