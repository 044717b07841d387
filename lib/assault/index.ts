/**
 * The door to Imperial Assault for the page, the CLI, the API and the previews (docs/assault.md#layout): the
 * engine's door re-exported, and the app's modules beside it (fields, schema, link, edits, words). The CLI reads
 * an attack file itself (lib/cli/read-assault-file.ts, Node's fs); the preview image is the server's
 * (lib/preview/assault-preview-image.ts). A lint rule in .oxlintrc.json holds both doors.
 */
export * from "./engine";
export { ATTACK_TOKENS, DEFENSE_TOKENS, FIELDS, LIMITS, fieldAt } from "./fields";
export type { AssaultField, FieldPath, Stepper } from "./field-kinds";
export { parseAssault, toAssaultInput, withDefaults, type AssaultInput, type AssaultParse } from "./scenario";
export { SURGE_CHOICES, surgeLabel } from "./surge-abilities";
export {
  ASSAULT_LINK_KEYS,
  ASSAULT_LINK_VERSION,
  DEFAULT_ASSAULT_INPUT,
  decodeAssault,
  encodeAssault,
  opening,
  type AssaultLinkResult,
} from "./assault-link";
export { noticeOutcome, readAssaultPage, writeAssaultPage, type AssaultPage } from "./assault-page-link";
export {
  addAttackDie,
  addDefenseDie,
  addSurge,
  NUMBER_FIELDS,
  readNumber,
  removeAttackDie,
  removeDefenseDie,
  removeSurge,
  setNumber,
  setPlayFor,
  setRerollsFor,
  isOn,
  setSwitch,
  setToken,
  SWITCH_FIELDS,
  type SwitchPath,
  stepperOf,
} from "./edit-assault";
export { answerView, describeAssault, type AnswerView } from "./answer-view";
export { formatAssaultOdds } from "./format-odds";
export {
  assaultPreview,
  numberlessAssaultPreview,
  pinnedShown,
  unreadableAssaultPreview,
  PREVIEW_BARS,
  type AssaultPreview,
} from "./assault-preview";
export { tooMuchWork } from "./too-much-work";
export { defaultText, fieldHelp } from "./field-help";
export {
  answerLine,
  bestReach,
  chartTitle,
  diceWords,
  missEach,
  noDamage,
  rangeFix,
  type RangeFix,
} from "./explain";
export { tokenAdvice, type TokenAdvice } from "./token-advice";
export {
  faceWords,
  formatRolled,
  goalWords,
  readFace,
  readGoal,
  readRolled,
  rerollGoals,
  rolledLines,
} from "./rolled";
export { attributeTest, formatAttributeTest, readAttributeTest } from "./attribute-words";
export {
  addCompared,
  againstTarget,
  attackWords,
  compareCurves,
  compareLine,
  compareRows,
  MAX_COMPARED,
  sameAttack,
  sortRows,
  targetWords,
  type CompareRow,
  type CompareSort,
} from "./compare";
export {
  addAttacker,
  attackerName,
  attackersWords,
  lineView,
  onLine,
  orderAdvice,
  removeAttacker,
  type OrderAdvice,
} from "./activation";
export { ALL_FIGURES, figureById, figureName, findFigure, type Figure } from "./figures/find-figure";
export { FIGURES, LEFT_OUT, SETS } from "./figures/figure-table";
export { HEROES, WEAPONS, type HeroRow, type WeaponRow } from "./figures/heroes";
export { citation, type FigureOption, type FigureRow } from "./figures/figure";
export { attackNumbers, defenseNumbers, setAttacker, setTarget } from "./figures/figure-assault";
export { surgeFromWords } from "./figures/surge-words";
export { figureFacts, figureOptions, setOption } from "./figures/figure-assault";
