import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { Worker } from "node:worker_threads";
import type { BatchRequest, BatchResponse } from "@/lib/worker/protocol";
import type { AssaultJob, AssaultJobReply } from "./assault-jobs";
import type { WorkerLike } from "@/lib/worker/worker-like";
import type { ThreadLike } from "./pool/pool-policy";

export type { ThreadLike } from "./pool/pool-policy";

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

/** A bundle's script path; throws a one-line message when `npm run build` has not written it. */
export function bundledScript(file: string): string {
  const script = engineBundlePath(file);
  if (!existsSync(script)) throw missing(file);
  return script;
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

/**
 * A started worker thread seen through the same small interface as a Web Worker. (Each bundle's thread is started
 * by its own function with its file named there: Next's bundler rewrites `new Worker(path)` with a path it cannot
 * resolve to one file into a map of bundled modules, which fails at run time.)
 */
export function asThread<In, Out>(thread: Worker, file: string): ThreadLike<In, Out> {
  // An idle pool must not keep a test runner or a stopping server alive.
  thread.unref();
  const like: ThreadLike<In, Out> = {
    onmessage: null,
    onerror: null,
    postMessage: (message) => thread.postMessage(message),
    terminate: () => {
      like.onmessage = null;
      like.onerror = null;
      void thread.terminate();
    },
  };
  thread.on("message", (data: Out) => like.onmessage?.({ data }));
  thread.on("error", (error) => like.onerror?.(error));
  thread.on("exit", (code) => {
    if (code !== 0) like.onerror?.(new Error(`${file} exited with code ${code}`));
  });
  return like;
}

/** A simulation thread (the Rebellion engine). */
export function createSimulationThread(): WorkerLike {
  const script = engineBundlePath(THREAD_SCRIPT);
  if (!existsSync(script)) throw missing(THREAD_SCRIPT);
  return asThread<BatchRequest, BatchResponse>(new Worker(script), THREAD_SCRIPT);
}

const ASSAULT_THREAD_SCRIPT = "assault-thread.mjs";

/** An Imperial Assault thread (lib/server/assault-thread.ts). */
export function createAssaultThread(): ThreadLike<AssaultJob, AssaultJobReply> {
  const script = engineBundlePath(ASSAULT_THREAD_SCRIPT);
  if (!existsSync(script)) throw missing(ASSAULT_THREAD_SCRIPT);
  return asThread<AssaultJob, AssaultJobReply>(new Worker(script), ASSAULT_THREAD_SCRIPT);
}
