// The measure's way out (a vitest global setup, in Node): workerd cannot write to this machine's
// disk, so the measure POSTs its figures here and this writes them to CAPACITY_OUT for
// operations.ts. It also hands the measure its settings (CAPACITY_SETTINGS, set by operations.ts).
import { writeFileSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import type { TestProject } from "vitest/node";

export default async function setup(project: TestProject) {
  const out = process.env.CAPACITY_OUT;
  const settings = process.env.CAPACITY_SETTINGS;
  if (!out || !settings)
    throw new Error("Run the capacity measure through bench/capacity/operations.ts (it sets CAPACITY_OUT and CAPACITY_SETTINGS).");
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      writeFileSync(out, Buffer.concat(chunks));
      res.end("ok");
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  project.provide("capacityFiguresUrl", `http://127.0.0.1:${(server.address() as AddressInfo).port}/figures`);
  project.provide("capacitySettings", JSON.parse(settings));
  return () => new Promise<void>((resolve) => server.close(() => resolve()));
}
