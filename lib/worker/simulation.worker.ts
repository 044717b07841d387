/// <reference lib="webworker" />
import { runBatch, type BatchRequest } from "./protocol";

// The Web Worker entry: a thin bridge from postMessage to the pure engine.
self.onmessage = (event: MessageEvent<BatchRequest>) => {
  self.postMessage(runBatch(event.data));
};
