import {
  BLACK_DIE_NO_DIRECT,
  DICE,
  DICE_CAP,
  DIE_COLOURS,
  FACES,
  type DieColour,
  type Face,
  type FaceCounts,
} from "@/lib/data";
import { DieSwatch } from "./die-chip";
import { TD, TableFrame } from "./table-frame";

const FACE_LABEL: Record<Face, string> = {
  blank: "Blank",
  hit: "Hit",
  direct: "Direct hit",
  special: "Special",
};

interface DieRow {
  readonly key: string;
  readonly colour: DieColour;
  readonly label: string;
  readonly faces: FaceCounts;
}

const ROWS: readonly DieRow[] = [
  ...DIE_COLOURS.map((colour) => ({ key: colour, colour, label: `${colour} die`, faces: DICE[colour] })),
  {
    key: "black-no-direct",
    colour: "black",
    label: "black die (no-direct variant)",
    faces: BLACK_DIE_NO_DIRECT,
  },
];

/** How many of the six sides show each face, per colour (DICE, BLACK_DIE_NO_DIRECT, DICE_CAP). */
export function DiceTable() {
  return (
    <TableFrame
      id="dice"
      caption="Faces of each die (out of 6 sides) and the most one attack may roll"
      columns={["Die", ...FACES.map((f) => FACE_LABEL[f]), "Most per attack"]}
    >
      <tbody>
        {ROWS.map((row) => (
          <tr key={row.key}>
            <th scope="row" className={`${TD} font-medium`}>
              <DieSwatch colour={row.colour} />
              {row.label}
            </th>
            {FACES.map((f) => (
              <td key={f} className={TD}>
                {row.faces[f]}
              </td>
            ))}
            <td className={TD}>{DICE_CAP[row.colour]}</td>
          </tr>
        ))}
      </tbody>
    </TableFrame>
  );
}
