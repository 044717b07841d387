/**
 * A frame that scrolls its wide content sideways on narrow screens, so the page itself never does. It is
 * focusable and named (by `label`, or by the element `labelledBy` names), so keyboard users can scroll it
 * too (axe: scrollable-region-focusable).
 */
export function ScrollFrame({
  label,
  labelledBy,
  className = "",
  children,
}: {
  label?: string;
  labelledBy?: string;
  className?: string;
  children: React.ReactNode;
}) {
  return (
    <div
      role="region"
      aria-label={label}
      aria-labelledby={labelledBy}
      tabIndex={0}
      className={`min-w-0 overflow-x-auto focus-visible:outline-2 focus-visible:outline-sky-400 ${className}`}
    >
      {children}
    </div>
  );
}
