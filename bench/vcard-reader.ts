// The vCard reader alone, in Node: how long the import takes to read a 5 000-card file with photos
// into preview rows, before any request. Part of the preview's 3 s (contact-import.ts times it
// whole, in Chromium); measured apart so a slower reader shows as itself.
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

export type ReaderTimes = { cards: number; megabytes: number; firstMs: number; medianMs: number; rows: number };

export function measureReader(cards: number): ReaderTimes {
  const out = join(mkdtempSync(join(tmpdir(), "nudge-reader-")), "reader.json");
  execFileSync(process.execPath, ["node_modules/vitest/vitest.mjs", "run", "-c", "bench/reader.config.ts"], {
    env: { ...process.env, READER_CARDS: String(cards), READER_OUT: out },
    stdio: ["ignore", "ignore", "inherit"],
  });
  return JSON.parse(readFileSync(out, "utf8"));
}

// `node bench/vcard-reader.ts`: this measure alone, without starting the app.
if (import.meta.url === `file://${process.argv[1]}`) console.log(measureReader(Number(process.env.BENCH_IMPORT_CARDS ?? 5000)));
