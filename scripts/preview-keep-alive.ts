// `vite preview` serves with Node's default keep-alive of 5 s: an idle connection is closed after
// it, and a client that sends its next request on it at that moment gets the connection reset
// with no answer (no client retries a POST). A test pausing for a few seconds (a script run
// between two requests) met exactly that. Cloudflare's edge keeps an idle connection far longer;
// so does this server, longer than a test ever pauses. headersTimeout must exceed it (Node's rule).
import type { Plugin } from "vite";

const KEEP_ALIVE_MS = 65_000;

export function previewKeepAlive(): Plugin {
  return {
    name: "nudge-preview-keep-alive",
    configurePreviewServer(server) {
      const http = server.httpServer as { keepAliveTimeout?: number; headersTimeout?: number } | null;
      if (!http) return;
      http.keepAliveTimeout = KEEP_ALIVE_MS;
      http.headersTimeout = KEEP_ALIVE_MS + 1_000;
    },
  };
}
