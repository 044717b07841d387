import type { SimulationResult } from "@/lib/engine";
import { luckReading } from "@/lib/luck/luck-reading";
import type { Setup } from "@/lib/scenario/url-codec";
import { drawable, previewText, type PreviewExtras, type PreviewText } from "./preview-text";

/**
 * A link's preview with its luck entry (`luck=`, docs/rules.md#luck): `previewText`, led by the gauge's line for
 * each side (the title is the side whose luck stands out most; the description and the image have both), read
 * from the server's run (the footer says which, as for the odds). No run, no lines: the preview says the
 * odds come with the link, as it does for any link.
 */
export function luckPreviewText(
  setup: Setup,
  result: SimulationResult | null,
  pinned: { readonly setup: Setup; readonly result: SimulationResult | null } | null,
  extras: PreviewExtras,
): PreviewText {
  const text = previewText(setup, result, pinned, extras);
  const luck = extras.luck ?? null;
  if (!luck || !result) return text;
  const reading = luckReading(setup.scenario, luck, result);
  if (!reading.ok) return { ...text, luck: [drawable(`Luck entry: ${reading.error}`)] };
  const lines = reading.sides.map((s) => s.line);
  const stand = [...reading.sides].sort(
    (x, y) => Math.abs(y.place.percentile - 0.5) - Math.abs(x.place.percentile - 0.5),
  )[0]!;
  const name = extras.name ?? "";
  return {
    ...text,
    title: `${name ? `${name} · ` : ""}${stand.line.replace(/\.$/, "")} — Rebellion Odds`,
    description: `${lines.join(" ")} ${text.description}`,
    luck: lines.map(drawable),
    footer: text.footer,
  };
}
