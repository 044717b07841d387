import type { UnitDef } from "@/lib/data";

const DIE_STYLE = {
  red: "bg-red-600 border-red-400",
  black: "bg-neutral-900 border-neutral-400",
  green: "bg-emerald-600 border-emerald-300",
} as const;

/** A unit's attack dice as coloured squares and its health as a coloured badge, with a text equivalent. */
export function DiceBadges({ unit }: { unit: UnitDef }) {
  const dice = (["red", "black", "green"] as const).flatMap((colour) =>
    Array.from({ length: unit[colour] }, (_, i) => ({ colour, key: `${colour}${i}` })),
  );
  const diceText = (["red", "black", "green"] as const)
    .filter((c) => unit[c] > 0)
    .map((c) => `${unit[c]} ${c}`)
    .join(", ");
  const healthText = unit.health === 0 ? "cannot be damaged" : `${unit.health} ${unit.healthColour} health`;
  return (
    <span className="flex flex-wrap items-center gap-1.5 text-xs text-slate-300">
      <span className="sr-only">
        Dice: {diceText || "none"}; {healthText}.
      </span>
      <span className="flex items-center gap-0.5" aria-hidden="true">
        {dice.length === 0 ? <span className="text-slate-400">no dice</span> : null}
        {dice.map((d) => (
          <span key={d.key} className={`inline-block h-3 w-3 rounded-[3px] border ${DIE_STYLE[d.colour]}`} />
        ))}
      </span>
      <span
        aria-hidden="true"
        className={`rounded px-1.5 py-px font-semibold ${
          unit.healthColour === "red"
            ? "bg-red-900/70 text-red-100 ring-1 ring-red-500"
            : unit.healthColour === "black"
              ? "bg-neutral-950 text-neutral-100 ring-1 ring-neutral-400"
              : "bg-slate-800 text-slate-300 ring-1 ring-slate-500"
        }`}
      >
        {unit.health === 0 ? "∞" : `♥${unit.health}`}
      </span>
    </span>
  );
}
