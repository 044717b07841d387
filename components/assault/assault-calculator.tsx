"use client";

import { useEffect, useMemo, useState } from "react";
import {
  addAttackDie,
  addDefenseDie,
  answerView,
  assaultOdds,
  ATTACK_DIE_NAMES,
  DEFENSE_DIE_NAMES,
  answerLine,
  attackersOf,
  describeAssault,
  lineView,
  onLine,
  NUMBER_FIELDS,
  type FieldPath,
  LIMITS,
  noticeOutcome,
  readAssaultPage,
  removeAttackDie,
  removeDefenseDie,
  tooMuchWork,
  writeAssaultPage,
  type Assault,
  type AssaultOdds,
  type AssaultPage,
} from "@/lib/assault";
import { ShareLink } from "@/components/share/share-link";
import { AnswerPanel } from "./answer-panel";
import { AttackersStrip } from "./attackers-strip";
import { AttributeTestPanel } from "./attribute-test";
import { ComparePanel } from "./compare-panel";
import { DiePool } from "./die-button";
import { FigurePicker } from "./figure-picker";
import { NumberStepper } from "./number-stepper";
import { RerollsFor } from "./rerolls-for";
import { RolledDice } from "./rolled-dice";
import { SurgeChips } from "./surge-chips";
import { SwitchField } from "./switch-field";
import { TokenPicker } from "./token-picker";

/**
 * The declared numbers with steppers of one group: an attacking figure's (its own numbers, its range and attacks),
 * the defender's, or the target's (its health).
 */
function steppers(group: "attack" | "defense" | null): FieldPath[] {
  const own = (f: FieldPath) => f === "range" || f === "attacks";
  if (group === "attack") return NUMBER_FIELDS.filter((f) => own(f) || f.startsWith("attack."));
  return NUMBER_FIELDS.filter((f) =>
    group === null ? !f.includes(".") && !own(f) : f.startsWith(`${group}.`),
  );
}

/** An attack's answer: its odds (computed already, or here), or why it is not computed. */
function solve(a: Assault, known?: AssaultOdds) {
  const tooMuch = tooMuchWork(a);
  if (tooMuch) return { ok: false as const, error: tooMuch };
  const odds = known ?? assaultOdds(a);
  return { ok: true as const, odds, view: answerView(a, odds) };
}

type Answer = ReturnType<typeof solve>;

/** Said in the answer's place while the browser computes what the server had no time for. */
const COMPUTING: Answer = { ok: false, error: "Computing the odds…" };

/**
 * The /assault calculator: the answer first, then the dice (tapped in), surge chips and numbers. Exact
 * numbers on the main thread (a 6 × 3 pool with rerolls answers in tens of ms); the address bar always holds
 * the whole attack (and a pinned A), so the page is its own share link, offline too.
 */
export function AssaultCalculator({
  served,
  servedOdds = null,
}: {
  served: AssaultPage;
  /** The served link's odds, computed on the server's attack threads; null: the browser computes them. */
  servedOdds?: { readonly odds: AssaultOdds; readonly pinned: AssaultOdds | null } | null;
}) {
  const [page, setPage] = useState(served);
  const { assault, pinned, compared, notices } = page;
  useEffect(() => {
    // Offline the cached page was made for another link: read this one in the browser.
    const here = readAssaultPage(new URLSearchParams(window.location.search));
    if (writeAssaultPage(here) !== writeAssaultPage(served) || here.notices.join() !== served.notices.join())
      // oxlint-disable-next-line react/set-state-in-effect
      setPage(here);
  }, [served]);
  const query = writeAssaultPage({ assault, pinned, compared });
  useEffect(() => {
    const url = `${window.location.pathname}${query ? `?${query}` : ""}`;
    if (url !== `${window.location.pathname}${window.location.search}`)
      window.history.replaceState(null, "", url);
  }, [query]);

  // The served link's answers are the server's (never computed while the server renders the page, issue 37);
  // what the server had no numbers for is computed here once the page has loaded, and every edit here at once.
  const isServed = assault === served.assault;
  const needAnswer = isServed && !servedOdds;
  const pinnedServed = pinned !== null && pinned === served.pinned;
  const needPinned = isServed && pinnedServed && !servedOdds?.pinned;
  const [late, setLate] = useState<{ answer: Answer | null; pinned: Answer | null } | null>(null);
  useEffect(() => {
    if (!needAnswer && !needPinned) return;
    // oxlint-disable-next-line react/set-state-in-effect
    setLate({
      answer: needAnswer ? solve(assault) : null,
      pinned: needPinned && pinned ? solve(pinned) : null,
    });
  }, [needAnswer, needPinned, assault, pinned]);
  const answer = useMemo(() => {
    if (!isServed) return solve(assault);
    return servedOdds ? solve(assault, servedOdds.odds) : (late?.answer ?? COMPUTING);
  }, [assault, isServed, servedOdds, late]);
  const pinnedAnswer = useMemo(() => {
    if (!pinned) return null;
    if (needPinned) return late?.pinned ?? null;
    return isServed && pinnedServed && servedOdds?.pinned ? solve(pinned, servedOdds.pinned) : solve(pinned);
  }, [pinned, needPinned, isServed, pinnedServed, servedOdds, late]);
  const set = (a: Assault) => setPage({ assault: a, pinned, compared, notices: [] });
  // The attacking figure the controls edit: shown in the first place (lineView), the edit put back (onLine).
  const [picked, setPicked] = useState(0);
  const figure = Math.min(picked, attackersOf(assault).length - 1);
  const view = lineView(assault, figure);
  const setView = (v: Assault) => set(onLine(figure, () => v)(assault));

  return (
    <main className="mx-auto flex w-full max-w-5xl flex-col gap-4 px-3 py-4 sm:px-6">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h1 className="text-xl font-bold">Imperial Assault: attack odds</h1>
        <p className="text-sm text-slate-400" data-testid="describe">
          {describeAssault(assault)} · exact
        </p>
      </div>
      {notices.length > 0 && (
        <ul
          role="alert"
          className="rounded-md border border-amber-500 bg-amber-950/60 px-3 py-2 text-sm text-amber-100"
          data-testid="link-notice"
        >
          {notices.map((n) => (
            <li key={n}>
              {n}
              {noticeOutcome(n) ? ` — ${noticeOutcome(n)}.` : ""}
            </li>
          ))}
        </ul>
      )}
      {answer.ok ? (
        <AnswerPanel
          assault={assault}
          onFix={set}
          odds={answer.odds}
          view={answer.view}
          pinned={
            pinned && pinnedAnswer?.ok
              ? { odds: pinnedAnswer.odds, view: pinnedAnswer.view, label: describeAssault(pinned) }
              : null
          }
        />
      ) : (
        <p
          role="alert"
          className="rounded-md border border-red-500 px-3 py-2 text-sm text-red-100"
          data-testid="too-much"
        >
          {answer.error}
        </p>
      )}
      <div className="flex flex-col gap-3">
        {answer.ok && (
          // The answer in one line, in view while the controls below are on screen (a phone scrolls far).
          <p
            className="sticky top-0 z-10 -mx-3 border-b border-slate-800 bg-slate-950 px-3 py-2 text-sm font-semibold tabular-nums text-amber-200 shadow sm:-mx-6 sm:px-6"
            data-testid="answer-line"
            aria-live="polite"
          >
            {answerLine(assault, answer.odds)}
          </p>
        )}
        <div className="flex flex-wrap items-center gap-2">
          <button
            type="button"
            data-testid="pin"
            onClick={() => setPage({ assault, pinned: pinned ? null : assault, compared, notices: [] })}
            className="min-h-11 rounded-md border border-slate-500 px-3 text-sm hover:bg-slate-800"
          >
            {pinned ? "Unpin A" : "Pin as A to compare"}
          </button>
          {pinned && <span className="text-xs text-slate-400">A: {describeAssault(pinned)}</span>}
          <ShareLink query={query} />
        </div>
        <div className="grid gap-3 md:grid-cols-2">
          <AttackersStrip assault={assault} selected={figure} onSelect={setPicked} onChange={set} />
          <FigurePicker assault={view} side="attack" onChange={setView} />
          <FigurePicker assault={assault} side="defense" onChange={set} />
          <DiePool
            label="Attack dice"
            kinds={ATTACK_DIE_NAMES}
            pool={view.attack.dice}
            max={LIMITS.attackDice}
            min={1}
            onAdd={(d) => setView(addAttackDie(d)(view))}
            onRemove={(i) => setView(removeAttackDie(i)(view))}
          />
          <DiePool
            label="Defence dice"
            kinds={DEFENSE_DIE_NAMES}
            pool={assault.defense.dice}
            max={LIMITS.defenseDice}
            min={0}
            onAdd={(d) => set(addDefenseDie(d)(assault))}
            onRemove={(i) => set(removeDefenseDie(i)(assault))}
          />
          <SurgeChips assault={view} onChange={setView} />
          <fieldset className="flex min-w-0 flex-col gap-1 rounded-lg border border-slate-800 p-3">
            <legend className="px-1 text-sm font-semibold text-slate-200">Target</legend>
            {steppers(null).map((f) => (
              <NumberStepper key={f} assault={assault} field={f} onChange={set} />
            ))}
            <RerollsFor assault={assault} onChange={set} />
          </fieldset>
          <fieldset className="flex min-w-0 flex-col gap-1 rounded-lg border border-slate-800 p-3">
            <legend className="px-1 text-sm font-semibold text-slate-200">
              Attacker{attackersOf(assault).length > 1 ? ` ${figure + 1}` : ""}
            </legend>
            {steppers("attack").map((f) => (
              <NumberStepper key={f} assault={view} field={f} onChange={setView} />
            ))}
            <SwitchField assault={view} path="attack.focused" onChange={setView} />
            <TokenPicker assault={assault} side="attack" figure={figure} onChange={set} />
          </fieldset>
          <fieldset className="flex min-w-0 flex-col gap-1 rounded-lg border border-slate-800 p-3">
            <legend className="px-1 text-sm font-semibold text-slate-200">Defender</legend>
            {steppers("defense").map((f) => (
              <NumberStepper key={f} assault={assault} field={f} onChange={set} />
            ))}
            <SwitchField assault={assault} path="defense.noDodge" onChange={set} />
            <SwitchField assault={assault} path="defense.weakened" onChange={set} />
            <TokenPicker assault={assault} side="defense" onChange={set} />
          </fieldset>
          <ComparePanel
            assault={assault}
            compared={compared}
            onChange={(list) => setPage({ assault, pinned, compared: list, notices: [] })}
            onOpen={(a) => {
              setPicked(0);
              set(a);
            }}
          />
          <RolledDice assault={assault} />
          <AttributeTestPanel />
        </div>
      </div>
      <p className="text-xs text-slate-400">
        Surges go to the most damage that still meets accuracy (or first to the condition played for),
        leftovers to conditions; a condition applies only with at least 1 damage, and a Weaken or Focus
        carries to the next attack. Each attack spends its own power tokens (a figure holds at most 2).
        Rerolls are chosen by both players for{" "}
        {assault.health !== null && assault.rerollsFor === "defeat"
          ? "the chance of defeat by the last attack"
          : "each attack's expected damage"}{" "}
        (attacker first). Details: docs/assault.md in the source.
      </p>
    </main>
  );
}
