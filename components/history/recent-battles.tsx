"use client";

import { formatPercent } from "@/lib/format/percent";
import { factionName } from "@/lib/results/chart-data";
import { wins } from "@/lib/scenario/words";
import { recentDifferences, type RecentBattle } from "@/lib/recent/recent-battles";
import type { RecentBattles as Recent } from "./use-recent-battles";

interface Props {
  readonly recent: Recent;
  /** The current setup's link: its entry is marked, not offered. */
  readonly current: string;
  readonly onOpen: (battle: RecentBattle) => void;
}

const button =
  "min-h-11 rounded-md border border-slate-600 px-3 text-sm hover:border-amber-400 focus-visible:outline-2 focus-visible:outline-amber-300";

function when(b: RecentBattle): string {
  return new Date(b.seenAt).toLocaleString(undefined, { dateStyle: "short", timeStyle: "short" });
}

/**
 * The last battles looked at on this device, one tap to open, each removable; kept in this browser only. It sits in
 * the battle menu (components/history/battle-menu.tsx), open with it.
 */
export function RecentBattles({ recent, current, onOpen }: Props) {
  const { list } = recent;
  const differences = recentDifferences(list);
  return (
    <section className="min-w-0" data-testid="recent" aria-labelledby="recent-heading">
      <h3 id="recent-heading" className="text-xs font-semibold uppercase tracking-wide text-slate-400">
        Recent battles ({list.length})
      </h3>
      <div id="recent-list" className="mt-1">
        {list.length === 0 ? (
          <p className="text-sm text-slate-300">
            No battles yet: a setup you look at for a moment is listed here.
          </p>
        ) : (
          <ol className="flex flex-col" aria-label="Recent battles, newest first">
            {list.map((b, i) => (
              <li
                key={b.link}
                className="flex items-center gap-2 border-t border-slate-800 py-1 first:border-t-0"
                data-testid="recent-item"
              >
                <button
                  type="button"
                  className="min-h-11 min-w-0 flex-1 rounded-md px-2 text-left text-sm hover:bg-slate-800 focus-visible:outline-2 focus-visible:outline-amber-300 disabled:text-amber-200"
                  disabled={b.link === current}
                  onClick={() => onOpen(b)}
                >
                  {/* its name is its words, "Open" first for screen readers (axe: label-content-name-mismatch) */}
                  <span className="sr-only">Open </span>
                  <span className="block truncate text-slate-100" data-testid="recent-name">
                    {b.name || b.forces}
                  </span>
                  {b.name && <span className="block truncate text-xs text-slate-300">{b.forces}</span>}
                  {differences[i] && (
                    <span className="block truncate text-xs text-amber-200" data-testid="recent-difference">
                      {differences[i]}
                    </span>
                  )}
                  <span className="block text-xs text-slate-400" data-testid="recent-seen">
                    {b.chance !== null && (
                      <span className="font-semibold text-slate-200">
                        {factionName(b.setup.scenario.attacker.faction)}{" "}
                        {wins(b.setup.scenario.attacker.faction)} {formatPercent(b.chance)} ·{" "}
                      </span>
                    )}
                    {b.link === current ? "Shown now" : when(b)}
                  </span>
                </button>
                <button
                  type="button"
                  className={`${button} min-w-11 px-0`}
                  onClick={() => recent.remove(b.link)}
                  aria-label={`Remove ${b.name || b.forces}`}
                >
                  ✕
                </button>
              </li>
            ))}
          </ol>
        )}
        <div className="mt-2 flex flex-wrap items-center justify-between gap-2">
          <p className="text-xs text-slate-400">Kept in this browser only; nothing leaves the device.</p>
          {list.length > 0 && (
            <button type="button" className={button} onClick={recent.clear}>
              Forget all
            </button>
          )}
        </div>
      </div>
    </section>
  );
}
