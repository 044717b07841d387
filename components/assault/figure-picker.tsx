"use client";

import {
  figureFacts,
  figureName,
  figureOptions,
  HEROES,
  SETS,
  setAttacker,
  setOption,
  setTarget,
  WEAPONS,
  type Assault,
} from "@/lib/assault";

const select =
  "min-h-11 w-full min-w-0 rounded-md border border-slate-600 bg-slate-900 px-2 text-sm text-slate-100 focus-visible:outline-2 focus-visible:outline-amber-300";

/**
 * Pick the attacker or the target by name (docs/assault.md#figures): its card fills the dice, surge abilities,
 * bonuses (the target's health too); dice by hand stay for anything else. A hero's weapon is picked beside it; the
 * card's switches ("adjacent to another friendly Trooper") and what it does that is not played are shown under it.
 */
export function FigurePicker({
  assault,
  side,
  onChange,
}: {
  assault: Assault;
  side: "attack" | "defense";
  onChange: (a: Assault) => void;
}) {
  const id = `figure-${side}`;
  const value = assault[side].figure ?? "";
  const facts = figureFacts(assault, side);
  const hero = HEROES.find((h) => h.id === value);
  const pick = (figure: string) => {
    const next = figure === "" ? null : figure;
    onChange(side === "attack" ? setAttacker(assault, next) : setTarget(assault, next));
  };
  return (
    <div className="flex min-w-0 flex-col gap-1" data-testid={id}>
      <label htmlFor={id} className="text-sm text-slate-200">
        {side === "attack" ? "Attacking figure" : "Target figure"}
      </label>
      <select id={id} className={select} value={value} onChange={(e) => pick(e.target.value)}>
        <option value="">Dice by hand</option>
        {SETS.map((s) => (
          <optgroup key={s.id} label={s.name}>
            {s.figures
              .filter((f) => side === "defense" || f.attack !== null)
              .map((f) => (
                <option key={f.id} value={f.id}>
                  {figureName({ kind: "figure", row: f })}
                </option>
              ))}
          </optgroup>
        ))}
        <optgroup label="Heroes">
          {HEROES.map((h) => (
            <option key={h.id} value={h.id}>
              {h.name} (hero)
            </option>
          ))}
        </optgroup>
      </select>
      {side === "attack" && hero && (
        <label className="flex min-w-0 flex-col gap-1 text-sm text-slate-200">
          Weapon
          <select
            className={select}
            data-testid="weapon"
            value={assault.attack.weapon ?? hero.weapon}
            onChange={(e) =>
              onChange(setAttacker(assault, hero.id, e.target.value === hero.weapon ? null : e.target.value))
            }
          >
            {WEAPONS.map((w) => (
              <option key={w.id} value={w.id}>
                {w.name}
                {w.id === hero.weapon ? " (starting)" : ""}
              </option>
            ))}
          </select>
        </label>
      )}
      {facts && (
        <ul className="text-xs text-slate-400" data-testid={`${id}-facts`}>
          {facts.lines.map((l) => (
            <li key={l}>{l}</li>
          ))}
        </ul>
      )}
      {figureOptions(assault, side).map(({ option, on }) => (
        <label key={option.id} className="flex min-h-11 items-center gap-2 text-sm text-slate-200">
          <input
            type="checkbox"
            className="size-5"
            checked={on}
            onChange={(e) => onChange(setOption(assault, side, option.id, e.target.checked))}
          />
          {option.label}
        </label>
      ))}
    </div>
  );
}
