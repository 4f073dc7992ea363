import "./zod-without-eval";
import { afterEach, expect, test } from "vitest";
import { z } from "zod";

const RealFunction = globalThis.Function;
afterEach(() => {
  globalThis.Function = RealFunction;
});

test("zod builds and runs object parsers without compiling code (no new Function under the CSP)", () => {
  let compiled = 0;
  globalThis.Function = new Proxy(RealFunction, {
    construct(target, args) {
      compiled++;
      return Reflect.construct(target, args);
    },
  });
  const schema = z.object({ name: z.string(), days: z.number() });
  for (let i = 0; i < 3; i++) expect(schema.parse({ name: "Ana", days: i })).toEqual({ name: "Ana", days: i });
  expect(compiled).toBe(0);
  expect(z.config().jitless).toBe(true);
});
