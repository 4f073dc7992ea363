// Runs the worker tests (vitest in workerd) with the local test CA trusted. Miniflare reads
// NODE_EXTRA_CA_CERTS once, when it loads, so it must be in the environment before vitest starts.
import { ensureLocalCa } from "../test/support/local-ca.ts";
import { run } from "./run.mjs";

const ca = await ensureLocalCa(".state/ca");
await run("vitest", ["run", ...process.argv.slice(2)], { env: { ...process.env, NODE_EXTRA_CA_CERTS: ca.caCertPath } });
