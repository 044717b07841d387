"use client";

import { usePathname } from "next/navigation";

/** The header's line naming the calculator the page is. */
export function SiteTagline() {
  const path = usePathname();
  return (
    <span className="text-sm text-slate-400" data-testid="site-tagline">
      {path?.startsWith("/assault")
        ? "Exact attack odds for Star Wars: Imperial Assault"
        : "Combat odds for Star Wars: Rebellion"}
    </span>
  );
}
