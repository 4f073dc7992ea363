// The capacity section's per-operation counts (bench/capacity/operations.ts) run in workerd with the
// worker tests' own bindings and local stand-ins: the worker config, with only the measure files.
import { defineConfig } from "vitest/config";
import worker from "../vitest.config.ts";

export default defineConfig({
  ...worker,
  test: {
    ...worker.test,
    include: ["bench/capacity/*.measure.ts"],
    // The worker tests' stand-ins, and a server in this process that takes the measure's figures
    // (workerd cannot write to this machine's disk).
    globalSetup: ["./test/worker/global-setup.ts", "./bench/capacity/figures-sink.ts"],
  },
});
