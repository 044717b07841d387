/**
 * Named regions of integers laid out one after another in one buffer, in the order of `sizes` (the order of an
 * object's string keys is the order they were written): the buffer, where each region starts, and a view of each.
 * A state declared this way cannot have overlapping or miscounted regions.
 */
export function layOut<K extends string>(
  sizes: Readonly<Record<K, number>>,
): { mem: Int32Array; at: Record<K, number>; views: Record<K, Int32Array> } {
  const names = Object.keys(sizes) as K[];
  const at = {} as Record<K, number>;
  let size = 0;
  for (const name of names) {
    at[name] = size;
    size += sizes[name];
  }
  const mem = new Int32Array(size);
  const views = {} as Record<K, Int32Array>;
  for (const name of names) views[name] = mem.subarray(at[name], at[name] + sizes[name]);
  return { mem, at, views };
}
