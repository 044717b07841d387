import { ScrollFrame } from "@/components/scroll-frame";

/** A column's head: its words, or its words and a class added to TH (a head that may wrap). */
export type Column = string | { readonly label: string; readonly className: string };

/** A reference table in a ScrollFrame named by the table's caption, with one head row of `columns`. */
export function TableFrame({
  id,
  caption,
  columns,
  children,
}: {
  id: string;
  caption: string;
  columns: readonly Column[];
  children: React.ReactNode;
}) {
  return (
    <ScrollFrame labelledBy={`${id}-caption`} className="mt-3 max-w-full rounded border border-slate-800">
      <table className="w-full border-collapse text-left text-sm">
        <caption id={`${id}-caption`} className="px-3 py-2 text-left font-semibold text-slate-200">
          {caption}
        </caption>
        <thead>
          <tr>
            {columns.map((c) =>
              typeof c === "string" ? (
                <th key={c} scope="col" className={TH}>
                  {c}
                </th>
              ) : (
                <th key={c.label} scope="col" className={`${TH} ${c.className}`}>
                  {c.label}
                </th>
              ),
            )}
          </tr>
        </thead>
        {children}
      </table>
    </ScrollFrame>
  );
}

/** A row's head: the row's name, with its id in the tables (`star-destroyer`) under it. */
export function NameAndId({ name, id, className }: { name: string; id: string; className: string }) {
  return (
    <th scope="row" className={`${TD} ${className}`}>
      {name}
      <code className="block text-xs font-normal text-slate-400">{id}</code>
    </th>
  );
}

export const TH =
  "border-b border-slate-700 bg-slate-900 px-3 py-2 font-semibold text-slate-300 whitespace-nowrap";
export const TD = "border-b border-slate-800 px-3 py-2 align-top";
