import { decodeSetup, encodeSetup } from "@/lib/scenario/url-codec";
import { encodeCompare, decodePinnedParam } from "@/lib/compare/compare-link";
for (const q of process.argv.slice(2)) {
  const d = decodeSetup(q);
  const pin = decodePinnedParam(new URLSearchParams(q));
  if (!d.ok) { console.log(q, "->", d.error); continue; }
  console.log(q, "\n  ->", encodeCompare(d.setup, pin.ok ? pin.pinned : null));
}
