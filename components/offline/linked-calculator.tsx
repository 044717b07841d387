"use client";

import { useEffect, useState } from "react";
import type { SimulationResult } from "@/lib/engine";
import { decodePageLink, type PageLink } from "@/lib/share/page-link";
import { Calculator } from "@/components/calculator/calculator";

interface Props {
  /** The link as the server read it. */
  readonly served: PageLink;
  /** The server's numbers for `served.initial`, when it had them quickly. */
  readonly initialResult: SimulationResult | null;
}

/**
 * The calculator for the page's link. Offline, the service worker answers a share link with the cached
 * calculator page, made for another link: the browser then reads the link itself and opens that setup,
 * with no server numbers (the workers compute them).
 */
export function LinkedCalculator({ served, initialResult }: Props) {
  const [link, setLink] = useState<{ link: PageLink; result: SimulationResult | null }>({
    link: served,
    result: initialResult,
  });
  // Read before any effect runs: the calculator's own effect rewrites the URL into its canonical form.
  const [search] = useState(() => (typeof window === "undefined" ? null : window.location.search));
  useEffect(() => {
    if (search === null) return;
    const here = decodePageLink(new URLSearchParams(search));
    // The page was made for another link: only the offline cache does that.
    // oxlint-disable-next-line react/set-state-in-effect
    if (here.key !== served.key) setLink({ link: here, result: null });
  }, [search, served.key]);
  const { initial, pinned, notice, pinNotice, initialPlan, planNotice, key } = link.link;
  return (
    <Calculator
      key={key}
      initial={initial}
      initialPinned={pinned}
      notice={notice}
      pinNotice={pinNotice}
      initialPlan={initialPlan}
      planNotice={planNotice}
      initialResult={link.result}
    />
  );
}
