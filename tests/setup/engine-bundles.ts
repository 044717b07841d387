import { buildEngineBundles } from "../../scripts/engine-bundles.mjs";

/** The unit tests run the server's thread pool and read the browser's worker script: build both first. */
export function setup(): void {
  buildEngineBundles();
}
