// zod compiles object parsers with `new Function` unless told not to; under our CSP
// (script-src 'self', no 'unsafe-eval') that probe is reported as a policy violation.
// zod keeps its settings on globalThis.__zod_globalConfig (shared by every copy of zod) and
// reads `jitless` when a schema is built, so setting it here, first thing in main.tsx, covers
// every schema without loading zod itself in the entry chunk: the landing page needs none.
declare global {
  var __zod_globalConfig: { jitless?: boolean } | undefined;
}

globalThis.__zod_globalConfig ??= {};
globalThis.__zod_globalConfig.jitless = true;

export {};
