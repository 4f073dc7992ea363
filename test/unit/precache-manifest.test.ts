// The service worker's precache list for a build (service-worker/vite-plugin.ts).
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { precacheManifest } from "../../service-worker/vite-plugin";

describe("precache list", () => {
  it("lists the shell: hashed assets by name, other files by content, index.html as /", () => {
    const dir = mkdtempSync(join(tmpdir(), "nudge-build-"));
    mkdirSync(join(dir, "assets"));
    mkdirSync(join(dir, "icons"));
    mkdirSync(join(dir, ".vite"));
    writeFileSync(join(dir, "index.html"), "<html>");
    writeFileSync(join(dir, "sw.js"), "old worker");
    writeFileSync(join(dir, "manifest.webmanifest"), "{}");
    writeFileSync(join(dir, "assets", "index-AbC123.js"), "code");
    writeFileSync(join(dir, "assets", "index-AbC123.js.map"), "{}");
    writeFileSync(join(dir, "icons", "icon-192.png"), "png");
    writeFileSync(join(dir, ".vite", "manifest.json"), "{}");
    writeFileSync(join(dir, ".assetsignore"), "");

    const list = precacheManifest(dir);
    expect(list.map((entry) => entry.url).sort()).toEqual(["/", "/assets/index-AbC123.js", "/icons/icon-192.png", "/manifest.webmanifest"]);
    expect(list.find((entry) => entry.url === "/assets/index-AbC123.js")!.revision).toBeNull();
    expect(list.find((entry) => entry.url === "/")!.revision).toMatch(/^[0-9a-f]{32}$/);
  });
});
