"use client";

import { usePathname } from "next/navigation";

/** The header's line naming the calculator the page is. */
export function SiteTagline() {
  const path = usePathname();
  return (
    // (on a phone the calculator's own page says it in its title: the row is for the odds)
    <span
      className={`text-sm text-slate-400 ${path?.startsWith("/assault") || path?.startsWith("/reference") ? "" : "max-sm:sr-only"}`}
      data-testid="site-tagline"
    >
      {path?.startsWith("/assault")
        ? "Exact attack odds for Star Wars: Imperial Assault"
        : "Combat odds for Star Wars: Rebellion"}
    </span>
  );
}
