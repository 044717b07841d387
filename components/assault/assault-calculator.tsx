"use client";

import { answerLine, describeAssault, noticeOutcome, type AssaultPage } from "@/lib/assault";
import { ShareLink } from "@/components/share/share-link";
import { AnswerPanel } from "./answer-panel";
import { AssaultControls } from "./assault-controls";
import { useAssaultPage, type ServedOdds } from "./use-assault-page";

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
  servedOdds?: ServedOdds;
}) {
  const { page, setPage, query, answer, pinnedAnswer, set } = useAssaultPage(served, servedOdds);
  const { assault, pinned, compared, notices } = page;
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
        <AssaultControls page={page} set={set} setPage={setPage} />
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
