// Times the import's reading of a .vcf file as the SPA does it (readContactsFile: the bytes, then
// the vCard reader), on a whole address book with a photo on every card. Run by vcard-reader.ts,
// which reads what this writes to READER_OUT.
import { writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { it } from "vitest";
import { readContactsFile } from "@/features/contacts/import/read-file";
import { addressBook } from "./contact-import.ts";

it("reads a whole address book with photos", async () => {
  const cards = Number(process.env.READER_CARDS ?? 5000);
  const file = new File([addressBook(cards, { photos: true })], "bench.vcf");
  const times: number[] = [];
  let rows = 0;
  // The first run warms the JIT up, as a person's second file would find it; the median of the rest.
  for (let run = 0; run < 4; run++) {
    const started = performance.now();
    const read = await readContactsFile(file);
    times.push(performance.now() - started);
    rows = read.kind === "vcard" ? read.result.rows.length : 0;
  }
  const sorted = times.slice(1).sort((a, b) => a - b);
  const result = {
    cards,
    megabytes: Math.round((file.size / 1024 / 1024) * 10) / 10,
    firstMs: Math.round(times[0]!),
    medianMs: Math.round(sorted[1]!),
    rows,
  };
  writeFileSync(process.env.READER_OUT ?? `${tmpdir()}/nudge-reader.json`, `${JSON.stringify(result)}\n`);
}, 120_000);
