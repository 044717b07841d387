"use client";

import { useEffect, useMemo, useRef, useState } from "react";
import type { SimulationResult } from "@/lib/engine";
import { checkScenario } from "@/lib/scenario/validate-scenario";
import { NAME_WORDS, attacks } from "@/lib/scenario/words";
import { encodeSetup, type Setup } from "@/lib/scenario/url-codec";
import { encodeCompare } from "@/lib/compare/compare-link";
import type { PlanSettings } from "@/lib/planner/plan-link";
import type { LuckEntry } from "@/lib/luck/luck-entry";
import { swapLuck } from "@/lib/luck/luck-edits";
import { cleanName } from "@/lib/scenario/clean-name";
import { sharedChances, sharedDrift, type SharedOdds } from "@/lib/share/shared-odds";
import { shareQuery } from "@/lib/share/share-query";
import { APP_TITLE, namedTitle } from "@/lib/share/app-title";
import { BattleName } from "@/components/share/battle-name";
import { BattleMenuButton, BattleMenuPanel } from "@/components/history/battle-menu";
import { AttackToggle } from "./attack-toggle";
import { factionName } from "@/lib/results/chart-data";
import { ForcePanel } from "@/components/forces/force-panel";
import { ForcesLine } from "@/components/forces/forces-line";
import { BattleInProgress } from "@/components/mid-battle/battle-in-progress";
import { OptionsPanel } from "@/components/options/options-panel";
import { PhoneFold } from "@/components/ui/phone-fold";
import { PresetPicker } from "@/components/presets/preset-picker";
import { ResultsColumn } from "@/components/results/results-column";
import { ShareLink } from "@/components/share/share-link";
import { CombatSystemNote } from "./combat-system-note";
import { ExploreSections } from "./explore-sections";
import { LinkNotice } from "./link-notice";
import { OddsBar } from "./odds-bar";
import { swapSides } from "@/lib/scenario/setup-edits";
import { UndoButtons } from "@/components/history/undo-buttons";
import { KeptOriginBar } from "@/components/history/kept-origin-bar";
import { WayBackBar } from "@/components/history/way-back-bar";
import { RecentBattles } from "@/components/history/recent-battles";
import { useRecentBattles } from "@/components/history/use-recent-battles";
import { activeOrigin, backLabel, type KeptOrigin } from "@/lib/history/kept-origin";
import { useWasHeadline } from "@/components/cards/use-was-headline";
import { useWayBack } from "./use-way-back";
import { useExtras } from "./use-extras";
import { goalsOf } from "@/lib/compare/paired-run";
import { playedGoals, playedScenario, type AutoShares } from "@/lib/results/auto-goal";
import { PlaysFor } from "@/components/forces/plays-for";
import { mainRunKey } from "@/lib/runs/run-job";
import { usePool } from "./use-pool";
import { useSetupHistory } from "./use-setup-history";
import { useSimulation } from "./use-simulation";

interface Props {
  readonly initial: Setup;
  /** Setup A of a comparison opened from a link. */
  readonly initialPinned: Setup | null;
  /** Why the opened link could not be used, if it could not. */
  readonly notice: string | null;
  /** Each part of the opened link left out because it could not be read (the rest is loaded). */
  readonly dropped?: readonly string[];
  /** Why the link's pinned setup A could not be used, if it could not. */
  readonly pinNotice: string | null;
  /** The Plan panel's settings from the link, and why they could not be used, if they could not. */
  readonly initialPlan?: PlanSettings | null;
  readonly planNotice?: string | null;
  /** The luck gauge's entry from the link (`luck=`), and why it could not be read, if it could not. */
  readonly initialLuck?: LuckEntry | null;
  readonly luckNotice?: string | null;
  /** `initial`'s result when the server could run it quickly: shown at once instead of running again. */
  readonly initialResult?: SimulationResult | null;
  /** The first battles `auto` reads, with `initialResult` (docs/rules.md#auto). */
  readonly initialShares?: AutoShares | null;
  /** The battle's name from the link (`name=`); "" for none. */
  readonly initialName?: string;
  /** The headline chances the link was shared with (`shared=`), for `initial` (and `initialPinned`). */
  readonly shared?: SharedOdds | null;
}

/** The calculator: owns the setup (and pinned setup A), mirrors them into the URL and runs them live. */
export function Calculator({
  initial,
  initialPinned,
  notice,
  dropped = [],
  pinNotice,
  initialPlan = null,
  planNotice = null,
  initialLuck = null,
  luckNotice = null,
  initialResult = null,
  initialShares = null,
  initialName = "",
  shared = null,
}: Props) {
  const { poolRef, ready: poolReady } = usePool();
  const history = useSetupHistory(initial, initialName);
  const { setup } = history;
  const [kept, setKept] = useState<KeptOrigin | null>(null);
  const [pinned, setPinned] = useState<Setup | null>(initialPinned);
  const [showNotice, setShowNotice] = useState(notice !== null || dropped.length > 0);
  const [showPinNotice, setShowPinNotice] = useState(pinNotice !== null);
  const [plan, setPlan] = useState<PlanSettings | null>(initialPlan);
  const [showPlanNotice, setShowPlanNotice] = useState(planNotice !== null);
  const [luck, setLuck] = useState<LuckEntry | null>(initialLuck);
  const [showLuckNotice, setShowLuckNotice] = useState(luckNotice !== null);
  const [menu, setMenu] = useState(false);
  const name = cleanName(history.name);
  // The shared odds belong to the battle as the link gave it: an edit (or another pin) leaves them behind.
  const [sharedFor] = useState(() => encodeCompare(initial, initialPinned));
  const sharedNow = shared && encodeCompare(setup, pinned) === sharedFor ? shared : null;
  const query = useMemo(() => encodeSetup(setup), [setup]);
  const problem = useMemo(() => checkScenario(setup.scenario, NAME_WORDS), [setup.scenario]);
  // (the run's identity leaves the goals out: another goal reads the same run another way)
  const runIdentity = useMemo(() => mainRunKey(setup), [setup]);
  const sim = useSimulation(
    poolRef,
    problem ? null : setup,
    problem ? `invalid:${query}` : runIdentity,
    initialResult,
    initialShares,
  );
  // Each side's goal as played: `auto` resolved on this setup's first battles (docs/rules.md#auto). Every answer
  // reads `played`; what is kept (the link, undo, Apply) keeps the goal as set.
  const shares = problem ? null : sim.shares;
  const goalsPlayed = useMemo(() => playedGoals(setup.scenario, shares), [setup.scenario, shares]);
  const played = useMemo(
    () => ({ ...setup, scenario: playedScenario(setup.scenario, goalsPlayed) }),
    [setup, goalsPlayed],
  );
  const origin = activeOrigin(kept, query);
  const { edit: setSetup, replaceWith, what: wayBack, dismiss } = useWayBack(history, query, origin);
  /** Back to the setup an Apply replaced (the way-back bar, the kept-origin bar, the Plan panel's note). */
  const back = () => {
    if (origin) replaceWith(backLabel(origin))(origin.origin);
  };
  const recent = useRecentBattles(setup, query, problem === null, {
    name,
    // (a chance only from the page's own finished run of this setup)
    chance:
      !sim.running && !sim.stale && sim.result && sim.error === null && problem === null
        ? sim.result.outcomes.attacker.p
        : null,
  });
  const extras = useExtras(poolRef, poolReady, played, pinned, sim, problem, plan, origin);
  const link = shareQuery({ setup, pinned, plan, luck, name, shared: sharedNow }, false);
  // What "Copy link" copies: the odds the page shows once its run is done (A's too when the compare panel has them).
  const a = pinned ? extras.runs.views.pin.a : null;
  const copied = shareQuery(
    {
      setup,
      pinned,
      plan,
      luck,
      name,
      shared:
        extras.mainDone && sim.result
          ? { b: sharedChances(sim.result), a: a ? sharedChances(a) : null }
          : sharedNow,
    },
    true,
  );
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
  const drift = sharedNow && extras.mainDone && sim.result ? sharedDrift(sharedNow.b, sim.result) : null;

  const namedBefore = useRef(name !== "");
  useEffect(() => {
    // The tab's title carries the name; the server's title (the preview's words) stays until there is one, and
    // a name cleared gives the app's own title back.
    const wanted = name ? namedTitle(name) : namedBefore.current ? APP_TITLE : null;
    namedBefore.current = name !== "";
    if (wanted === null) return;
    document.title = wanted;
    // The server's metadata streams in after the body, and React puts its <title> first in the head: the title
    // set here stays whichever comes last.
    const observer = new MutationObserver(() => {
      if (document.title !== wanted) document.title = wanted;
    });
    observer.observe(document.head, { childList: true, subtree: true, characterData: true });
    return () => observer.disconnect();
  }, [name]);

  useEffect(() => {
    // The URL always holds the whole setup (defaults left out); a broken link is replaced by the setup shown.
    const url = `${window.location.pathname}${link ? `?${link}` : ""}`;
    if (url !== `${window.location.pathname}${window.location.search}`)
      window.history.replaceState(null, "", url);
  }, [link]);

  const { attacker, defender } = setup.scenario;
  const goals = useMemo(() => goalsOf(played.scenario), [played.scenario]);
  const factions = useMemo(
    () => ({ attacker: attacker.faction, defender: defender.faction }),
    [attacker, defender],
  );
  // Every change of the setup (its link) puts the last run's headline chance beside the new one: "was 74%".
  const was = useWasHeadline(problem ? null : sim.result, sim.running, query, factions, history.battle);

  return (
    <div className="flex flex-col gap-3 pb-14 xl:pb-0" data-ready={poolReady ? "true" : "false"}>
      {showNotice && notice && <LinkNotice message={notice} onDismiss={() => setShowNotice(false)} />}
      {showNotice && dropped.length > 0 && (
        <LinkNotice
          message="Part of the link could not be read"
          lines={dropped.map((d) => d.replace(/^Part of the battle link: /, ""))}
          fallback="The rest of the battle is loaded."
          onDismiss={() => setShowNotice(false)}
        />
      )}
      {showPinNotice && pinNotice && (
        <LinkNotice
          message={pinNotice}
          fallback="Nothing is pinned; the link's setup B is loaded."
          testId="pin-notice"
          onDismiss={() => setShowPinNotice(false)}
        />
      )}
      {showPlanNotice && planNotice && (
        <LinkNotice
          message={planNotice}
          fallback="The Plan panel is closed."
          testId="plan-notice"
          onDismiss={() => setShowPlanNotice(false)}
        />
      )}
      {showLuckNotice && luckNotice && (
        <LinkNotice
          message={luckNotice}
          fallback="The luck gauge is closed."
          testId="luck-notice"
          onDismiss={() => setShowLuckNotice(false)}
        />
      )}
      {/* One row (issue 47): who attacks, Undo, Redo and the battle menu; the rest of the battle's chrome folds
          into the menu, so the odds come right after it on a phone and the four answers fit a desktop's screen. */}
      <div className="flex flex-col gap-2">
        <div className="flex items-center gap-2 max-sm:justify-between sm:flex-wrap">
          <AttackToggle
            attacker={attacker.faction}
            onSwap={(f) => {
              replaceWith(`${factionName(f)} ${attacks(f)}`)(swapSides(setup));
              // (the luck entry's losses go with their forces)
              setLuck(swapLuck);
            }}
          />
          <UndoButtons
            canUndo={history.canUndo}
            canRedo={history.canRedo}
            onUndo={history.undo}
            onRedo={history.redo}
          />
          <BattleMenuButton open={menu} onOpen={setMenu} name={name} recent={recent.list.length} />
        </div>
        <BattleMenuPanel open={menu} onOpen={setMenu}>
          <BattleName value={history.name} onChange={history.rename} />
          <ShareLink query={copied} />
          <PresetPicker
            setup={setup}
            onChange={(next) => {
              replaceWith("Opened a preset battle", { name: "" })(next);
              setMenu(false);
            }}
          />
          <RecentBattles
            recent={recent}
            current={query}
            onOpen={(b) => {
              replaceWith("Opened a recent battle", { name: b.name })(b.setup);
              setMenu(false);
            }}
          />
        </BattleMenuPanel>
      </div>
      {drift && (
        <p
          role="status"
          data-testid="shared-drift"
          className="rounded-md border border-amber-500/60 bg-amber-950/40 px-3 py-2 text-sm text-amber-100"
        >
          {drift}.
        </p>
      )}
      {/* The way back sits by the thumb while the bar is there; this one is for after it is closed. */}
      {origin && !wayBack && <KeptOriginBar kept={origin} onBack={back} />}
      <div className="grid grid-cols-1 gap-4 xl:grid-cols-[minmax(0,7fr)_minmax(0,5fr)]">
        <ResultsColumn
          sim={sim}
          attacker={attacker.faction}
          defender={defender.faction}
          problem={problem}
          system={<CombatSystemNote setup={setup} onChange={setSetup} />}
          retreat={extras.retreat}
          used={{ attacker, defender }}
          goals={goals}
          was={was}
          playsFor={problem ? null : <PlaysFor setup={setup} played={goalsPlayed} onChange={setSetup} />}
        />
        <section aria-labelledby="forces-heading" className="min-w-0 max-xl:order-first">
          <h2 id="forces-heading" className="sr-only">
            Forces
          </h2>
          <ForcesLine
            setup={setup}
            battle={history.battle}
            onApply={replaceWith("Set up from the text", { name: "" })}
          />
          <div className="grid grid-cols-1 gap-2 md:grid-cols-2 md:gap-4">
            <ForcePanel setup={setup} side="attacker" played={goalsPlayed.attacker} onChange={setSetup} />
            <ForcePanel setup={setup} side="defender" played={goalsPlayed.defender} onChange={setSetup} />
          </div>
          <BattleInProgress setup={setup} onChange={setSetup} />
        </section>
        <ExploreSections
          extras={extras}
          setup={setup}
          played={played}
          pinned={pinned}
          sim={sim}
          problem={problem}
          onSetup={replaceWith("Applied the change")}
          onApplied={setKept}
          origin={origin}
          onBack={back}
          onPinned={setPinned}
          plan={plan}
          onPlan={setPlan}
          luck={luck}
          onLuck={setLuck}
        />
        <PhoneFold label="Options: tactic cards, rules, trials and seed" testId="options">
          <OptionsPanel setup={setup} onChange={setSetup} />
        </PhoneFold>
      </div>
      {wayBack && (
        <WayBackBar what={wayBack} onUndo={history.undo} kept={origin} onBack={back} onDismiss={dismiss} />
      )}
      <OddsBar sim={sim} factions={factions} invalid={problem !== null} was={was} a={pinnedOdds} />
    </div>
  );
}
