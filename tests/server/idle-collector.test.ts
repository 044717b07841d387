import { describe, expect, it } from "vitest";
import { IDLE_COLLECTOR, idleCollector, startIdleCollector } from "@/lib/server/idle-collector";

// Memory back within 50 MB of idle a minute after a flood (docs/server.md#caches). The flood's garbage sat in the
// request thread's heap, which V8 does not collect while nothing allocates: one full collection once the server is
// idle.

const MB = 1024 * 1024;

function probe(heapMb: number) {
  const state = { busy: 0, heap: heapMb * MB, collections: 0, after: 40 * MB };
  return {
    state,
    probe: {
      busyShare: () => state.busy,
      heapBytes: () => state.heap,
      collect: () => {
        state.collections++;
        state.heap = state.after;
      },
    },
  };
}

describe("idleCollector", () => {
  it("collects once the thread is idle and its heap grew 16 MB since the last collection, not before", () => {
    const { state, probe: p } = probe(50);
    const look = idleCollector(p);
    // A flood: busy, the heap grows; no collection while busy.
    state.busy = 0.6;
    state.heap = 110 * MB;
    expect(look()).toBe(false);
    // Idle: collected, and once more at the next idle look (V8 gives its grown new space back only then).
    state.busy = 0.01;
    expect(look()).toBe(true);
    expect(look()).toBe(true);
    expect(look()).toBe(false);
    expect(state.collections).toBe(2);
    // Grown less than 16 MB over its size after that collection: left to V8.
    state.heap = 40 * MB + IDLE_COLLECTOR.grownBytes - 1;
    expect(look()).toBe(false);
    state.heap = 40 * MB + IDLE_COLLECTOR.grownBytes;
    expect(look()).toBe(true);
    expect(state.collections).toBe(3);
  });

  it("counts growth from the smallest heap seen, so V8's own collections do not hide a flood", () => {
    const { state, probe: p } = probe(90);
    const look = idleCollector(p);
    state.heap = 45 * MB; // V8 collected by itself
    expect(look()).toBe(false);
    state.busy = 0.5;
    state.heap = 80 * MB;
    expect(look()).toBe(false);
    state.busy = 0;
    expect(look()).toBe(true);
  });

  it("starts in a real process: gc is reached without --expose-gc", () => {
    expect(() => startIdleCollector()).not.toThrow();
  });
});
