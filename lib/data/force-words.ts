import type { LeaderId } from "./leaders";
import type { UnitId } from "./units";

/**
 * How players write units and leaders in forums and chats (`2 SD, 4 TIE, 3 AT-ST, Vader vs MC, 3 X-wing`): the
 * words the one-line force entry reads (lib/forces-line/read-forces.ts) besides the names themselves. The first word
 * of each list is the short form the page writes when it copies a setup out; plurals ("SDs", "X-wings") need no
 * entry. Matching ignores case, accents, spaces, hyphens and apostrophes ("AT-ST" = "atst" = "At St"), and no two
 * things share a word (tests/data/force-words.test.ts). A word that fits two things ("Luke", "trooper") is left
 * out on purpose: the reader asks which (or reads it by the side's faction) instead of guessing.
 */
// One row per entry reads better than wrapped arrays.
// prettier-ignore
export const UNIT_WORDS = {
  "tie-fighter": ["TIE", "TIE/ln", "TF"],
  "assault-carrier": ["AC", "carrier", "Gozanti"],
  "star-destroyer": ["SD", "ISD", "Imperial Star Destroyer"],
  "super-star-destroyer": ["SSD", "Executor"],
  "death-star": ["DS"],
  "death-star-under-construction": ["DSUC", "DS2", "unfinished Death Star"],
  stormtrooper: ["ST", "storm", "stormie"],
  "at-st": ["AT-ST", "scout walker", "chicken walker"],
  "at-at": ["AT-AT", "walker"],
  "x-wing": ["X-wing", "X", "XW"],
  "y-wing": ["Y", "YW", "Y-wing"],
  "rebel-transport": ["Transport", "GR-75", "RTR"],
  "corellian-corvette": ["CC", "corvette", "CR90"],
  "mon-calamari-cruiser": ["MC", "Mon Cal", "Mon Cal cruiser", "MC80", "MCC", "Mon Calamari"],
  "rebel-trooper": ["RT", "rebel infantry"],
  airspeeder: ["AS", "speeder", "snowspeeder"],
  "shield-generator": ["SG", "shield gen", "generator"],
  "ion-cannon": ["IC", "ion", "cannon"],
  "tie-striker": ["Striker", "TS"],
  interdictor: ["Interdictor", "ID"],
  "assault-tank": ["Tank", "TX-225"],
  "shield-bunker": ["SB", "bunker"],
  "u-wing": ["U-wing", "U", "UW"],
  "nebulon-b-frigate": ["Neb", "Nebulon", "Nebulon-B", "frigate", "NB"],
  "rebel-vanguard": ["Vanguard", "RV"],
  "golan-arms-turret": ["GAT", "Golan", "turret", "Golan Arms"],
} as const satisfies Record<UnitId, readonly string[]>;

// prettier-ignore
export const LEADER_WORDS = {
  "emperor-palpatine": ["Palpatine", "Emperor", "Palps", "Sidious"],
  "darth-vader": ["Vader", "Darth"],
  "grand-moff-tarkin": ["Tarkin"],
  "general-tagge": ["Tagge"],
  "admiral-piett": ["Piett"],
  "admiral-ozzel": ["Ozzel"],
  "soontir-fel": ["Fel", "Soontir"],
  "colonel-yularen": ["Yularen"],
  "general-veers": ["Veers"],
  "moff-jerjerrod": ["Jerjerrod"],
  "boba-fett": ["Boba", "Fett"],
  "janus-greejatus": ["Greejatus", "Janus"],
  "director-krennic": ["Krennic", "Director"],
  "admiral-motti": ["Motti"],
  "krennics-finest": ["Krennic's Finest", "Finest"],
  "jabba-the-hutt": ["Jabba"],
  "mon-mothma": ["Mothma"],
  "jan-dodonna": ["Dodonna"],
  "princess-leia": ["Leia"],
  "general-rieekan": ["Rieekan"],
  "admiral-ackbar": ["Ackbar"],
  "wedge-antilles": ["Wedge", "Antilles"],
  "han-solo": ["Han", "Solo"],
  "lando-calrissian": ["Lando", "Calrissian"],
  "luke-skywalker": ["Luke Skywalker", "Farmboy Luke", "young Luke"],
  "luke-skywalker-jedi": ["Jedi Luke", "Luke Jedi", "Skywalker Jedi"],
  "obi-wan-kenobi": ["Obi-Wan", "Kenobi", "Ben Kenobi", "Obi"],
  "general-madine": ["Madine"],
  chewbacca: ["Chewie", "Chewy"],
  "cassian-andor": ["Cassian", "Andor"],
  "jyn-erso": ["Jyn", "Erso"],
  "chirrut-imwe": ["Chirrut", "Imwe"],
  "saw-gerrera": ["Saw", "Gerrera"],
} as const satisfies Record<LeaderId, readonly string[]>;
