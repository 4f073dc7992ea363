// The page's first script, written at build time (vite.config.ts). For someone signed in, it
// sends the session check (and, opening the dashboard, its first reads) and starts downloading
// the signed-in code, all while the entry chunk (React) is still on its way: on a phone that is
// the entry's download and start-up sooner than the entry could ask itself. It shares no code
// with the app (the chunk names and paths are written into it here), so it is one small file
// that runs on its own the moment it arrives; src/lib/early-reads.ts hands its answers to api.ts.
import type { OutputBundle, OutputChunk } from "rolldown";
import type { Plugin } from "vite";
import { boot, type BootPages } from "../src/boot.ts";
import { NOT_FOUND_PAGE, ROUTES } from "../src/routes.ts";
import { FIRST_READS, READS } from "../worker/contracts/first-reads.ts";
import { TOKEN_KEY } from "../src/lib/token.ts";

/**
 * For each page with `preload` or `firstReads` in src/routes.ts: the code it needs when opened
 * from the address bar, less what index.html already loads, so the boot script can fetch it all
 * at once instead of the chain entry → routes → page → its parts (each link a round trip on a
 * phone); and the paths of its first reads. A signed-in page's code only for someone signed in
 * (signed out, it sends them to sign in).
 */
function bootPages(bundle: OutputBundle): BootPages {
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
    if (!chunk) throw new Error(`no chunk holds src/${path}: src/routes.ts names a page that is not built`);
    return chunk.fileName;
  };
  // The routes (src/app-routes.tsx) load every page opened by its address.
  const routes = chunkWith("app-routes.tsx");
  // Every page src/routes.ts names is built (app-routes.tsx finds them by name, at run time).
  for (const page of [...ROUTES.map((route) => route.page), NOT_FOUND_PAGE]) chunkWith(`pages/${page}.tsx`);
  const files = (roots: string[]) => [...closure(roots)].filter((file) => !entry.has(file)).map((file) => `/${file}`);
  return Object.fromEntries(
    ROUTES.filter((route) => route.preload || route.firstReads).map((route) => [
      route.path,
      {
        files: route.preload ? files([routes, chunkWith(`pages/${route.page}.tsx`)]) : [],
        signedInOnly: route.access === "signed-in",
        ...(route.firstReads && { reads: route.firstReads.map((name) => READS[name]) }),
      },
    ]),
  );
}

export function bootScript(): Plugin {
  return {
    name: "nudge-boot-script",
    apply: "build",
    // After Vite has written index.html into the bundle.
    enforce: "post",
    generateBundle(_, bundle) {
      if (this.environment.name !== "client") return;
      const code = `(${boot.toString()})(${[TOKEN_KEY, FIRST_READS, READS.session, bootPages(bundle)].map((arg) => JSON.stringify(arg)).join(", ")});\n`;
      const fileName = this.getFileName(this.emitFile({ type: "asset", name: "boot.js", source: code }));
      const html = bundle["index.html"];
      if (html?.type !== "asset" || typeof html.source !== "string") throw new Error("index.html is not in the client bundle");
      // First in <head>, async: it runs as soon as it arrives and never holds up the page.
      html.source = html.source.replace("<head>", `<head>\n    <script async src="/${fileName}"></script>`);
    },
  };
}
