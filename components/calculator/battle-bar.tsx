"use client";

import { useState } from "react";
import { canRedo, canUndo } from "@/lib/history/undo-history";
import { BattleName } from "@/components/share/battle-name";
import { BattleMenuButton, BattleMenuPanel } from "@/components/history/battle-menu";
import { UndoButtons } from "@/components/history/undo-buttons";
import { RecentBattles } from "@/components/history/recent-battles";
import { PresetPicker } from "@/components/presets/preset-picker";
import { ShareLink } from "@/components/share/share-link";
import { nameOf } from "@/lib/page/page-state";
import { AttackToggle } from "./attack-toggle";
import { useCalculator } from "./calculator-context";

/**
 * One row: who attacks, Undo, Redo and the battle menu; the rest of the battle's chrome (its name, the link, the
 * presets, Recent battles) folds into the menu, so the odds come right after it on a phone and the four answers fit
 * a desktop's screen.
 */
export function BattleBar() {
  const { state, actions, setup, name, recent, query, copied } = useCalculator();
  const [menu, setMenu] = useState(false);
  return (
    <div className="flex flex-col gap-2">
      <div className="flex items-center gap-2 max-sm:justify-between sm:flex-wrap">
        <AttackToggle attacker={setup.scenario.attacker.faction} onSwap={actions.swap} />
        <UndoButtons
          canUndo={canUndo(state.history)}
          canRedo={canRedo(state.history)}
          onUndo={actions.undo}
          onRedo={actions.redo}
        />
        <BattleMenuButton open={menu} onOpen={setMenu} name={name} recent={recent.list.length} />
      </div>
      <BattleMenuPanel open={menu} onOpen={setMenu}>
        <BattleName value={nameOf(state)} onChange={actions.rename} />
        <ShareLink query={copied} />
        <PresetPicker
          setup={setup}
          onChange={(next) => {
            actions.replaceWith("Opened a preset battle", { name: "" })(next);
            setMenu(false);
          }}
        />
        <RecentBattles
          recent={recent}
          current={query}
          onOpen={(b) => {
            actions.replaceWith("Opened a recent battle", { name: b.name })(b.setup);
            setMenu(false);
          }}
        />
      </BattleMenuPanel>
    </div>
  );
}
