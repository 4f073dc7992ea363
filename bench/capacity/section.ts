// `npm run bench -- capacity`: how much of one D1 database each account uses (storage.ts, page
// counts in Node) and what each operation costs D1 (operations.ts, counts in workerd). Both parts
// count rather than time, so they run side by side. Writes bench/results-capacity.json.
import { writeFileSync } from "node:fs";
import { MIX, percentile, sampleMix } from "./mix.ts";
import { measureOperations } from "./operations.ts";
import { seeded } from "./random.ts";
import { capacityReport, type CapacityResults } from "./report.ts";
import { capacitySize, SEED } from "./settings.ts";
import { measureStorage } from "./storage.ts";

export async function capacitySection(stateDir: string) {
  const started = performance.now();
  const size = capacitySize();
  // The measured account has the median's contacts: the mix's first draw, as storage.ts draws it.
  const medianContacts = percentile(sampleMix(seeded(SEED), size.accounts), 50);
  const timed = async <T>(run: () => Promise<T>) => {
    const at = performance.now();
    const value = await run();
    return { value, ms: Math.round(performance.now() - at) };
  };
  const [storage, operations] = await Promise.all([
    timed(() => measureStorage(stateDir, size, SEED)),
    timed(() =>
      measureOperations({
        seed: SEED,
        medianContacts,
        tailContacts: MIX.tailContacts,
        importRows: size.importRows,
        campaignDevices: size.campaignDevices,
        draws: size.draws,
      }),
    ),
  ]);
  if (storage.value.medianContacts !== medianContacts) throw new Error("the page counts' median account is not the measured one");
  const results: CapacityResults = {
    at: new Date().toISOString(),
    size,
    seed: SEED,
    storage: storage.value,
    operations: operations.value,
    ms: { storage: storage.ms, operations: operations.ms, section: Math.round(performance.now() - started) },
  };
  writeFileSync("bench/results-capacity.json", `${JSON.stringify(results, null, 2)}\n`);
  console.log(capacityReport(results));
}
