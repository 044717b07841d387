import { z } from "zod";
import { prestartWorkers } from "@/lib/worker/early-workers";

// Runs in the browser before the app's code. zod compiles its object parsers with `new Function` when it
// can, and probes for that on first use; under the Content-Security-Policy (no 'unsafe-eval') the probe is
// a reported violation. Its plain parsers give the same results.
z.config({ jitless: true });

// The calculator's simulation workers start now, while React hydrates the page (lib/worker/early-workers.ts).
prestartWorkers();
