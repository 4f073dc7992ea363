// zod compiles object parsers with `new Function` unless told not to; under our CSP
// (script-src 'self', no 'unsafe-eval') that probe is reported as a policy violation.
// Imported first in main.tsx so it runs before any schema is built.
import { z } from "zod";

z.config({ jitless: true });
