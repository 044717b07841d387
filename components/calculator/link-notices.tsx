"use client";

import { useCalculator } from "./calculator-context";
import { LinkNotice } from "./link-notice";

/** What the opened link could not give, each notice until dismissed: the link, its pinned A, its Plan, its luck. */
export function LinkNotices() {
  const { state, actions, notices } = useCalculator();
  const shown = state.notices;
  const { notice, dropped, pinNotice, planNotice, luckNotice } = notices;
  // (what the link's riders asked for and could not have: each says what is shown instead)
  const riders = [
    { notice: "pin", message: pinNotice, fallback: "Nothing is pinned; the link's setup B is loaded." },
    { notice: "plan", message: planNotice, fallback: "The Plan panel is closed." },
    { notice: "luck", message: luckNotice, fallback: "The luck gauge is closed." },
  ] as const;
  return (
    <>
      {shown.link && notice && <LinkNotice message={notice} onDismiss={() => actions.dismiss("link")} />}
      {shown.link && dropped.length > 0 && (
        <LinkNotice
          message="Part of the link could not be read"
          lines={dropped.map((d) => d.replace(/^Part of the battle link: /, ""))}
          fallback="The rest of the battle is loaded."
          onDismiss={() => actions.dismiss("link")}
        />
      )}
      {riders.map(
        (r) =>
          shown[r.notice] &&
          r.message && (
            <LinkNotice
              key={r.notice}
              message={r.message}
              fallback={r.fallback}
              testId={`${r.notice}-notice`}
              onDismiss={() => actions.dismiss(r.notice)}
            />
          ),
      )}
    </>
  );
}
