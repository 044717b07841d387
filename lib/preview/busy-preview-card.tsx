import type { ReactElement } from "react";
import { previewFrame } from "./preview-frame";

/** Each calculator's name as its preview images write it. */
const TITLE = { battle: "Rebellion Odds", assault: "Imperial Assault odds" } as const;

/**
 * The stand-in preview (1200×630) when the server is too busy to draw a link's own in time: drawn once per
 * calculator and kept, so a crawler still gets an image, never an error; it says where the odds are. Like a
 * preview without odds, it is not cached by clients.
 */
export function BusyPreviewCard({ app }: { app: keyof typeof TITLE }): ReactElement {
  return (
    <div style={previewFrame(48, 28)}>
      <div style={{ display: "flex", fontSize: 40, fontWeight: 700, color: "#facc15" }}>{TITLE[app]}</div>
      <div style={{ display: "flex", marginTop: 180, fontSize: 44, fontWeight: 700 }}>
        Open the link to see the odds
      </div>
      <div style={{ display: "flex", marginTop: "auto", fontSize: 22, color: "#94a3b8" }}>
        The server was busy drawing other previews
      </div>
    </div>
  );
}
