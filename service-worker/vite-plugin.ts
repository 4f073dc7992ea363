// After the client build: bundles service-worker/app-shell.js (Workbox + public/sw.js) into
// dist/client/sw.js with the list of files to precache injected, Workbox's injectManifest way.
import { createHash } from "node:crypto";
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join, relative } from "node:path";
import { build, type Plugin } from "vite";

/** What the app needs to open offline; screenshots, maps and the worker itself stay out. */
const PRECACHE = /\.(js|css|html|svg|png|webmanifest)$/;
// sw-store.js is bundled into the production worker (it is a separate file only for `npm run dev`).
const SKIP = /^(sw\.js|sw-store\.js|\.vite\/|screenshots\/)|\.map$/;

function listFiles(dir: string, root = dir): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    return entry.isDirectory() ? listFiles(path, root) : [relative(root, path).split("\\").join("/")];
  });
}

/** Hashed files under assets/ carry their revision in the name; others get a content hash. */
export function precacheManifest(outDir: string) {
  return listFiles(outDir)
    .filter((file) => PRECACHE.test(file) && !SKIP.test(file))
    .sort()
    .map((file) => ({
      // The SPA's pages are all index.html, which the Worker serves at "/".
      url: file === "index.html" ? "/" : `/${file}`,
      revision: file.startsWith("assets/")
        ? null
        : createHash("md5")
            .update(readFileSync(join(outDir, file)))
            .digest("hex"),
    }));
}

export function serviceWorker(): Plugin {
  return {
    name: "nudge-service-worker",
    apply: "build",
    async closeBundle() {
      if (this.environment?.name !== "client") return;
      const outDir = this.environment.config.build.outDir;
      const result = await build({
        configFile: false,
        publicDir: false,
        logLevel: "warn",
        define: { "process.env.NODE_ENV": JSON.stringify("production") },
        build: { write: false, minify: true, rolldownOptions: { input: "service-worker/app-shell.js", output: { format: "iife" } } },
      });
      const output = (Array.isArray(result) ? result[0] : result) as { output: { type: string; code?: string }[] };
      const code = output.output.find((file) => file.type === "chunk")?.code;
      if (!code?.includes("self.__WB_MANIFEST")) throw new Error("service worker bundle lost self.__WB_MANIFEST");
      writeFileSync(join(outDir, "sw.js"), code.replace("self.__WB_MANIFEST", JSON.stringify(precacheManifest(outDir))));
    },
  };
}
