/**
 * A table that scrolls sideways inside its own frame on narrow screens, so the page itself never does.
 * The frame is focusable and labelled by the caption, so keyboard users can scroll it too.
 */
export function TableFrame({
  id,
  caption,
  children,
}: {
  id: string;
  caption: string;
  children: React.ReactNode;
}) {
  return (
    <div
      role="region"
      aria-labelledby={`${id}-caption`}
      tabIndex={0}
      className="mt-3 max-w-full overflow-x-auto rounded border border-slate-800 focus-visible:outline-2 focus-visible:outline-sky-400"
    >
      <table className="w-full border-collapse text-left text-sm">
        <caption id={`${id}-caption`} className="px-3 py-2 text-left font-semibold text-slate-200">
          {caption}
        </caption>
        {children}
      </table>
    </div>
  );
}

export const TH =
  "border-b border-slate-700 bg-slate-900 px-3 py-2 font-semibold text-slate-300 whitespace-nowrap";
export const TD = "border-b border-slate-800 px-3 py-2 align-top";
