// The order the worker test files run in. The files share one database (vitest.config.ts), and
// the route-table files check every request against a digest of all of it: run while it is still
// small, they take a fraction of their time at the end of the run. The rest keep vitest's order.
import { BaseSequencer, type TestSpecification } from "vitest/node";

const FIRST = ["malformed-input.test.ts", "authorization.test.ts", "cache-control.test.ts"];
const rank = (spec: TestSpecification) => {
  const at = FIRST.findIndex((name) => spec.moduleId.endsWith(`/${name}`));
  return at === -1 ? FIRST.length : at;
};

export class DigestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]) {
    const sorted = await super.sort(files);
    return sorted
      .map((spec, i) => ({ spec, i }))
      .sort((a, b) => rank(a.spec) - rank(b.spec) || a.i - b.i)
      .map(({ spec }) => spec);
  }
}
