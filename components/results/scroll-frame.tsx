/**
 * A frame that scrolls its wide content sideways on narrow screens. It is focusable and named, so keyboard
 * users can scroll it too (axe: scrollable-region-focusable).
 */
export function ScrollFrame({
  label,
  className = "",
  children,
}: {
  label: string;
  className?: string;
  children: React.ReactNode;
}) {
  return (
    <div
      role="region"
      aria-label={label}
      tabIndex={0}
      className={`min-w-0 overflow-x-auto focus-visible:outline-2 focus-visible:outline-sky-400 ${className}`}
    >
      {children}
    </div>
  );
}
