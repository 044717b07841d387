import { COLOUR_NONE } from "./codes";

/**
 * The target lists of `Battle.targetStart` / `targetList`: for each sideTheater(side, theater) and health colour c
 * (COLOUR_NONE: any), the groups of that range with health of that colour, in group order.
 */
export function targetLists(
  colour: Uint8Array,
  rangeStart: Int32Array,
  rangeEnd: Int32Array,
): { targetList: Int32Array; targetStart: Int32Array } {
  const list: number[] = [];
  const targetStart = new Int32Array(13);
  for (let k = 0; k < 4; k++) {
    for (let c = 0; c < 3; c++) {
      targetStart[k * 3 + c] = list.length;
      for (let g = rangeStart[k]!; g < rangeEnd[k]!; g++) {
        const health = colour[g]!;
        if (health !== COLOUR_NONE && (c === COLOUR_NONE || health === c)) list.push(g);
      }
    }
  }
  targetStart[12] = list.length;
  return { targetList: Int32Array.from(list), targetStart };
}
