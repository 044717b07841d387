import type { ReactElement } from "react";
import { previewFrame } from "./preview-frame";
import {
  BRAND,
  BRAND_FONT_PX,
  HEADER_GAP_PX,
  NAME_FONT_PX,
  NAME_ROOM_PX,
  PREVIEW_PADDING_PX,
} from "@/lib/share/preview-layout";
import { formatPercent as percent } from "@/lib/format/percent";
import type { ForceSummary, PreviewText } from "@/lib/share/preview-text";
import type { Outcome } from "@/lib/engine";
import { FACTION_COLOUR, NEUTRAL } from "@/components/results/colors";

/**
 * The link-preview image of a battle link (1200×630, drawn by lib/preview/drawing-thread.tsx): the forces, the
 * headline odds as bars in the page's colours, a comparison's difference and where the numbers come from.
 */
export function BattlePreviewCard({ text }: { text: PreviewText }): ReactElement {
  // The page's colours: each side's bar in its faction's colour, the other outcomes neutral.
  // (a goal's row in its side's colour, as the side's win)
  const colour = (key: Outcome | "goal-attacker" | "goal-defender") =>
    key === "attacker" || key === "goal-attacker"
      ? FACTION_COLOUR[text.attacker.side]
      : key === "defender" || key === "goal-defender"
        ? FACTION_COLOUR[text.defender.side]
        : NEUTRAL[key];
  const luck = text.luck ?? [];
  // (a luck link drops the headline rows to make room: its lines are what it shares)
  const headline = luck.length > 0 ? text.headline.slice(0, 3) : text.headline;
  const rows = rowSizes(headline.length, text.compare !== null, luck.length);
  const linkSays = headline.some((h) => h.text?.includes("the link says"));
  return (
    <div style={previewFrame(PREVIEW_PADDING_PX, 28)}>
      <div style={{ display: "flex", alignItems: "baseline", gap: HEADER_GAP_PX, flexShrink: 0 }}>
        <div style={{ display: "flex", fontSize: BRAND_FONT_PX, fontWeight: 700, color: "#facc15" }}>
          {BRAND}
        </div>
        {text.name && (
          // (cut to NAME_ROOM_PX by lib/share/preview-text.ts; no wrapping, so it never pushes the card down)
          <div
            style={{
              display: "flex",
              fontSize: NAME_FONT_PX,
              fontWeight: 700,
              color: "#f1f5f9",
              whiteSpace: "nowrap",
              maxWidth: NAME_ROOM_PX,
            }}
          >
            {text.name}
          </div>
        )}
      </div>
      <div style={{ display: "flex", marginTop: 24, gap: 32, flexShrink: 0 }}>
        <Force title="Attacker" force={text.attacker} />
        <Force title="Defender" force={text.defender} />
      </div>
      {text.compare && (
        <div style={{ display: "flex", marginTop: 20, fontSize: 30, fontWeight: 700, color: "#fcd34d" }}>
          {text.compare}
        </div>
      )}
      {luck.length > 0 && (
        <div style={{ display: "flex", flexDirection: "column", marginTop: 18, gap: 6 }}>
          {luck.map((line) => (
            <div
              key={line}
              style={{ display: "flex", fontSize: LUCK_FONT, fontWeight: 700, color: "#fcd34d" }}
            >
              {line}
            </div>
          ))}
        </div>
      )}
      <div
        style={{
          display: "flex",
          flexDirection: "column",
          marginTop: text.compare || luck.length > 0 ? 16 : 28,
          gap: rows.gap,
          fontSize: rows.font,
        }}
      >
        {headline.map((h) => (
          <div key={h.label} style={{ display: "flex", alignItems: "center", gap: 16 }}>
            <div style={{ display: "flex", width: 420 }}>{h.label}</div>
            <div
              style={{
                display: "flex",
                // (room left for the widest number, "about 98.8% → about 98.9%", on one line)
                // (a comparison's "A → B" and "(the link says …)" need the room of a shorter bar)
                width: Math.max(4, Math.round(h.p * (text.compare || linkSays ? 260 : 440))),
                height: rows.bar,
                background: colour(h.key),
                borderRadius: 4,
              }}
            />
            <div style={{ display: "flex", fontWeight: 700, whiteSpace: "nowrap", flexShrink: 0 }}>
              {h.text ?? percent(h.p)}
            </div>
          </div>
        ))}
      </div>
      <div style={{ display: "flex", marginTop: "auto", fontSize: 22, color: "#94a3b8" }}>{text.footer}</div>
    </div>
  );
}

/** Room for the headline rows under the forces: five rows of the 28-px text, 10 px apart (a comparison's line takes 44). */
const ROWS_ROOM = 5 * 34 + 4 * 10;
const COMPARE_LINE = 44;
/** A luck link's lines (one a side, up to two lines of text each in 22-px type). */
const LUCK_FONT = 22;
const LUCK_LINE = 2 * 29 + 6;

/**
 * The headline rows' text size, bar height and spacing: the card's own (28, 30, 10) while they fit, smaller when a
 * side's goal (or both) adds rows, so the rows never push the forces over the title or the footer out of the image.
 */
export function rowSizes(
  count: number,
  compare: boolean,
  luckLines = 0,
): { font: number; bar: number; gap: number } {
  const room = ROWS_ROOM - (compare ? COMPARE_LINE : 0) - (luckLines > 0 ? luckLines * LUCK_LINE - 12 : 0);
  if (count * 34 + (count - 1) * 10 <= room) return { font: 28, bar: 30, gap: 10 };
  const gap = 6;
  const row = (room - (count - 1) * gap) / count;
  // (a line of this font is about 1.3 times its size)
  const font = Math.floor(row / 1.3);
  return { font, bar: Math.min(30, font), gap };
}

/** The force panels' borders on the page (Tailwind red-900 and orange-900). */
const FACTION_BORDER = { empire: "#7f1d1d", rebel: "#7c2d12" } as const;

function Force({ title, force }: { title: string; force: ForceSummary }) {
  const units =
    force.units.length > 6 ? [...force.units.slice(0, 5), `+${force.units.length - 5} more`] : force.units;
  return (
    <div
      style={{
        display: "flex",
        flexDirection: "column",
        flex: 1,
        background: "#0f172a",
        border: `2px solid ${FACTION_BORDER[force.side]}`,
        borderRadius: 12,
        padding: 20,
      }}
    >
      <div style={{ display: "flex", fontSize: 24, color: "#94a3b8" }}>
        {`${title}: `}
        <span style={{ color: FACTION_COLOUR[force.side], fontWeight: 700, marginLeft: 8 }}>
          {force.faction}
        </span>
      </div>
      <div style={{ display: "flex", flexWrap: "wrap", fontSize: 24, marginTop: 6 }}>{units.join(", ")}</div>
      <div
        style={{ display: "flex", fontSize: 22, marginTop: 6, color: "#cbd5e1" }}
      >{`Leaders: ${force.leaders}`}</div>
    </div>
  );
}
