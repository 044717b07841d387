import { z } from "zod";

// Runs in the browser before the app's code. zod compiles its object parsers with `new Function` when it
// can, and probes for that on first use; under the Content-Security-Policy (no 'unsafe-eval') the probe is
// a reported violation. Its plain parsers give the same results.
z.config({ jitless: true });
