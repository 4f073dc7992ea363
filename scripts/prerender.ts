// At build time, renders the landing page (src/prerender.tsx) into index.html: a visitor's first
// paint is then the HTML and its stylesheet, with no script to wait for. index.html is every
// page's document (the Worker answers any unknown path with it), so the rendered landing sits
// beside the loading screen and public/first-screen.js, run before the body is drawn, says which
// of the two shows (src/index.css); the app then renders over both.
import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import { createServer, type Plugin } from "vite";
import { linguiPlugins } from "./lingui-plugins.ts";

const MARK = "<!-- landing -->";
const src = (path: string) => fileURLToPath(new URL(`../${path}`, import.meta.url));

async function renderLanding(): Promise<string> {
  const server = await createServer({
    configFile: false,
    logLevel: "warn",
    appType: "custom",
    server: { middlewareMode: true, hmr: false, ws: false },
    plugins: [...linguiPlugins(), react()],
    resolve: { alias: { "@": src("src"), "@contracts": src("worker/contracts") } },
  });
  try {
    const module = (await server.ssrLoadModule(src("src/prerender.tsx"))) as { renderLanding: () => Promise<string> };
    return await module.renderLanding();
  } finally {
    await server.close();
  }
}

export function prerenderLanding(): Plugin {
  return {
    name: "nudge-prerender-landing",
    apply: "build",
    enforce: "post",
    async generateBundle(_, bundle) {
      if (this.environment.name !== "client") return;
      const html = bundle["index.html"];
      if (html?.type !== "asset" || typeof html.source !== "string" || !html.source.includes(MARK))
        throw new Error(`index.html has no ${MARK} for the landing page`);
      html.source = html.source.replace(MARK, `<div class="landing-first-paint">${await renderLanding()}</div>`);
    },
  };
}
