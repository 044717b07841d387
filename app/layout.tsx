import type { Metadata, Viewport } from "next";
import Link from "next/link";
import { connection } from "next/server";
import { SiteTagline } from "@/components/layout/site-tagline";
import { UpdateNotice } from "@/components/offline/update-notice";
import { OFFLINE_OFF, serviceWorkerOff } from "@/lib/offline/kill-switch";
import { APP_TITLE } from "@/lib/share/app-title";
import "./globals.css";

export const metadata: Metadata = {
  title: APP_TITLE,
  description:
    "Monte Carlo combat odds for Star Wars: Rebellion: dice, tactic cards, leaders and retreat under the real rules.",
};

export const viewport: Viewport = { width: "device-width", initialScale: 1, themeColor: "#020617" };

export default async function RootLayout({ children }: { children: React.ReactNode }) {
  // Every page is rendered per request, so Next can put the request's CSP nonce on its scripts (proxy.ts).
  await connection();
  return (
    <html lang="en" data-offline={serviceWorkerOff() ? OFFLINE_OFF : undefined}>
      <body className="flex min-h-screen flex-col bg-slate-950 text-slate-100 antialiased">
        <a
          href="#main-content"
          className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-10 focus:rounded focus:bg-amber-400 focus:px-3 focus:py-1 focus:text-slate-950"
        >
          Skip to the calculator
        </a>
        <header className="border-b border-slate-800 bg-slate-950/90">
          {/* (on a phone one row, title and links, so the odds start high on the first screen: docs/answer-first.md#on-a-phone) */}
          <div className="mx-auto flex w-full max-w-[1600px] flex-wrap items-baseline justify-between gap-x-4 gap-y-1 px-3 py-0.5 sm:px-6 sm:py-1">
            <div className="flex flex-wrap items-baseline gap-x-3">
              <Link
                href="/"
                className="inline-flex min-h-11 items-center text-base font-black uppercase tracking-[0.15em] text-amber-300 hover:text-amber-200 sm:text-xl sm:tracking-[0.2em]"
              >
                Rebellion Odds
              </Link>
              <SiteTagline />
            </div>
            <nav aria-label="Site" className="flex flex-wrap gap-x-3 sm:gap-x-4">
              <Link
                href="/"
                className="inline-flex min-h-11 items-center text-sm text-slate-200 underline decoration-amber-400/60 underline-offset-4 hover:text-white max-sm:hidden"
              >
                Rebellion
              </Link>
              <Link
                href="/assault"
                className="inline-flex min-h-11 items-center text-sm text-slate-200 underline decoration-amber-400/60 underline-offset-4 hover:text-white"
              >
                <span>
                  <span className="max-sm:sr-only">Imperial </span>Assault
                </span>
              </Link>
              <Link
                href="/reference"
                className="inline-flex min-h-11 items-center text-sm text-slate-200 underline decoration-amber-400/60 underline-offset-4 hover:text-white"
              >
                <span>
                  Rules<span className="max-sm:sr-only"> reference</span>
                </span>
              </Link>
            </nav>
          </div>
        </header>
        <UpdateNotice />
        <div id="main-content" className="flex flex-1 flex-col">
          {children}
        </div>
        <footer className="border-t border-slate-800 px-3 py-4 text-center text-xs text-slate-400 sm:px-6">
          Rebellion: the battle played out many times over by the combat rules (units, leaders, cards and
          policies in the{" "}
          <Link href="/reference" className="underline hover:text-slate-200">
            rules reference
          </Link>
          ). Imperial Assault: exact odds, every face of every die counted. Fan-made, not affiliated with
          Fantasy Flight Games or Lucasfilm.
        </footer>
      </body>
    </html>
  );
}
