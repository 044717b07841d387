"use client";

import { useEffect, useMemo, useState } from "react";
import {
  answerView,
  assaultOdds,
  readAssaultPage,
  tooMuchWork,
  writeAssaultPage,
  type Assault,
  type AssaultOdds,
  type AssaultPage,
} from "@/lib/assault";

/** An attack's answer: its odds (computed already, or here), or why it is not computed. */
function solve(a: Assault, known?: AssaultOdds) {
  const tooMuch = tooMuchWork(a);
  if (tooMuch) return { ok: false as const, error: tooMuch };
  const odds = known ?? assaultOdds(a);
  return { ok: true as const, odds, view: answerView(a, odds) };
}

export type Answer = ReturnType<typeof solve>;

/** Said in the answer's place while the browser computes what the server had no time for. */
const COMPUTING: Answer = { ok: false, error: "Computing the odds…" };

/** The served link's odds, computed on the server's attack threads; null: the browser computes them. */
export type ServedOdds = { readonly odds: AssaultOdds; readonly pinned: AssaultOdds | null } | null;

/**
 * The /assault page's state: the attack, its pinned A and compared list as the link holds them (the address bar
 * always holds the whole page), and the answers to the attack and to A.
 */
export function useAssaultPage(served: AssaultPage, servedOdds: ServedOdds) {
  const [page, setPage] = useState(served);
  const { assault, pinned } = page;
  useEffect(() => {
    // Offline the cached page was made for another link: read this one in the browser.
    const here = readAssaultPage(new URLSearchParams(window.location.search));
    if (writeAssaultPage(here) !== writeAssaultPage(served) || here.notices.join() !== served.notices.join())
      // oxlint-disable-next-line react/set-state-in-effect
      setPage(here);
  }, [served]);
  const query = writeAssaultPage({ assault, pinned, compared: page.compared });
  useEffect(() => {
    const url = `${window.location.pathname}${query ? `?${query}` : ""}`;
    if (url !== `${window.location.pathname}${window.location.search}`)
      window.history.replaceState(null, "", url);
  }, [query]);

  // The served link's answers are the server's (never computed while the server renders the page, docs/server.md#imperial-assault-off-the-request-thread);
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
  /** An edit of the attack: the link's notices are done with. */
  const set = (a: Assault) => setPage({ ...page, assault: a, notices: [] });
  return { page, setPage, query, answer, pinnedAnswer, set };
}
