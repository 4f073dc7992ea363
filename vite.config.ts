import { cloudflare } from "@cloudflare/vite-plugin";
import tailwindcss from "@tailwindcss/vite";
import basicSsl from "@vitejs/plugin-basic-ssl";
import react from "@vitejs/plugin-react";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";
import { previewCompression } from "./scripts/preview-compression.ts";
import { prerenderLanding } from "./scripts/prerender.ts";
import { previewErrors } from "./scripts/preview-errors.ts";
import { previewKeepAlive } from "./scripts/preview-keep-alive.ts";
import { serviceWorker } from "./service-worker/vite-plugin.ts";
import { tanstackRouter } from "@tanstack/router-plugin/vite";
import { linguiPlugins } from "./scripts/lingui-plugins.ts";

// NUDGE_STATE_DIR lets e2e tests and the benchmark run on a fresh local D1 of their own
// instead of the developer's .wrangler/state.
const stateDir = process.env.NUDGE_STATE_DIR;
// NUDGE_VARS (JSON) overrides [vars] for a local run only, e.g. the benchmark allowing its
// loopback push service as an endpoint host. Never set for a deploy build.
const varOverrides = process.env.NUDGE_VARS ? (JSON.parse(process.env.NUDGE_VARS) as Record<string, string>) : undefined;
// NUDGE_HTTPS=1 serves over TLS with a generated, untrusted certificate, and so over HTTP/2 as
// Cloudflare serves a deploy: `npm run lighthouse` measures that way (docs/client-loading.md).
const https = process.env.NUDGE_HTTPS === "1";
// wrangler.toml's APP_URL is the local default, http://localhost:8787; served on another PORT (or
// over TLS), the app's emailed links and calendar-feed address must lead where it answers. A
// deploy sets its own origin there, which this leaves alone.
const LOCAL_APP_URL = "http://localhost:8787";
const localAppUrl = (vars: Record<string, unknown> | undefined): Record<string, string> =>
  vars?.APP_URL === LOCAL_APP_URL ? { APP_URL: `${https ? "https" : "http"}://localhost:${process.env.PORT ?? 8787}` } : {};

export default defineConfig({
  plugins: [
    // Before react(): it writes the route tree from src/routes/ and splits each page into its own
    // chunk (tsr.config.json).
    tanstackRouter(),
    ...linguiPlugins(),
    react(),
    tailwindcss(),
    cloudflare({
      persistState: stateDir ? { path: stateDir } : true,
      config: (worker) => ({ vars: { ...worker.vars, ...localAppUrl(worker.vars), ...varOverrides } }),
    }),
    prerenderLanding(),
    serviceWorker(),
    previewCompression(),
    previewErrors(),
    previewKeepAlive(),
    https && basicSsl(),
  ],
  resolve: {
    alias: {
      "@": fileURLToPath(new URL("./src", import.meta.url)),
      "@contracts": fileURLToPath(new URL("./worker/contracts", import.meta.url)),
    },
  },
  // dist/client/.vite/manifest.json: which built files each source file needs (`npm run size`
  // reads it); public/.assetsignore keeps it out of a deploy.
  environments: { client: { build: { manifest: true } } },
  server: { port: Number(process.env.PORT ?? 5173) },
  // cors: false — the preview server answers like the deployed Worker: no CORS for any origin.
  preview: { port: Number(process.env.PORT ?? 8787), strictPort: true, cors: false },
});
