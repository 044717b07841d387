"use client";

import { useEffect, useState } from "react";
import type { SimulationResult } from "@/lib/engine";
import type { AutoShares } from "@/lib/results/auto-goal";
import { decodePageLink, type PageLink } from "@/lib/share/page-link";
import { Calculator } from "@/components/calculator/calculator";

interface Props {
  /** The link as the server read it; null in the offline shell, which reads the link in the browser. */
  readonly served: PageLink | null;
  /** The server's numbers for `served.initial`, when it had them quickly. */
  readonly initialResult: SimulationResult | null;
  /** The first battles `auto` reads, with `initialResult` (null when no side plays for `auto`). */
  readonly initialShares?: AutoShares | null;
}

/**
 * The calculator for the page's link. Offline, the service worker answers every link to `/` with the
 * calculator's shell (lib/offline/shell.ts): it shows a line until the browser has read the link, then that
 * setup, computed by the workers. Online the server has read the link and may bring its numbers.
 */
export function LinkedCalculator({ served, initialResult, initialShares = null }: Props) {
  const [link, setLink] = useState<PageLink | null>(served);
  useEffect(() => {
    // The shell: the link is only known here (the server's HTML was made for no setup).
    // oxlint-disable-next-line react/set-state-in-effect
    if (served === null) setLink(decodePageLink(new URLSearchParams(window.location.search)));
  }, [served]);
  if (!link) {
    return (
      <p role="status" data-testid="opening-link" className="text-slate-300">
        Opening the calculator…
      </p>
    );
  }
  return (
    <Calculator
      key={link.key}
      initial={link.initial}
      initialPinned={link.pinned}
      notice={link.notice}
      dropped={link.dropped}
      pinNotice={link.pinNotice}
      initialPlan={link.initialPlan}
      planNotice={link.planNotice}
      initialLuck={link.initialLuck}
      luckNotice={link.luckNotice}
      initialName={link.name}
      shared={link.shared}
      initialResult={served ? initialResult : null}
      initialShares={served ? initialShares : null}
    />
  );
}
