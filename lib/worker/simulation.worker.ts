/// <reference lib="webworker" />
import { runBatch, transferables, type BatchRequest } from "./protocol";

// The Web Worker entry: a thin bridge from postMessage to the pure engine.
self.onmessage = (event: MessageEvent<BatchRequest>) => {
  const response = runBatch(event.data);
  self.postMessage(response, transferables(response));
};
