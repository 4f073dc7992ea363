// `npm start`'s server (vite preview) in front of workerd: when a request fails inside it (the
// Cloudflare plugin's proxy losing its connection to workerd), the answer is a plain JSON 502,
// never connect's default 500 page with a stack trace and file paths. A real preview server,
// with a middleware that fails the way the proxy did.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, expect, it, vi } from "vitest";
import { preview, type Plugin, type PreviewServer } from "vite";
import { previewErrors } from "../../scripts/preview-errors";

const root = mkdtempSync(join(tmpdir(), "nudge-preview-errors-"));
const servers: PreviewServer[] = [];
afterAll(async () => {
  await Promise.all(servers.map((server) => server.close()));
  rmSync(root, { recursive: true, force: true });
});

// What the proxy passed on when workerd had closed the connection (undici's error, with its frames).
const proxyFailure: Plugin = {
  name: "failing-proxy",
  configurePreviewServer(server) {
    server.middlewares.use((_req, _res, next) => {
      const error = new TypeError("fetch failed");
      error.stack = `TypeError: fetch failed\n    at Object.processResponse (${process.cwd()}/node_modules/miniflare/node_modules/undici/lib/web/fetch/index.js:237:16)`;
      next(error);
    });
  },
};

async function answerOf(plugins: Plugin[]) {
  const server = await preview({
    configFile: false,
    root,
    logLevel: "silent",
    build: { outDir: root },
    preview: { port: 0, host: "127.0.0.1" },
    plugins,
  });
  servers.push(server);
  const res = await fetch(new URL("/api/reminder", server.resolvedUrls!.local[0]), { method: "POST", body: "{}" });
  return { status: res.status, type: res.headers.get("content-type"), text: await res.text() };
}

it("without it, vite preview answers a failed request with a 500 page showing the stack and file paths", async () => {
  const bare = await answerOf([proxyFailure]);
  expect(bare.status).toBe(500);
  expect(bare.text).toContain("node_modules/miniflare");
});

it("with it, the same failure is a plain JSON 502: no stack, no paths, logged on the console only", async () => {
  const log = vi.spyOn(console, "error").mockImplementation(() => {});
  const answer = await answerOf([proxyFailure, previewErrors()]);
  expect(answer).toEqual({
    status: 502,
    type: "application/json",
    text: JSON.stringify({ message: "The local server couldn't get an answer from the app. Please try again." }),
  });
  expect(log).toHaveBeenCalledWith("[preview] POST /api/reminder failed:", expect.any(TypeError));
  log.mockRestore();
});
