import { ScrollFrame } from "@/components/scroll-frame";

/** A reference table in a ScrollFrame named by the table's caption. */
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
    <ScrollFrame labelledBy={`${id}-caption`} className="mt-3 max-w-full rounded border border-slate-800">
      <table className="w-full border-collapse text-left text-sm">
        <caption id={`${id}-caption`} className="px-3 py-2 text-left font-semibold text-slate-200">
          {caption}
        </caption>
        {children}
      </table>
    </ScrollFrame>
  );
}

export const TH =
  "border-b border-slate-700 bg-slate-900 px-3 py-2 font-semibold text-slate-300 whitespace-nowrap";
export const TD = "border-b border-slate-800 px-3 py-2 align-top";
