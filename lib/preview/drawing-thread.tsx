import { setPriority } from "node:os";
import { parentPort } from "node:worker_threads";
// (left out of the bundle by scripts/engine-bundles.mjs: it loads its fonts and wasm from beside itself)
import { ImageResponse } from "next/dist/compiled/@vercel/og/index.node.js";
import { AssaultPreviewCard } from "./assault-preview-card";
import { BattlePreviewCard } from "./battle-preview-card";
import { BusyPreviewCard } from "./busy-preview-card";
import type { DrawingJob, DrawingReply, PreviewCard } from "./drawing-jobs";

// The server's drawing thread (bundled by scripts/engine-bundles.mjs): link-preview images drawn off the request
// thread (docs/server.md#load-and-its-figures: a drawing on it made a small run wait 1.2 s and health's p95 reach 300 ms). The same library and
// options as `next/og` (whose ImageResponse streams this one's), so the images are the same. Nice 5 like the
// simulation threads: the request thread runs first when the cores are contended.
try {
  setPriority(0, 5);
} catch {
  // Not permitted here: only pages get less headroom.
}

function element(card: PreviewCard) {
  if (card.kind === "battle") return BattlePreviewCard({ text: card.text });
  if (card.kind === "assault") return AssaultPreviewCard({ preview: card.preview });
  return BusyPreviewCard({ app: card.app });
}

parentPort?.on("message", (job: DrawingJob) => {
  void (async () => {
    let reply: DrawingReply;
    try {
      const png = new Uint8Array(
        await new ImageResponse(element(job.card), { width: 1200, height: 630 }).arrayBuffer(),
      );
      reply = { id: job.id, png };
    } catch (e) {
      reply = { id: job.id, error: e instanceof Error ? e.message : String(e) };
    }
    parentPort?.postMessage(reply, "png" in reply ? [reply.png.buffer as ArrayBuffer] : []);
  })();
});
