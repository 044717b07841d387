import type { ReactNode } from "react";

/**
 * One segment of a choice shown as side-by-side buttons: a 44-px label over a hidden radio of group `name`, amber
 * while chosen. `className` adds to the look (its padding: `px-3` unless told).
 */
export function Segment({
  name,
  checked,
  onChoose,
  className = "px-3",
  children,
}: {
  readonly name: string;
  readonly checked: boolean;
  readonly onChoose: () => void;
  readonly className?: string;
  readonly children: ReactNode;
}) {
  return (
    <label
      className={`flex min-h-11 cursor-pointer items-center rounded-md border border-slate-600 text-sm has-[:checked]:border-amber-400 has-[:checked]:bg-amber-400/15 has-[:checked]:text-amber-200 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-amber-300 ${className}`}
    >
      <input type="radio" name={name} className="sr-only" checked={checked} onChange={onChoose} />
      {children}
    </label>
  );
}
