// `npm start` serves the build through `vite preview`, which sends every file uncompressed.
// Cloudflare compresses (gzip/brotli) in production, so compress here too: what a browser,
// Lighthouse or the e2e tests download locally then matches a deploy.
import compression from "compression";
import type { Connect, Plugin } from "vite";

export function previewCompression(): Plugin {
  return {
    name: "nudge-preview-compression",
    // Before the Cloudflare plugin's middleware, so its responses pass through this one.
    enforce: "pre",
    configurePreviewServer(server) {
      // compression is typed for Express; connect hands it the same Node request and response.
      server.middlewares.use(compression() as unknown as Connect.NextHandleFunction);
    },
  };
}
