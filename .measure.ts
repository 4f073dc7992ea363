// Quick: the bench's client measure for / and /dashboard on the current build.
import { freshState, startApp, json } from "./bench/app.ts";
import { measureClient } from "./bench/client.ts";
const port = 8871;
const stateDir = ".state/measure-wtc";
await freshState(stateDir);
const app = await startApp(port, stateDir, {});
try {
  const res = await fetch(`${app.url}/api/auth/signup`, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ name: "Mia", email: `m${Date.now()}@x.test`, password: "secret-pass", confirmPassword: "secret-pass" }) });
  const { token, id } = await res.json();
  const out = await measureClient(app.url, [{ path: "/", shows: "Never let relationships fade away" }, { path: "/dashboard", shows: "Stay Connected", account: { id, token } }]);
  console.log(JSON.stringify(out));
} finally { app.stop(); }
