// The vCard reader's bench (vcard-reader.ts) runs under vitest: the reader is the SPA's code, with
// its path aliases and TypeScript, which vitest resolves as it does for the unit tests.
import { defineConfig } from "vitest/config";
import unit from "../vitest.unit.config.ts";

export default defineConfig({ resolve: unit.resolve, test: { include: ["bench/vcard-reader.measure.ts"], environment: "node" } });
