import type { DieColour, HealthColour } from "@/lib/data";

const CHIP: Record<DieColour, string> = {
  red: "bg-red-700 text-white",
  black: "bg-black text-white ring-1 ring-slate-500",
  green: "bg-green-700 text-white",
};

/** A count in its die colour; the colour is also written out, so it never relies on colour alone. */
export function DieChip({ colour, count }: { colour: DieColour | HealthColour; count: number }) {
  return (
    <span
      className={`inline-block rounded px-1.5 py-0.5 text-xs font-semibold whitespace-nowrap ${CHIP[colour]}`}
    >
      {count} {colour}
    </span>
  );
}

/** A unit's attack dice as chips, or a dash when it does not attack. */
export function AttackDice({ red, black, green }: { red: number; black: number; green: number }) {
  const dice = (
    [
      ["red", red],
      ["black", black],
      ["green", green],
    ] as const
  ).filter(([, n]) => n > 0);
  if (dice.length === 0) return <span className="text-slate-400">none</span>;
  return (
    <span className="flex gap-1">
      {dice.map(([colour, n]) => (
        <DieChip key={colour} colour={colour} count={n} />
      ))}
    </span>
  );
}

/** A small square of a die's colour, beside a label that names it. */
export function DieSwatch({ colour }: { colour: DieColour }) {
  return (
    <span aria-hidden="true" className={`mr-2 inline-block size-3 rounded-sm align-middle ${CHIP[colour]}`} />
  );
}
