import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { Worker } from "node:worker_threads";
import type { WorkerLike } from "@/lib/worker/worker-like";

/**
 * The server's engine bundle (scripts/engine-bundles.mjs writes it on `next build`): the worker-thread
 * script and its version. Paths are relative to the working directory, which is the project for
 * `next start` and vitest, and `.next/standalone` for the standalone server (its build/engine is traced in).
 */
export const ENGINE_DIR = path.join("build", "engine");
const THREAD_SCRIPT = "simulation-thread.mjs";
const MANIFEST = "manifest.json";

export function engineBundlePath(file: string): string {
  return path.join(process.cwd(), ENGINE_DIR, file);
}

function missing(file: string): Error {
  return new Error(
    `the engine bundle ${path.join(ENGINE_DIR, file)} is missing in ${process.cwd()}: run \`npm run build\``,
  );
}

/** The engine version: a hash of the bundles, so cached results never outlive the engine that made them. */
export function engineVersion(): string {
  const file = engineBundlePath(MANIFEST);
  if (!existsSync(file)) throw missing(MANIFEST);
  const { version } = JSON.parse(readFileSync(file, "utf8")) as { version?: unknown };
  if (typeof version !== "string") throw new Error(`${file} has no engine version`);
  return version;
}

/** A worker thread running the engine bundle, seen through the same small interface as a Web Worker. */
export function createSimulationThread(): WorkerLike {
  const script = engineBundlePath(THREAD_SCRIPT);
  if (!existsSync(script)) throw missing(THREAD_SCRIPT);
  const thread = new Worker(script);
  // An idle pool must not keep a test runner or a stopping server alive.
  thread.unref();
  const like: WorkerLike = {
    onmessage: null,
    onerror: null,
    postMessage: (request) => thread.postMessage(request),
    terminate: () => {
      like.onmessage = null;
      like.onerror = null;
      void thread.terminate();
    },
  };
  thread.on("message", (data) => like.onmessage?.({ data }));
  thread.on("error", (error) => like.onerror?.(error));
  thread.on("exit", (code) => {
    if (code !== 0) like.onerror?.(new Error(`simulation thread exited with code ${code}`));
  });
  return like;
}
