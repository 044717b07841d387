import type { ReactElement } from "react";
import { previewFrame } from "./preview-frame";
import type { AssaultPreview, AttackDie, DefenseDie } from "@/lib/assault";

/** The page's die colours (components/assault/die-button.tsx). */
const DIE: Record<AttackDie | DefenseDie, { background: string; color: string; border: string }> = {
  red: { background: "#dc2626", color: "#ffffff", border: "#f87171" },
  blue: { background: "#2563eb", color: "#ffffff", border: "#60a5fa" },
  green: { background: "#15803d", color: "#ffffff", border: "#4ade80" },
  yellow: { background: "#facc15", color: "#020617", border: "#fef08a" },
  black: { background: "#0a0a0a", color: "#ffffff", border: "#94a3b8" },
  white: { background: "#f1f5f9", color: "#020617", border: "#ffffff" },
};

/**
 * The link-preview image of an Imperial Assault link (1200×630, drawn by lib/preview/drawing-thread.tsx): its dice,
 * the setting, the exact headline numbers and P(damage ≥ k) as bars.
 */
export function AssaultPreviewCard({ preview }: { preview: AssaultPreview }): ReactElement {
  return (
    <div style={previewFrame(44, 26)}>
      <div style={{ display: "flex", fontSize: 38, fontWeight: 700, color: "#facc15" }}>
        Imperial Assault odds
      </div>
      <div style={{ display: "flex", alignItems: "center", gap: 14, marginTop: 20 }}>
        {preview.attackDice.map((d, i) => (
          <Die key={`a${i}`} die={d} />
        ))}
        {preview.attackDice.length > 0 && (
          <div style={{ display: "flex", margin: "0 10px", color: "#94a3b8" }}>vs</div>
        )}
        {preview.defenseDice.map((d, i) => (
          <Die key={`d${i}`} die={d} />
        ))}
        {preview.attackDice.length > 0 && preview.defenseDice.length === 0 && (
          <div style={{ display: "flex", color: "#94a3b8" }}>no defence dice</div>
        )}
      </div>
      <div style={{ display: "flex", marginTop: 14, fontSize: 22, color: "#cbd5e1" }}>{preview.setting}</div>
      <div style={{ display: "flex", marginTop: 22, gap: 40 }}>
        <div style={{ display: "flex", flexDirection: "column", gap: 8, width: 520 }}>
          {preview.headline.map((h) => (
            <div key={h.label} style={{ display: "flex", justifyContent: "space-between", gap: 16 }}>
              <div style={{ display: "flex", maxWidth: 380, overflow: "hidden" }}>{h.label}</div>
              <div style={{ display: "flex", fontWeight: 700, color: "#facc15" }}>{h.text}</div>
            </div>
          ))}
        </div>
        {preview.bars.length > 0 && (
          <div style={{ display: "flex", flexDirection: "column", gap: 4, flex: 1 }}>
            <div style={{ display: "flex", fontSize: 20, color: "#94a3b8" }}>Damage at least</div>
            {preview.bars.map((b) => (
              <div key={b.label} style={{ display: "flex", alignItems: "center", gap: 10, fontSize: 18 }}>
                <div style={{ display: "flex", width: 40 }}>{b.label}</div>
                <div
                  style={{
                    display: "flex",
                    width: Math.max(3, Math.round(b.p * 340)),
                    height: 18,
                    background: "#f59e0b",
                    borderRadius: 3,
                  }}
                />
                <div style={{ display: "flex" }}>{b.text}</div>
              </div>
            ))}
          </div>
        )}
      </div>
      <div style={{ display: "flex", marginTop: "auto", fontSize: 20, color: "#94a3b8" }}>
        {preview.footer}
      </div>
    </div>
  );
}

function Die({ die }: { die: AttackDie | DefenseDie }) {
  const c = DIE[die];
  return (
    <div
      style={{
        display: "flex",
        alignItems: "center",
        justifyContent: "center",
        width: 96,
        height: 56,
        borderRadius: 10,
        border: `3px solid ${c.border}`,
        background: c.background,
        color: c.color,
        fontSize: 20,
        fontWeight: 700,
      }}
    >
      {die[0]!.toUpperCase() + die.slice(1)}
    </div>
  );
}
