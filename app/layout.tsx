import type { Metadata, Viewport } from "next";
import "./globals.css";

export const metadata: Metadata = {
  title: "Rebellion Odds — Star Wars: Rebellion combat calculator",
  description: "Monte Carlo combat odds for Star Wars: Rebellion: dice, tactic cards, leaders and retreat under the real rules.",
};

export const viewport: Viewport = { width: "device-width", initialScale: 1 };

export default function RootLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en">
      <body className="bg-slate-950 text-slate-100 antialiased">{children}</body>
    </html>
  );
}
