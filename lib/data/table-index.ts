/**
 * A table's lookups by id, written once for every table of lib/data: whether a string names one of its rows, and
 * the row of an id (a typed id always has one; anything else is a bug, so it throws).
 */
export function tableIndex<Row extends { readonly id: string }, Id extends string>(
  rows: readonly Row[],
  what: string,
) {
  const byId = new Map<string, Row>(rows.map((r) => [r.id, r]));
  return {
    isId: (id: string): id is Id => byId.has(id),
    row: (id: Id): Row => {
      const row = byId.get(id);
      if (!row) throw new Error(`unknown ${what} ${id}`);
      return row;
    },
  };
}
