import type { CSSProperties } from "react";

/**
 * The outer box of every preview image (1200×630): the page's dark background and light text, in a column. Each
 * card gives its own padding and base font size.
 */
export function previewFrame(padding: number, fontSize: number): CSSProperties {
  return {
    width: "100%",
    height: "100%",
    display: "flex",
    flexDirection: "column",
    background: "#020617",
    color: "#f1f5f9",
    padding,
    fontSize,
  };
}
