/** A column of a table's header: its words, and whether its numbers are right-aligned. */
export interface Column {
  readonly label: string;
  readonly right?: boolean;
}

/**
 * A table's header row, one `<th scope="col">` per column: each but the last padded on its right, the numbers'
 * columns right-aligned. `dense` is the tighter spacing of the Details' small tables.
 */
export function ColumnHeads({
  columns,
  className = "text-xs text-slate-400",
  dense = false,
}: {
  readonly columns: readonly Column[];
  readonly className?: string;
  readonly dense?: boolean;
}) {
  const [y, x] = dense ? ["py-0.5", "pr-1"] : ["py-1", "pr-2"];
  return (
    <thead className={className}>
      <tr>
        {columns.map((c, i) => (
          <th
            key={c.label}
            scope="col"
            className={[y, i < columns.length - 1 && x, c.right && "text-right", "font-normal"]
              .filter(Boolean)
              .join(" ")}
          >
            {c.label}
          </th>
        ))}
      </tr>
    </thead>
  );
}
