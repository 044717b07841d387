import { setPriority } from "node:os";
import { parentPort } from "node:worker_threads";
import { assaultOdds } from "@/lib/assault";
import type { AssaultJob, AssaultJobReply } from "./assault-jobs";

// The server's Imperial Assault thread (bundled by scripts/engine-bundles.mjs): exact attacks computed off the request thread (docs/server.md#load-and-its-figures: the heaviest attack took 1.6–1.9 s of the thread that answers every
// request). Nice 5 like the simulation threads: the request thread runs first when the cores are contended.
try {
  setPriority(0, 5);
} catch {
  // Not permitted here: only pages get less headroom.
}

parentPort?.on("message", (job: AssaultJob) => {
  let reply: AssaultJobReply;
  try {
    reply = { id: job.id, odds: assaultOdds(job.assault) };
  } catch (e) {
    reply = { id: job.id, error: e instanceof Error ? e.message : String(e) };
  }
  parentPort?.postMessage(reply);
});
