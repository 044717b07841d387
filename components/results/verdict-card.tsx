import type { Faction } from "@/lib/data";
import { aboutPercent, aboutPercents, formatPercent } from "@/lib/format/percent";
import type { HeadlineOutcome } from "@/lib/results/outcome-words";
import type { Verdict } from "@/lib/results/verdict";
import type { RetreatVerdict } from "@/lib/retreat/retreat-verdict";
import { RetreatLine } from "@/components/retreat/retreat-line";
import { factionName } from "@/lib/results/chart-data";
import { verb } from "@/lib/scenario/unit-words";
import type { WasHeadline } from "@/components/cards/use-was-headline";
import { FACTION_COLOUR, NEUTRAL } from "./colors";

interface Props {
  readonly verdict: Verdict;
  readonly factions: { readonly attacker: Faction; readonly defender: Faction };
  /** Each side's retreat verdict (from the retreat rules' runs, which come after the main run). */
  readonly retreat: { readonly attacker: RetreatVerdict; readonly defender: RetreatVerdict };
  /** The headline outcome's chance before the cards already used changed ("was 74%"), when they just did. */
  readonly was?: WasHeadline | null;
  /** The run is still going: every chance reads "about …" until it settles. */
  readonly moving?: boolean;
}

/** Outcomes rarer than this share one line under the others. */
const RARE = 0.01;

function Outcome({
  o,
  first,
  colour,
  was,
  moving,
}: {
  o: HeadlineOutcome;
  first: boolean;
  colour: string;
  was?: number | undefined;
  moving: boolean;
}) {
  return (
    <li
      data-testid={`verdict-outcome-${o.key}`}
      className={`relative flex items-baseline justify-between gap-3 overflow-hidden rounded-md bg-slate-800/70 px-2.5 ${first ? "py-1.5" : "py-0.5"}`}
    >
      <span
        aria-hidden="true"
        className="absolute inset-y-0 left-0 opacity-25"
        style={{ width: `${o.p * 100}%`, backgroundColor: colour }}
      />
      <span
        className={`relative min-w-0 ${first ? "text-base font-semibold text-white" : "text-sm text-slate-100"}`}
      >
        {o.text}
      </span>
      <span className="relative flex shrink-0 items-baseline gap-1.5">
        {was !== undefined && (
          <span className="text-xs font-normal text-slate-300" data-testid="verdict-was">
            was {formatPercent(was)}
          </span>
        )}
        <strong className={`tabular-nums text-white ${first ? "text-xl" : "text-sm"}`}>
          {aboutPercent(o.p, moving)}
        </strong>
      </span>
    </li>
  );
}

const heading = "text-xs font-semibold uppercase tracking-wide text-slate-400";

/** Each side's expected losses, its likeliest exact loss when it is likely enough, and the chances worth noticing. */
function VerdictLosses({
  verdict,
  factions,
  moving,
}: Pick<Props, "verdict" | "factions"> & { moving: boolean }) {
  return (
    <section aria-label="Losses" data-testid="verdict-losses">
      <h3 className={heading}>Losses</h3>
      <ul className="flex flex-col gap-1 text-sm">
        {(["attacker", "defender"] as const).map((side) => {
          const l = verdict.losses[side];
          const f = factions[side];
          return (
            <li key={side} data-testid={`verdict-losses-${side}`}>
              <p className="text-slate-100">
                <strong className="font-semibold">{factionName(f)}</strong>{" "}
                {l.likely ? (
                  <>
                    {verb(f, "loses", "lose")} {l.likely.text.replace(/^lose /, "")}:{" "}
                    <strong className="tabular-nums">{aboutPercent(l.likely.p, moving)}</strong>
                    <span className="text-slate-300">
                      {" "}
                      ({l.expected === "nothing" ? "nothing" : l.expected} on average)
                    </span>
                  </>
                ) : (
                  <>
                    {verb(f, "loses", "lose")} {l.expected}
                  </>
                )}
              </p>
              {l.chances.length > 0 && (
                <p className="text-xs text-slate-300" data-testid={`verdict-chances-${side}`}>
                  {aboutPercents(l.chances.join(" · "), moving)}
                </p>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/**
 * The verdict at a glance (docs/answer-first.md#the-verdict-on-the-page): the outcomes (every split named), who holds each theater, each side's
 * expected losses and the chances worth noticing, and a retreat verdict per side. Words and whole percents
 * only: the statistics behind them are in the Details.
 */
export function VerdictCard({ verdict, factions, retreat, was = null, moving = false }: Props) {
  const colour = (o: HeadlineOutcome) =>
    o.tone === "neutral" ? NEUTRAL.split : FACTION_COLOUR[factions[o.tone]];
  const main = verdict.outcomes.filter((o, i) => i === 0 || o.p >= RARE);
  const rare = verdict.outcomes.filter((o, i) => i > 0 && o.p < RARE);
  return (
    <div className="flex flex-col gap-2" data-testid="verdict" data-moving={moving ? "true" : "false"}>
      {verdict.goals.length > 0 && (
        <section aria-label="Playing for" data-testid="verdict-goals">
          <h3 className={heading}>Playing for</h3>
          <ul className="flex flex-col gap-0.5">
            {verdict.goals.map((g) => {
              return (
                <li
                  key={g.side}
                  data-testid={`verdict-goal-${g.side}`}
                  data-goal={g.goal}
                  className="flex items-baseline justify-between gap-3 rounded-md bg-slate-800/70 px-2.5 py-1"
                >
                  <span className="min-w-0 text-sm font-semibold text-slate-100">{g.text}</span>
                  <strong className="shrink-0 text-lg tabular-nums text-white">
                    {aboutPercent(g.p, moving)}
                  </strong>
                </li>
              );
            })}
          </ul>
        </section>
      )}
      <ul className="flex flex-col gap-1" aria-label="How the battle ends" data-testid="verdict-outcomes">
        {main.map((o, i) => (
          <Outcome
            key={o.key}
            o={o}
            first={i === 0}
            colour={colour(o)}
            moving={moving}
            was={i === 0 && was && was.key === o.key ? was.p : undefined}
          />
        ))}
        {rare.length > 0 && (
          <li className="px-2.5 text-xs text-slate-300" data-testid="verdict-rare">
            {rare.map((o) => `${o.text}: ${aboutPercent(o.p, moving)}`).join(" · ")}
          </li>
        )}
      </ul>
      {verdict.holds.length > 0 && (
        <section aria-label="Who holds what" data-testid="verdict-holds">
          <h3 className={heading}>Who holds what</h3>
          <ul className="text-sm text-slate-100">
            {verdict.holds.map((h) => (
              <li key={h.theater} data-testid={`verdict-holds-${h.theater}`}>
                {aboutPercents(h.text, moving)}
              </li>
            ))}
          </ul>
        </section>
      )}
      <VerdictLosses verdict={verdict} factions={factions} moving={moving} />
      <section aria-label="Retreat" data-testid="verdict-retreat">
        <h3 className={heading}>Retreat</h3>
        <ul className="flex flex-col gap-0.5 text-sm">
          {(["attacker", "defender"] as const).map((side) => {
            const r = retreat[side];
            return (
              <li key={side} data-testid={`verdict-retreat-${side}`} data-state={r.state}>
                {!r.named && (
                  <strong className="font-semibold text-slate-100">{factionName(factions[side])}: </strong>
                )}
                <RetreatLine verdict={r} testId={`verdict-retreat-${side}`} />
              </li>
            );
          })}
        </ul>
      </section>
      {verdict.likelyEnd && (
        <p className="text-sm text-slate-200" data-testid="verdict-likely-end">
          Most likely end: {verdict.likelyEnd.text}:{" "}
          <strong className="tabular-nums text-white">{aboutPercent(verdict.likelyEnd.p, moving)}</strong>
        </p>
      )}
    </div>
  );
}
