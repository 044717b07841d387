"use client";

import { useEffect, useMemo } from "react";
import { encodeCompare } from "@/lib/compare/compare-link";
import type { PageState } from "@/lib/page/page-state";
import { setupOf } from "@/lib/page/page-state";
import { sharedChances, sharedDrift, type SharedOdds } from "@/lib/share/shared-odds";
import { shareQuery } from "@/lib/share/share-query";
import type { CalculatorModel } from "./calculator-context";
import type { Extras } from "./use-extras";
import type { SimulationView } from "./use-simulation";

/**
 * The page's links: the URL (always the whole setup, defaults left out: a broken link is replaced by the setup
 * shown), what "Copy link" copies (with the odds the page shows once its run is done, A's too when the compare
 * panel has them), pinned A's odds for the bar, and the link's shared odds where they differ from this calculator's.
 */
export function useShareLinks(
  state: PageState,
  name: string,
  sim: SimulationView,
  extras: Extras,
  shared: SharedOdds | null,
  /** The battle the shared odds belong to, as the link gave it: an edit (or another pin) leaves them behind. */
  sharedFor: string,
): Pick<CalculatorModel, "copied" | "pinnedOdds" | "drift"> {
  const setup = setupOf(state);
  const { pinned, plan, luck } = state;
  const sharedNow = shared && encodeCompare(setup, pinned) === sharedFor ? shared : null;
  const link = shareQuery({ setup, pinned, plan, luck, name, shared: sharedNow }, false);
  const a = pinned ? extras.runs.views.pin.a : null;
  const done = extras.mainDone && sim.result ? sim.result : null;
  const odds = done ? { b: sharedChances(done), a: a ? sharedChances(a) : null } : sharedNow;
  const copied = shareQuery({ setup, pinned, plan, luck, name, shared: odds }, true);
  const pinnedOdds = useMemo(
    () =>
      pinned && a
        ? {
            result: a,
            factions: {
              attacker: pinned.scenario.attacker.faction,
              defender: pinned.scenario.defender.faction,
            },
          }
        : null,
    [pinned, a],
  );
  useEffect(() => {
    const url = `${window.location.pathname}${link ? `?${link}` : ""}`;
    if (url !== `${window.location.pathname}${window.location.search}`)
      window.history.replaceState(null, "", url);
  }, [link]);
  return { copied, pinnedOdds, drift: sharedNow && done ? sharedDrift(sharedNow.b, done) : null };
}
