"use client";

import { useCalculator } from "./calculator-context";
import { LinkNotice } from "./link-notice";

/** What the opened link could not give, each notice until dismissed: the link, its pinned A, its Plan, its luck. */
export function LinkNotices() {
  const { state, actions, notices } = useCalculator();
  const shown = state.notices;
  const { notice, dropped, pinNotice, planNotice, luckNotice } = notices;
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
      {shown.pin && pinNotice && (
        <LinkNotice
          message={pinNotice}
          fallback="Nothing is pinned; the link's setup B is loaded."
          testId="pin-notice"
          onDismiss={() => actions.dismiss("pin")}
        />
      )}
      {shown.plan && planNotice && (
        <LinkNotice
          message={planNotice}
          fallback="The Plan panel is closed."
          testId="plan-notice"
          onDismiss={() => actions.dismiss("plan")}
        />
      )}
      {shown.luck && luckNotice && (
        <LinkNotice
          message={luckNotice}
          fallback="The luck gauge is closed."
          testId="luck-notice"
          onDismiss={() => actions.dismiss("luck")}
        />
      )}
    </>
  );
}
