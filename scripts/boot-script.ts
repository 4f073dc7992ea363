// The page's first script, written at build time (vite.config.ts). For someone signed in, it
// sends the session check (and, opening the dashboard, its first reads) and starts downloading
// the signed-in code, all while the entry chunk (React) is still on its way: on a phone that is
// the entry's download and start-up sooner than the entry could ask itself. It shares no code
// with the app (the chunk names and paths are written into it here), so it is one small file
// that runs on its own the moment it arrives; src/lib/early-reads.ts hands its answers to api.ts.
import type { OutputBundle, OutputChunk } from "rolldown";
import type { Plugin } from "vite";
import { boot, type PageCode } from "../src/boot.ts";
import { LINK_PAGES } from "./app-chunks.ts";
import { DASHBOARD_READS, FIRST_READS, SESSION_READ } from "../worker/contracts/first-reads.ts";
import { TOKEN_KEY } from "../src/lib/token.ts";

/**
 * The code each page opened from the address bar needs, less what index.html already loads, so
 * the boot script can fetch it all at once instead of the chain entry → routes → page → its parts
 * (each link a round trip on a phone). The dashboard's only for someone signed in (signed out, it
 * sends them to sign in); the sign-in page's for anyone, as every returning visitor sees it; and
 * the pages an email's link opens, for anyone, as they are only ever opened by their address.
 */
function pageCode(bundle: OutputBundle): PageCode {
  const chunks = Object.values(bundle).filter((file): file is OutputChunk => file.type === "chunk");
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const closure = (roots: string[], seen = new Set<string>()) => {
    for (const file of roots) {
      if (seen.has(file)) continue;
      seen.add(file);
      closure(byFile.get(file)?.imports ?? [], seen);
    }
    return seen;
  };
  const entry = closure(chunks.filter((chunk) => chunk.isEntry).map((chunk) => chunk.fileName));
  const chunkWith = (path: string) => {
    const chunk = chunks.find((c) => c.moduleIds.some((id) => id.replaceAll("\\", "/").endsWith(`/src/${path}`)));
    if (!chunk) throw new Error(`no chunk holds src/${path}: scripts/app-chunks.ts and the boot script disagree`);
    return chunk.fileName;
  };
  // The routes (src/app-routes.tsx) load every page opened by its address.
  const routes = chunkWith("app-routes.tsx");
  const files = (roots: string[]) => [...closure(roots)].filter((file) => !entry.has(file)).map((file) => `/${file}`);
  return {
    "/dashboard": { files: files([routes, chunkWith("pages/dashboard.tsx")]), signedInOnly: true },
    "/login": { files: files([routes, chunkWith("pages/login.tsx")]), signedInOnly: false },
    ...Object.fromEntries(LINK_PAGES.map((page) => [`/${page.slice("pages/".length, -".tsx".length)}`, { files: files([routes, chunkWith(page)]), signedInOnly: false }])),
  };
}

export function bootScript(): Plugin {
  return {
    name: "nudge-boot-script",
    apply: "build",
    // After Vite has written index.html into the bundle.
    enforce: "post",
    generateBundle(_, bundle) {
      if (this.environment.name !== "client") return;
      const code = `(${boot.toString()})(${[TOKEN_KEY, FIRST_READS, SESSION_READ, DASHBOARD_READS, pageCode(bundle)].map((arg) => JSON.stringify(arg)).join(", ")});\n`;
      const fileName = this.getFileName(this.emitFile({ type: "asset", name: "boot.js", source: code }));
      const html = bundle["index.html"];
      if (html?.type !== "asset" || typeof html.source !== "string") throw new Error("index.html is not in the client bundle");
      // First in <head>, async: it runs as soon as it arrives and never holds up the page.
      html.source = html.source.replace("<head>", `<head>\n    <script async src="/${fileName}"></script>`);
    },
  };
}
