import type { MetadataRoute } from "next";

/** The web app manifest (`/manifest.webmanifest`): what a phone shows when the calculator is installed. */
export default function manifest(): MetadataRoute.Manifest {
  return {
    name: "Rebellion Odds — Star Wars: Rebellion combat calculator",
    short_name: "Rebellion Odds",
    description:
      "Monte Carlo combat odds for Star Wars: Rebellion: dice, tactic cards, leaders and retreat under the real rules.",
    id: "/",
    start_url: "/",
    scope: "/",
    display: "standalone",
    background_color: "#020617",
    theme_color: "#020617",
    icons: [
      { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png", purpose: "any" },
      { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png", purpose: "any" },
      { src: "/icons/icon-maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
      { src: "/icon.svg", sizes: "any", type: "image/svg+xml", purpose: "any" },
    ],
  };
}
